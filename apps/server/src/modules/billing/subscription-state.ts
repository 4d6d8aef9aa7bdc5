import type {
  BillingPeriod,
  BillingProviderName,
  PaidPackage,
  PlanPackage,
  Subscription,
  SubscriptionStatus,
} from '@cp/contracts';
import type { PriceCatalog } from './price-catalog.ts';
import { subscriptionPeriod, type StripeSubscription } from './stripe-objects.ts';

/**
 * The one subscription state machine, pure. A provider's subscription object (Stripe's shape, from
 * a webhook, the test mode or an API read) is turned into the state it implies; a guard decides
 * whether it is newer than what is stored, using the subscription's own state (its id, its period
 * end, a terminal status) and the event's creation time, never the order events arrive in.
 */

export type SubscriptionRow = {
  user_id: string;
  package: PlanPackage;
  status: SubscriptionStatus;
  provider: BillingProviderName | null;
  customer_id: string | null;
  subscription_id: string | null;
  provider_status: string | null;
  price_id: string | null;
  billing_period: BillingPeriod | null;
  cancel_at_period_end: boolean;
  cancel_at: Date | null;
  trial_end: Date | null;
  trial_used: boolean;
  current_period_start: Date | null;
  current_period_end: Date | null;
  last_event_at: Date | null;
  referral_id: string | null;
};

/** Statuses that keep the paid plan's access (past_due: while the provider retries the payment). */
export const liveStatuses = ['active', 'trialing', 'past_due'] as const;
/** Statuses a subscription never leaves. */
export const terminalStatuses = ['canceled', 'incomplete_expired'] as const;

export const isLive = (status: string | null | undefined) => (liveStatuses as readonly string[]).includes(status ?? '');
export const isTerminal = (status: string | null | undefined) =>
  (terminalStatuses as readonly string[]).includes(status ?? '');

const knownStatuses: readonly string[] = [
  'active',
  'trialing',
  'past_due',
  'incomplete',
  'incomplete_expired',
  'unpaid',
  'canceled',
  'paused',
];

export type SubscriptionSnapshot = {
  subscriptionId: string;
  customerId: string;
  providerStatus: SubscriptionStatus;
  live: boolean;
  package: PaidPackage;
  period: BillingPeriod;
  priceId: string;
  cancelAtPeriodEnd: boolean;
  cancelAt: Date | null;
  trialEnd: Date | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  userIdHint: string | null;
};

const fromSeconds = (s: number | null | undefined) => (typeof s === 'number' ? new Date(s * 1000) : null);

/**
 * What a subscription object says. Null when its price is neither in the catalog nor named by its
 * metadata (a subscription this product did not sell).
 */
export function readSubscription(
  sub: StripeSubscription,
  catalog: PriceCatalog,
  options: { deleted: boolean },
): SubscriptionSnapshot | null {
  const price = sub.items.data[0]?.price;
  if (!price) return null;
  const meta = sub.metadata;
  const known =
    catalog.lookup(price.id) ??
    ((meta.package === 'pro' || meta.package === 'ultimate') &&
    (meta.billing_period === 'monthly' || meta.billing_period === 'quarterly')
      ? ({ package: meta.package, period: meta.billing_period } as const)
      : null);
  if (!known) return null;
  const status = (
    options.deleted ? 'canceled' : knownStatuses.includes(sub.status) ? sub.status : 'incomplete'
  ) as SubscriptionStatus;
  const period = subscriptionPeriod(sub);
  return {
    subscriptionId: sub.id,
    customerId: sub.customer,
    providerStatus: status,
    live: isLive(status),
    package: known.package,
    period: known.period,
    priceId: price.id,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    cancelAt: fromSeconds(sub.cancel_at) ?? (sub.cancel_at_period_end ? fromSeconds(period.end) : null),
    trialEnd: fromSeconds(sub.trial_end),
    periodStart: fromSeconds(period.start),
    periodEnd: fromSeconds(period.end),
    userIdHint: meta.user_id ?? null,
  };
}

/**
 * Why a snapshot must not be applied over the stored row (null: apply it). `eventCreated` is the
 * event's creation time in seconds (null for an API snapshot, which is as new as it gets).
 */
