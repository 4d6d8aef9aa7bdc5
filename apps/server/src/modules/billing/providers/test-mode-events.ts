// The events the built-in test mode synthesizes, in the shape Stripe's webhook delivers them: a checkout's
// session, subscription and invoice, and what the test clock owes a subscription (a trial converting, a
// renewal, the end of a cancelled one). Pure functions of the rows and the time.
import {
  billingPeriodMonths,
  planPriceUsd,
  topUpPacks,
  TRIAL_DAYS,
  type BillingPeriod,
  type PaidPackage,
} from '@cp/contracts';
import { AppError } from '../../../http/app-error.ts';
import { newId } from '../../../security/random.ts';
import { addMonths } from '../../credits/credit-periods.ts';
import type { CheckoutSessionRow } from '../billing.repository.ts';
import { testModeCatalog } from '../price-catalog.ts';
import type { BillingEvent } from '../stripe-objects.ts';
import { isLive, type SubscriptionRow } from '../subscription-state.ts';

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);
export const cents = (usd: number) => Math.round(usd * 100);

export type SubscriptionShape = {
  id: string;
  customer: string;
  userId: string;
  status: string;
  package: PaidPackage;
  period: BillingPeriod;
  periodStart: Date;
  periodEnd: Date;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

/** A subscription object in Stripe's shape (current API: the period on the item). */
export function subscriptionObject(s: SubscriptionShape): Record<string, unknown> {
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    cancel_at: s.cancelAtPeriodEnd ? seconds(s.periodEnd) : null,
    trial_end: seconds(s.trialEnd),
    items: {
      object: 'list',
      data: [
        {
          id: `si_${s.id}`,
          price: {
            id: testModeCatalog.planPrice(s.package, s.period),
            recurring: { interval: 'month', interval_count: billingPeriodMonths[s.period] },
          },
          current_period_start: seconds(s.periodStart),
          current_period_end: seconds(s.periodEnd),
        },
      ],
    },
    metadata: { user_id: s.userId, package: s.package, billing_period: s.period },
  };
}

export function shapeOf(row: SubscriptionRow): SubscriptionShape {
  if (
    !row.subscription_id ||
    !row.customer_id ||
    row.package === 'free' ||
    !row.billing_period ||
    !row.current_period_start ||
    !row.current_period_end
  ) {
    throw new AppError('CONFLICT', 'You have no active subscription.');
  }
  return {
    id: row.subscription_id,
    customer: row.customer_id,
    userId: row.user_id,
    status: row.provider_status ?? row.status,
    package: row.package,
    period: row.billing_period,
    periodStart: row.current_period_start,
    periodEnd: row.current_period_end,
    trialEnd: row.trial_end,
    cancelAtPeriodEnd: row.cancel_at_period_end,
  };
}

export const event = (type: string, object: Record<string, unknown>, now: Date): BillingEvent => ({
  id: newId('evt_test', 24),
  type,
  created: seconds(now)!,
  data: { object },
});

export const invoice = (s: SubscriptionShape, amountCents: number, reason: string, now: Date) =>
  event(
    'invoice.paid',
    {
      id: newId('in_test'),
      object: 'invoice',
      customer: s.customer,
      amount_paid: amountCents,
      amount_due: amountCents,
      currency: 'usd',
      billing_reason: reason,
      parent: { subscription_details: { subscription: s.id, metadata: { user_id: s.userId } } },
    },
    now,
  );

/** The events of a paid (or trial) checkout, as Stripe sends them. */
export function checkoutEvents(s: CheckoutSessionRow, row: SubscriptionRow, now: Date): BillingEvent[] {
  if (s.kind === 'topup') {
    return [
      event(
        'checkout.session.completed',
        {
          id: s.id,
          object: 'checkout.session',
          mode: 'payment',
          payment_status: 'paid',
          customer: row.customer_id,
          client_reference_id: s.user_id,
          amount_total: s.amount_due_cents,
          metadata: {
            user_id: s.user_id,
            kind: 'topup',
            topup: s.topup,
            credits: String(topUpPacks[s.topup!].credits),
          },
        },
        now,
      ),
    ];
  }
  if (isLive(row.provider_status) && row.package !== 'free')
    throw new AppError('CONFLICT', 'You already have an active subscription. Use Change Plan instead.');
  if (s.trial && row.trial_used) throw new AppError('CONFLICT', 'You have already used your free trial.');
  const trialEnd = s.trial ? new Date(now.getTime() + TRIAL_DAYS * 86_400_000) : null;
  const shape: SubscriptionShape = {
    id: newId('sub_test'),
    customer: row.customer_id ?? newId('cus_test'),
    userId: s.user_id,
    status: s.trial ? 'trialing' : 'active',
    package: s.package!,
    period: s.billing_period!,
    periodStart: now,
    periodEnd: trialEnd ?? addMonths(now, billingPeriodMonths[s.billing_period!]),
    trialEnd,
    cancelAtPeriodEnd: false,
  };
  return [
    event(
      'checkout.session.completed',
      {
        id: s.id,
        object: 'checkout.session',
        mode: 'subscription',
        payment_status: s.trial ? 'no_payment_required' : 'paid',
        customer: shape.customer,
        subscription: shape.id,
        client_reference_id: s.user_id,
        amount_total: s.amount_due_cents,
        metadata: {
          user_id: s.user_id,
          kind: 'subscription',
          package: s.package,
          billing_period: s.billing_period,
          trial: String(s.trial),
          ...(s.promo_code ? { promo_code: s.promo_code } : {}),
          ...(s.referral_id ? { referral_id: s.referral_id } : {}),
        },
      },
      now,
    ),
    event('customer.subscription.created', subscriptionObject(shape), now),
    invoice(shape, s.amount_due_cents, 'subscription_create', now),
  ];
}

/** What the test clock owes a subscription at `now`: a trial converting, a renewal, or the end of a cancelled one. */
export function dueEvents(row: SubscriptionRow, now: Date): BillingEvent[] {
  if (row.provider !== 'test' || row.package === 'free' || !row.current_period_end) return [];
  const s = shapeOf(row);
  const trialOver = s.status === 'trialing' && s.trialEnd !== null && s.trialEnd <= now;
  if (!trialOver && s.periodEnd > now) return [];
  if (s.cancelAtPeriodEnd)
    return [event('customer.subscription.deleted', subscriptionObject({ ...s, status: 'canceled' }), now)];
  let start = trialOver ? s.trialEnd! : s.periodEnd;
  let end = addMonths(start, billingPeriodMonths[s.period]);
  while (end <= now) {
    start = end;
    end = addMonths(start, billingPeriodMonths[s.period]);
  }
  const renewed = {
    ...s,
    status: 'active',
    periodStart: start,
    periodEnd: end,
    trialEnd: trialOver ? s.trialEnd : s.trialEnd,
  };
  return [
    invoice(renewed, cents(planPriceUsd(s.package, s.period)), 'subscription_cycle', now),
    event('customer.subscription.updated', subscriptionObject(renewed), now),
  ];
}
