import { planTable, topUpPackIds, topUpPacks, type BillingProviderName, type TopUpPackId } from '@cp/contracts';
import type { Database, Queryable } from '../../db/database.ts';
import type { Clock } from '../auth/auth.service.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import type { PromosService } from '../promos/promos.service.ts';
import type { BillingRepository } from './billing.repository.ts';
import type { PriceCatalog } from './price-catalog.ts';
import {
  invoiceSubscriptionId,
  StripeCheckoutSessionSchema,
  StripeInvoiceSchema,
  StripeSubscriptionSchema,
  type BillingEvent,
} from './stripe-objects.ts';
import { applySnapshot, isLive, readSubscription, staleReason, type SubscriptionRow } from './subscription-state.ts';

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

const usd = (cents: number | null | undefined) => (typeof cents === 'number' ? `$${(cents / 100).toFixed(2)}` : '');
const label = (pkg: string) => planTable[pkg as keyof typeof planTable]?.label ?? pkg;
// Days in messages read as the web shows them elsewhere ('Dec 24, 2026'), in UTC like the billing period.
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const day = (d: Date | null) => (d ? dayFormat.format(d) : '');

/** One line of billing history for a subscription change, or null when nothing a user would notice changed. */
function describeChange(before: SubscriptionRow, after: SubscriptionRow, deleted: boolean): string | null {
  if (deleted || (before.package !== 'free' && after.package === 'free'))
    return `Subscription ended (${label(before.package)}).`;
  if (before.package === 'free' && after.package !== 'free') {
    return after.status === 'trialing'
      ? `${label(after.package)} trial started, ends ${day(after.trial_end)}.`
      : `${label(after.package)} plan started (${after.billing_period}).`;
  }
  if (before.package !== after.package || before.billing_period !== after.billing_period) {
    return `Plan changed from ${label(before.package)} (${before.billing_period}) to ${label(after.package)} (${after.billing_period}).`;
  }
  if (!before.cancel_at_period_end && after.cancel_at_period_end)
    return `Cancellation scheduled for ${day(after.cancel_at)}.`;
  if (before.cancel_at_period_end && !after.cancel_at_period_end) return 'Cancellation undone.';
  if (before.status !== after.status) return `Subscription ${after.status.replace('_', ' ')}.`;
  if (before.current_period_end?.getTime() !== after.current_period_end?.getTime() && after.current_period_end)
    return `Subscription renewed until ${day(after.current_period_end)}.`;
  return null;
}

/**
 * The one handler of billing events (Stripe's shapes: checkout.session.completed,
 * customer.subscription.created/updated/deleted, invoice.paid, invoice.payment_failed). The Stripe
 * webhook and the test mode both feed it; it is idempotent by event id and ignores state older than
 * what is stored (see subscription-state.ts). Each event is applied in one transaction, with the
 * allowance moved to the new plan in the same transaction.
 */
