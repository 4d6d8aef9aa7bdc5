import type { BillingPeriod, BillingProviderName, PaidPackage, TopUpPackId } from '@cp/contracts';
import type { BillingEvent } from '../stripe-objects.ts';
import type { SubscriptionRow } from '../subscription-state.ts';

export type CheckoutRequest = {
  userId: string;
  email: string;
  customerId: string | null;
  product:
    | { kind: 'subscription'; package: PaidPackage; period: BillingPeriod; trial: boolean }
    | { kind: 'topup'; pack: TopUpPackId };
  promo: { code: string; percentOff: number } | null;
  referralId: string | null;
  successUrl: string;
  cancelUrl: string;
};

export type CheckoutCreated = { sessionId: string; url: string; promoApplied: boolean };

export type ProrationBehavior = 'always_invoice' | 'create_prorations';

/**
 * A billing provider. Both implementations drive the same subscription state machine through the
 * same event handler: the operations that change a subscription answer the events to apply now
 * (the test mode's synthesized events, or Stripe's updated subscription as an API snapshot); Stripe's
 * webhook delivers the same state again later, which the handler recognises.
 */
export type BillingProvider = {
  readonly name: BillingProviderName;
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutCreated>;
  createPortalSession(input: {
    userId: string;
    customerId: string | null;
    returnUrl: string;
  }): Promise<{ url: string }>;
  setCancelAtPeriodEnd(row: SubscriptionRow, cancel: boolean): Promise<BillingEvent[]>;
  /** Ends the subscription now (a cancelled trial, a deleted account). */
  cancelNow(row: SubscriptionRow): Promise<BillingEvent[]>;
  changePlan(
    row: SubscriptionRow,
    change: { package: PaidPackage; period: BillingPeriod; proration: ProrationBehavior },
  ): Promise<BillingEvent[]>;
  /** The subscription as the provider holds it now (check-subscription's re-sync); [] when unknown. */
  refresh(row: SubscriptionRow): Promise<BillingEvent[]>;
};
