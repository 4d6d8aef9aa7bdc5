import { z } from 'zod';

/**
 * The part of Stripe's event and object shapes the subscription state machine reads. Both
 * providers speak it: Stripe's webhook delivers it, the test mode synthesizes it. Parsed loosely
 * (unknown fields pass), and for both API versions where they differ (current_period_* on the
 * subscription or on its items; invoice.subscription or invoice.parent.subscription_details).
 */

/** An event as Stripe delivers it. `id` null marks a snapshot read from the provider's API (no event). */
export type BillingEvent = {
  id: string | null;
  type: string;
  /** Unix seconds the provider created the event at; null for an API snapshot. */
  created: number | null;
  data: { object: Record<string, unknown> };
};

const Metadata = z
  .record(z.string(), z.string())
  .nullish()
  .transform((m) => m ?? {});
/** A reference that may arrive as an id or as the expanded object. */
const Ref = z
  .union([z.string(), z.object({ id: z.string() }).loose()])
  .transform((v) => (typeof v === 'string' ? v : v.id));

export const StripeSubscriptionSchema = z
  .object({
    id: z.string(),
    object: z.literal('subscription').optional(),
    customer: Ref,
    status: z.string(),
    cancel_at_period_end: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
    cancel_at: z.number().nullish(),
    trial_end: z.number().nullish(),
    current_period_start: z.number().nullish(),
    current_period_end: z.number().nullish(),
    items: z
      .object({
        data: z.array(
          z
            .object({
              id: z.string().optional(),
              price: z
                .object({
                  id: z.string(),
                  recurring: z.object({ interval: z.string(), interval_count: z.number() }).loose().nullish(),
                })
                .loose(),
              current_period_start: z.number().nullish(),
              current_period_end: z.number().nullish(),
            })
            .loose(),
        ),
      })
      .loose(),
    metadata: Metadata,
  })
  .loose();
export type StripeSubscription = z.infer<typeof StripeSubscriptionSchema>;

export const StripeCheckoutSessionSchema = z
  .object({
    id: z.string(),
    mode: z.string(),
    customer: Ref.nullish(),
    subscription: Ref.nullish(),
    client_reference_id: z.string().nullish(),
    payment_status: z.string().nullish(),
    amount_total: z.number().nullish(),
    metadata: Metadata,
  })
  .loose();
export type StripeCheckoutSession = z.infer<typeof StripeCheckoutSessionSchema>;

export const StripeInvoiceSchema = z
  .object({
    id: z.string(),
    customer: Ref.nullish(),
    subscription: Ref.nullish(),
    parent: z
      .object({ subscription_details: z.object({ subscription: Ref.nullish(), metadata: Metadata }).loose().nullish() })
      .loose()
      .nullish(),
    amount_paid: z.number().nullish(),
    amount_due: z.number().nullish(),
    currency: z.string().nullish(),
    billing_reason: z.string().nullish(),
  })
  .loose();
export type StripeInvoice = z.infer<typeof StripeInvoiceSchema>;

/** The current period of a subscription, from the subscription (older API versions) or its first item. */
export function subscriptionPeriod(sub: StripeSubscription): { start: number | null; end: number | null } {
  const item = sub.items.data[0];
  return {
    start: item?.current_period_start ?? sub.current_period_start ?? null,
    end: item?.current_period_end ?? sub.current_period_end ?? null,
  };
}

export function invoiceSubscriptionId(invoice: StripeInvoice): string | null {
  return invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? null;
}