export function createBillingEventHandler(deps: {
  db: Database;
  repo: (q: Queryable) => BillingRepository;
  credits: CreditsService;
  promos: PromosService;
  /** The prices each provider sells (Stripe's from the environment; the test mode's own ids). */
  catalogs: { test: PriceCatalog; stripe: PriceCatalog | null };
  clock: Clock;
  log?: Log;
  /** Refer & Earn: credits the referrer on a referred user's paid invoice (docs/decisions/026). */
  referrals?: { creditReferrer(tx: Queryable, referredUserId: string, code: string): Promise<boolean> };
}) {
  const { clock } = deps;
  const catalogOf = (provider: BillingProviderName): PriceCatalog | null => deps.catalogs[provider];

  async function resolveUser(
    repo: BillingRepository,
    hints: { userId?: string | null; subscriptionId?: string | null; customerId?: string | null },
  ) {
    if (hints.subscriptionId) {
      const owner = await repo.findUserIdBySubscription(hints.subscriptionId);
      if (owner) return owner;
    }
    if (hints.userId && (await repo.userExists(hints.userId))) return hints.userId;
    return hints.customerId ? repo.findUserIdByCustomer(hints.customerId) : null;
  }

  async function onSubscription(
    tx: Queryable,
    event: BillingEvent,
    provider: BillingProviderName,
  ): Promise<EventOutcome> {
    const repo = deps.repo(tx);
    const parsed = StripeSubscriptionSchema.safeParse(event.data.object);
    if (!parsed.success) return ignore(event, 'not a subscription object');
    const deleted = event.type === 'customer.subscription.deleted';
    const catalog = catalogOf(provider);
    const snap = catalog ? readSubscription(parsed.data, catalog, { deleted }) : null;
    if (!snap) return ignore(event, 'a price this product does not sell');
    const userId = await resolveUser(repo, {
      userId: snap.userIdHint,
      subscriptionId: snap.subscriptionId,
      customerId: snap.customerId,
    });
    if (!userId) return ignore(event, 'no user for this subscription');
    const row = await repo.lockSubscription(userId);
    const stale = staleReason(row, snap, event);
    if (stale) return ignore(event, stale);
    const next = applySnapshot(row, snap, provider, event.created);
    const now = clock.now();
    await repo.saveSubscription(next, now);
    await deps.credits.syncPlan(tx, userId);
    const description = describeChange(row, next, deleted && row.package !== 'free');
    if (description) {
      await repo.insertBillingEvent({
        userId,
        eventId: event.id,
        provider,
        type: event.type,
        description,
        amountCents: null,
        data: { subscription: snap.subscriptionId, status: snap.providerStatus },
        at: now,
      });
    }
    return 'applied';
  }

  async function onCheckoutCompleted(
    tx: Queryable,
    event: BillingEvent,
    provider: BillingProviderName,
  ): Promise<EventOutcome> {
    const repo = deps.repo(tx);
    const parsed = StripeCheckoutSessionSchema.safeParse(event.data.object);
    if (!parsed.success) return ignore(event, 'not a checkout session');
    const session = parsed.data;
    const meta = session.metadata;
    const userId = await resolveUser(repo, {
      userId: meta.user_id ?? session.client_reference_id,
      customerId: session.customer,
    });
    if (!userId) return ignore(event, 'no user for this checkout');
    const now = clock.now();
    if (session.mode === 'payment') {
      const pack = meta.topup as TopUpPackId;
      if (!(topUpPackIds as readonly string[]).includes(pack)) return ignore(event, 'not a top-up this product sells');
      if (session.payment_status !== 'paid') return ignore(event, 'payment not settled yet');
      await repo.completeCheckoutSession(session.id, now);
      const credits = topUpPacks[pack].credits;
      if (await deps.credits.addTopUp(tx, userId, credits, `checkout:${session.id}`)) {
        await repo.insertBillingEvent({
          userId,
          eventId: event.id,
          provider,
          type: event.type,
          description: `Top-up: ${credits} credits.`,
          amountCents: session.amount_total ?? null,
          data: { session: session.id, topup: pack },
          at: now,
        });
      }
      return 'applied';
    }
    if (session.mode !== 'subscription') return ignore(event, `checkout mode ${session.mode}`);
    await repo.completeCheckoutSession(session.id, now);
    const row = await repo.lockSubscription(userId);
    const next: SubscriptionRow = {
      ...row,
      provider,
      referral_id: meta.referral_id || row.referral_id,
      trial_used: row.trial_used || meta.trial === 'true',
    };
    if (session.customer) next.customer_id = session.customer;
    // Record the new subscription unless another one is live (its own events decide the plan).
    if (session.subscription && (!row.subscription_id || !isLive(row.provider_status)))
      next.subscription_id = session.subscription;
    await repo.saveSubscription(next, now);
    if (meta.promo_code) await deps.promos.redeem(tx, userId, meta.promo_code);
    const what = meta.package ? `${label(meta.package)} (${meta.billing_period ?? ''})` : 'subscription';
    await repo.insertBillingEvent({
      userId,
      eventId: event.id,
      provider,
      type: event.type,
      description: `Checkout completed: ${what}${meta.trial === 'true' ? ', free trial' : ''}${meta.promo_code ? `, promo ${meta.promo_code}` : ''}.`,
      // the subscription's invoice records what was paid ('Payment received'); an amount here listed one payment twice
      amountCents: null,
      data: { session: session.id, amount_total: session.amount_total ?? null },
      at: now,
    });
    return 'applied';
  }

  async function onInvoice(tx: Queryable, event: BillingEvent, provider: BillingProviderName): Promise<EventOutcome> {
    const repo = deps.repo(tx);
    const parsed = StripeInvoiceSchema.safeParse(event.data.object);
    if (!parsed.success) return ignore(event, 'not an invoice');
    const invoice = parsed.data;
    const subscriptionId = invoiceSubscriptionId(invoice);
    const userId = await resolveUser(repo, {
      subscriptionId,
      customerId: invoice.customer,
      userId: invoice.parent?.subscription_details?.metadata.user_id,
    });
    if (!userId) return ignore(event, 'no user for this invoice');
    const paid = event.type !== 'invoice.payment_failed';
    const now = clock.now();
    const amount = paid ? invoice.amount_paid : invoice.amount_due;
    await repo.insertBillingEvent({
      userId,
      eventId: event.id,
      provider,
      type: event.type,
      description: paid ? `Payment received: ${usd(amount)}.` : `Payment failed: ${usd(amount)} due.`,
      amountCents: amount ?? null,
      data: { invoice: invoice.id, billing_reason: invoice.billing_reason ?? null },
      at: now,
    });
    const row = await repo.lockSubscription(userId);
    if (paid && (amount ?? 0) > 0 && row.referral_id) await deps.referrals?.creditReferrer(tx, userId, row.referral_id);
    const lastAt = row.last_event_at ? Math.floor(row.last_event_at.getTime() / 1000) : null;
    if (
      !subscriptionId ||
      row.subscription_id !== subscriptionId ||
      (event.created !== null && lastAt !== null && event.created < lastAt)
    )
      return 'applied';
    let next: SubscriptionRow | null = null;
    if (!paid && isLive(row.provider_status) && row.provider_status !== 'past_due') {
      next = { ...row, status: 'past_due', provider_status: 'past_due' };
    } else if (paid && ['past_due', 'unpaid', 'incomplete'].includes(row.provider_status ?? '')) {
      const price = row.price_id ? (catalogOf(provider)?.lookup(row.price_id) ?? null) : null;
      if (price) next = { ...row, status: 'active', provider_status: 'active', package: price.package };
    }
    if (next) {
      await repo.saveSubscription(next, now);
      await deps.credits.syncPlan(tx, userId);
    }
    return 'applied';
  }

  function ignore(event: BillingEvent, reason: string): EventOutcome {
    deps.log?.info({ event_id: event.id, type: event.type, reason }, 'billing event ignored');
    return 'ignored';
  }

  /** Applies one event inside the caller's transaction (the test mode completes a checkout and its events atomically). */
  async function applyEvent(tx: Queryable, event: BillingEvent, provider: BillingProviderName): Promise<EventOutcome> {
    if (event.id && !(await deps.repo(tx).markEventProcessed(event.id, provider, event.type))) return 'duplicate';
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return onCheckoutCompleted(tx, event, provider);
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return onSubscription(tx, event, provider);
      case 'invoice.paid':
      case 'invoice.payment_succeeded':
      case 'invoice.payment_failed':
        return onInvoice(tx, event, provider);
      default:
        return ignore(event, 'event type not handled');
    }
  }

  return {
    applyEvent,
    handleEvent: (event: BillingEvent, provider: BillingProviderName) =>
      deps.db.transaction((tx) => applyEvent(tx, event, provider)),
  };
}
export type BillingEventHandler = ReturnType<typeof createBillingEventHandler>;
