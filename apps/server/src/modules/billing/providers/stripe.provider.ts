import { topUpPacks, TRIAL_DAYS } from '@cp/contracts';
import Stripe from 'stripe';
import { AppError } from '../../../http/app-error.ts';
import type { PriceCatalog } from '../price-catalog.ts';
import type { BillingEvent } from '../stripe-objects.ts';
import type { SubscriptionRow } from '../subscription-state.ts';
import type { BillingProvider, CheckoutRequest } from './billing-provider.ts';

export type StripeApiTarget = { host: string; port: number; protocol: 'http' | 'https' };

export function createStripeClient(secretKey: string, target?: StripeApiTarget): Stripe {
  return new Stripe(secretKey, { maxNetworkRetries: 1, timeout: 20_000, telemetry: false, ...(target ?? {}) });
}

/** Stripe's failure as our error: a card problem keeps Stripe's text (written for customers); anything else a generic one. */
function providerError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const e = error as { type?: string; message?: string; statusCode?: number };
  if (e?.type === 'StripeCardError' && e.message) return new AppError('PROVIDER_ERROR', e.message);
  return new AppError('PROVIDER_ERROR', 'The payment provider could not complete the request. Please try again.');
}

async function call<T>(work: () => Promise<T>, log?: (error: unknown) => void): Promise<T> {
  try {
    return await work();
  } catch (error) {
    log?.(error);
    throw providerError(error);
  }
}

/** The subscription Stripe answered with, applied now through the handler (the webhook brings it again later). */
const snapshot = (sub: Stripe.Subscription): BillingEvent => ({
  id: null,
  type: sub.status === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated',
  created: null,
  data: { object: sub as unknown as Record<string, unknown> },
});

function requireSubscription(row: SubscriptionRow): string {
  if (!row.subscription_id) throw new AppError('CONFLICT', 'You have no active subscription.');
  return row.subscription_id;
}

/**
 * Stripe: Checkout Sessions (subscriptions with an optional trial and promotion code, one-time
 * top-ups), the Customer Portal, plan changes with proration, cancellation at period end and its
 * undo. Its webhook (stripe-webhook.routes.ts) feeds the same event handler as the test mode.
 */
export function createStripeProvider(deps: {
  stripe: Stripe;
  catalog: PriceCatalog;
  log?: (error: unknown) => void;
}): BillingProvider {
  const { stripe, catalog } = deps;

  async function promotionCodeId(code: string): Promise<string | null> {
    const found = await stripe.promotionCodes.list({ code, active: true, limit: 1 });
    return found.data[0]?.id ?? null;
  }

  return {
    name: 'stripe',

    createCheckoutSession: (request: CheckoutRequest) =>
      call(async () => {
        const customer = request.customerId ? { customer: request.customerId } : { customer_email: request.email };
        const referral: Record<string, string> = request.referralId ? { referral_id: request.referralId } : {};
        const product = request.product;
        let params: Stripe.Checkout.SessionCreateParams;
        let promoApplied = false;
        if (product.kind === 'subscription') {
          const promoId = request.promo ? await promotionCodeId(request.promo.code) : null;
          promoApplied = promoId !== null;
          params = {
            mode: 'subscription',
            line_items: [{ price: catalog.planPrice(product.package, product.period), quantity: 1 }],
            client_reference_id: request.userId,
            ...customer,
            subscription_data: {
              metadata: {
                user_id: request.userId,
                package: product.package,
                billing_period: product.period,
                ...referral,
              },
              ...(product.trial ? { trial_period_days: TRIAL_DAYS } : {}),
            },
            ...(promoId ? { discounts: [{ promotion_code: promoId }] } : { allow_promotion_codes: true }),
            metadata: {
              user_id: request.userId,
              kind: 'subscription',
              package: product.package,
              billing_period: product.period,
              trial: String(product.trial),
              ...(promoId && request.promo ? { promo_code: request.promo.code } : ({} as Record<string, string>)),
              ...referral,
            },
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          };
        } else {
          const pack = topUpPacks[product.pack];
          const price = catalog.topUpPrice(product.pack);
          const metadata = {
            user_id: request.userId,
            kind: 'topup',
            topup: product.pack,
            credits: String(pack.credits),
          };
          params = {
            mode: 'payment',
            line_items: [
              price
                ? { price, quantity: 1 }
                : {
                    price_data: {
                      currency: 'usd',
                      unit_amount: pack.priceUsd * 100,
                      product_data: { name: `${pack.credits} credits` },
                    },
                    quantity: 1,
                  },
            ],
            client_reference_id: request.userId,
            ...customer,
            ...(request.customerId ? {} : { customer_creation: 'always' as const }),
            metadata,
            payment_intent_data: { metadata },
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          };
        }
        const session = await stripe.checkout.sessions.create(params);
        if (!session.url) throw new AppError('PROVIDER_ERROR', 'The payment provider did not return a checkout page.');
        return { sessionId: session.id, url: session.url, promoApplied };
      }, deps.log),

    createPortalSession: ({ customerId, returnUrl }) =>
      call(async () => {
        if (!customerId) throw new AppError('CONFLICT', 'There is no billing account to manage yet.');
        const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
        return { url: session.url };
      }, deps.log),

    setCancelAtPeriodEnd: (row, cancel) =>
      call(
        async () => [
          snapshot(await stripe.subscriptions.update(requireSubscription(row), { cancel_at_period_end: cancel })),
        ],
        deps.log,
      ),

    cancelNow: (row) =>
      call(async () => [snapshot(await stripe.subscriptions.cancel(requireSubscription(row)))], deps.log),

    changePlan: (row, change) =>
      call(async () => {
        const id = requireSubscription(row);
        const current = await stripe.subscriptions.retrieve(id);
        const item = current.items.data[0];
        if (!item) throw new AppError('CONFLICT', 'The subscription has no plan to change.');
        const updated = await stripe.subscriptions.update(id, {
          items: [{ id: item.id, price: catalog.planPrice(change.package, change.period) }],
          proration_behavior: change.proration,
          // An upgrade is charged now; if that payment fails the change does not happen.
          ...(change.proration === 'always_invoice' ? { payment_behavior: 'error_if_incomplete' as const } : {}),
        });
        return [snapshot(updated)];
      }, deps.log),

    refresh: (row) =>
      call(
        async () => (row.subscription_id ? [snapshot(await stripe.subscriptions.retrieve(row.subscription_id))] : []),
        deps.log,
      ),
  };
}
