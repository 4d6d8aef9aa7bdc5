import { z } from 'zod';
import { text } from './text.ts';
import { BillingPeriodSchema, PaidPackageSchema, PlanPackageSchema, TopUpPackIdSchema } from './plans.ts';

/**
 * Subscriptions, checkout, the billing portal, plan changes and promos (docs/product/1-platform.md sections 3, 4, 7;
 * docs/product/3-agent-tracker-assistant.md section 4). Timestamps named `*_at`/`*_end` with a number are Unix seconds,
 * as the spec's cancel_at and trial_end; ISO strings are named so.
 */

export const billingProviders = ['test', 'stripe'] as const;
export const BillingProviderNameSchema = z.enum(billingProviders);
export type BillingProviderName = z.infer<typeof BillingProviderNameSchema>;
/** The label every test-mode page and answer carries. */
export const TEST_MODE_LABEL = 'Test mode';
/** The label instead when production runs the test mode as a declared demo (BILLING_TEST_MODE=demo, docs/decisions/019). */
export const DEMO_BILLING_LABEL = 'Demo billing: no real payment';
export const TestModeLabelSchema = z.enum([TEST_MODE_LABEL, DEMO_BILLING_LABEL]);
export type TestModeLabel = z.infer<typeof TestModeLabelSchema>;