export function staleReason(
  row: SubscriptionRow | null,
  snap: SubscriptionSnapshot,
  event: { created: number | null; type: string },
): string | null {
  if (!row?.subscription_id) return null;
  if (row.subscription_id !== snap.subscriptionId) {
    // Another subscription holds the row: an event of an old, dead one must not take its place.
    return isLive(row.provider_status) && !snap.live ? 'another subscription is live' : null;
  }
  if (isTerminal(row.provider_status) && !isTerminal(snap.providerStatus)) return 'the subscription has already ended';
  if (isTerminal(snap.providerStatus)) return null;
  const lastAt = row.last_event_at ? Math.floor(row.last_event_at.getTime() / 1000) : null;
  if (event.created !== null && lastAt !== null) {
    if (event.created < lastAt) return 'older than the state applied';
    // Stripe sends .created and the first .updated in the same second: a late .created never wins.
    if (event.created === lastAt && event.type === 'customer.subscription.created')
      return 'created event after a later one';
  }
  // A renewal only moves the period end forward; a new interval (quarterly -> monthly) may move it back.
  if (
    snap.period === row.billing_period &&
    snap.periodEnd &&
    row.current_period_end &&
    snap.periodEnd < row.current_period_end
  )
    return 'an earlier billing period';
  if (snap.providerStatus === 'incomplete' && isLive(row.provider_status)) return 'the first payment already succeeded';
  return null;
}

/** The row after applying a snapshot (not stale, see staleReason). */
export function applySnapshot(
  row: SubscriptionRow,
  snap: SubscriptionSnapshot,
  provider: BillingProviderName,
  eventCreated: number | null,
): SubscriptionRow {
  const createdAt = fromSeconds(eventCreated);
  return {
    ...row,
    package: snap.live ? snap.package : 'free',
    status: snap.live ? snap.providerStatus : 'active',
    provider,
    customer_id: snap.customerId,
    subscription_id: snap.subscriptionId,
    provider_status: snap.providerStatus,
    price_id: snap.priceId,
    billing_period: snap.period,
    cancel_at_period_end: snap.live && snap.cancelAtPeriodEnd,
    cancel_at: snap.live ? snap.cancelAt : null,
    trial_end: snap.trialEnd,
    trial_used: row.trial_used || snap.trialEnd !== null,
    current_period_start: snap.periodStart,
    current_period_end: snap.periodEnd,
    last_event_at: createdAt && (!row.last_event_at || createdAt > row.last_event_at) ? createdAt : row.last_event_at,
  };
}

const toSeconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/** The wire subscription (docs/product/1-platform.md section 3) of a stored row; no row is the free plan. */
export function toSubscriptionView(row: SubscriptionRow | null): Subscription {
  const paid = !!row && row.package !== 'free';
  const trialing = paid && row.status === 'trialing';
  const cancelling = paid && row.cancel_at_period_end;
  const period = paid ? row.billing_period : null;
  return {
    package: row?.package ?? 'free',
    plan: row?.package ?? 'free',
    status: paid ? row.status : 'active',
    cancel_at_period_end: cancelling,
    cancel_at: cancelling ? toSeconds(row.cancel_at ?? row.current_period_end) : null,
    trial_enabled: trialing,
    trial_end: trialing ? toSeconds(row.trial_end) : null,
    trial_used: row?.trial_used ?? false,
    next_billing_at: paid && !cancelling ? toSeconds(trialing ? row.trial_end : row.current_period_end) : null,
    billing_period: period,
    period,
    current_period_end: paid ? toSeconds(row.current_period_end) : null,
    customer_id: row?.customer_id ?? null,
    provider: row?.provider ?? null,
  };
}

export const emptySubscriptionRow = (userId: string): SubscriptionRow => ({
  user_id: userId,
  package: 'free',
  status: 'active',
  provider: null,
  customer_id: null,
  subscription_id: null,
  provider_status: null,
  price_id: null,
  billing_period: null,
  cancel_at_period_end: false,
  cancel_at: null,
  trial_end: null,
  trial_used: false,
  current_period_start: null,
  current_period_end: null,
  last_event_at: null,
  referral_id: null,
});