/** Stripe's subscription statuses; a free account reports 'active'. */
export const subscriptionStatuses = [
  'active',
  'trialing',
  'past_due',
  'incomplete',
  'incomplete_expired',
  'unpaid',
  'canceled',
  'paused',
] as const;
export const SubscriptionStatusSchema = z.enum(subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

/**
 * The subscription as settings, GET /api/me and GET /api/user-stats report it (docs/product/1-platform.md section 3).
 */
export const SubscriptionSchema = z.object({
  /** The plan in effect now (free when no paid subscription gives access). `plan` is the same value. */
  package: PlanPackageSchema,
  plan: PlanPackageSchema,
  status: SubscriptionStatusSchema,
  /** True when the subscription ends at the end of the current period (cancel_at is then set). */
  cancel_at_period_end: z.boolean(),
  cancel_at: z.number().int().nullable(),
  /** True while the free Pro trial runs; trial_end is when it ends (access ends at once if cancelled). */
  trial_enabled: z.boolean(),
  trial_end: z.number().int().nullable(),
  /** The trial is once per user: true once a trial was started, for good. */
  trial_used: z.boolean(),
  /** The next payment date (null when free, cancelling, or in a trial that will not convert). */
  next_billing_at: z.number().int().nullable(),
  billing_period: BillingPeriodSchema.nullable(),
  period: BillingPeriodSchema.nullable(),
  current_period_end: z.number().int().nullable(),
  /** The billing customer, when one exists (Manage Billing shows for it). */
  customer_id: text().nullable(),
  /** Which billing provider holds the subscription: 'test' (built-in test mode) or 'stripe'. */
  provider: BillingProviderNameSchema.nullable(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** What a checkout can buy: a subscription package, or a top-up pack. */
export const checkoutProducts = ['pro', 'ultimate', 'topup_100', 'topup_500'] as const;
export const CheckoutProductSchema = z.enum(checkoutProducts, {
  error: 'package must be pro, ultimate, topup_100 or topup_500.',
});
export type CheckoutProduct = z.infer<typeof CheckoutProductSchema>;

/**
 * The spec's checkout payload (docs/product/1-platform.md section 3). `user_id` may be sent but must be the signed-in
 * user. `billing_period` defaults to quarterly; it is ignored for top-ups. `return_path` is the /app
 * page the browser comes back to (default /app/settings); the server adds success=true,
 * session_id and period (or topup) to it, or canceled=true.
 */
export const CreateCheckoutSessionBodySchema = z.object({
  package: CheckoutProductSchema,
  billing_period: BillingPeriodSchema.optional(),
  trial_enabled: z.boolean().optional(),
  referral_id: text().trim().max(200).nullish(),
  promo_code: text().trim().max(64).nullish(),
  user_id: text().max(100).optional(),
  return_path: text().max(512).optional(),
});
export type CreateCheckoutSessionBody = z.input<typeof CreateCheckoutSessionBodySchema>;

export const CreateCheckoutSessionResponseSchema = z.object({
  /** Where the browser goes next: Stripe Checkout, or the in-app test-mode page /app/test-checkout?session=... */
  checkout_url: text(),
  session_id: text(),
  provider: BillingProviderNameSchema,
  trial_enabled: z.boolean(),
  /** False when a promo_code was sent but is not the user's active promo (the checkout goes on without it). */
  promo_applied: z.boolean(),
});
export type CreateCheckoutSessionResponse = z.infer<typeof CreateCheckoutSessionResponseSchema>;

export const CreatePortalSessionResponseSchema = z.object({
  url: text(),
  portal_url: text(),
  provider: BillingProviderNameSchema,
});
export type CreatePortalSessionResponse = z.infer<typeof CreatePortalSessionResponseSchema>;

/** Answer of cancel-subscription and undo-cancel-subscription. */
export const SubscriptionMessageResponseSchema = z.object({
  message: text(),
  subscription: SubscriptionSchema,
});
export type SubscriptionMessageResponse = z.infer<typeof SubscriptionMessageResponseSchema>;

export const ChangeSubscriptionBodySchema = z.object({
  new_package: PaidPackageSchema,
  new_billing_period: BillingPeriodSchema,
});
export type ChangeSubscriptionBody = z.infer<typeof ChangeSubscriptionBodySchema>;

/** upgrade: charged prorated today; downgrade: credit on the next invoice; period_change: adjusted. */
export const planChangeKinds = ['upgrade', 'downgrade', 'period_change'] as const;
export const PlanChangeKindSchema = z.enum(planChangeKinds);
export type PlanChangeKind = z.infer<typeof PlanChangeKindSchema>;

export const ChangeSubscriptionResponseSchema = z.object({
  message: text(),
  change: PlanChangeKindSchema,
  subscription: SubscriptionSchema,
});
export type ChangeSubscriptionResponse = z.infer<typeof ChangeSubscriptionResponseSchema>;

export const CheckSubscriptionBodySchema = z.object({ user_id: text().max(100).optional() }).nullish();

/** The fallback when user-stats fails: the subscription, re-read from the provider. */
export const CheckSubscriptionResponseSchema = z.object({
  subscription: SubscriptionSchema,
  plan: PlanPackageSchema,
  status: SubscriptionStatusSchema,
  trial_used: z.boolean(),
});
export type CheckSubscriptionResponse = z.infer<typeof CheckSubscriptionResponseSchema>;

// Test mode (no Stripe keys): the in-app checkout page /app/test-checkout?session=... and portal /app/test-portal.

export const TestCheckoutParamsSchema = z.object({ session_id: text() });

export const checkoutSessionStatuses = ['open', 'complete', 'canceled', 'expired'] as const;
export const CheckoutSessionStatusSchema = z.enum(checkoutSessionStatuses);

export const TestCheckoutSessionSchema = z.object({
  session_id: text(),
  mode_label: TestModeLabelSchema,
  kind: z.enum(['subscription', 'topup']),
  package: PaidPackageSchema.nullable(),
  topup: TopUpPackIdSchema.nullable(),
  /** Credits the purchase adds: the plan's monthly allowance, or the top-up pack's credits. */
  credits: z.number().int(),
  billing_period: BillingPeriodSchema.nullable(),
  /** 'Pro', 'Ultimate', or '100 credits'. */
  label: text(),
  /** Charged when the page's Pay button is pressed (0 for a trial; the promo discount applied). */
  amount_due_today_usd: z.number(),
  /** The regular price of one payment (of the period, or of the pack). */
  amount_usd: z.number(),
  currency: z.literal('usd'),
  trial_enabled: z.boolean(),
  trial_days: z.number().int(),
  promo_code: text().nullable(),
  discount_percent: z.number().int().nullable(),
  status: CheckoutSessionStatusSchema,
  expires_at: text(),
});
export type TestCheckoutSession = z.infer<typeof TestCheckoutSessionSchema>;

/** Answer of the test page's complete and cancel buttons: where the browser goes next. */
export const TestCheckoutOutcomeSchema = z.object({
  status: CheckoutSessionStatusSchema,
  redirect_url: text(),
});
export type TestCheckoutOutcome = z.infer<typeof TestCheckoutOutcomeSchema>;

export const BillingPaymentSchema = z.object({
  id: text(),
  type: text(),
  description: text(),
  amount_usd: z.number().nullable(),
  created_at: text(),
});
export type BillingPayment = z.infer<typeof BillingPaymentSchema>;

/** The in-app test-mode billing portal: the subscription and the payments recorded for it. */
export const TestPortalResponseSchema = z.object({
  mode_label: TestModeLabelSchema,
  subscription: SubscriptionSchema,
  payments: z.array(BillingPaymentSchema),
});
export type TestPortalResponse = z.infer<typeof TestPortalResponseSchema>;

export const WebhookReceivedResponseSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

// Promos (docs/product/3-agent-tracker-assistant.md section 4): a founder offer for free users, with a countdown.

/** expiresAt is an ISO time; timeLeft the seconds left when answered. */
export const PromoSchema = z.object({
  code: text(),
  expiresAt: text(),
  timeLeft: z.number().int().min(0),
});
export type Promo = z.infer<typeof PromoSchema>;

export const ExpirePromoBodySchema = z.object({ code: text().max(64).optional() }).nullish();
export const ExpirePromoResponseSchema = z.object({ message: text(), expired: z.boolean() });
