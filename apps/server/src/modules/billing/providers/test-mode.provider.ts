import {
  billingPeriodMonths, planPriceUsd, planTable, topUpPacks, TRIAL_DAYS,
  type BillingPeriod, type PaidPackage, type TestCheckoutOutcome, type TestCheckoutSession, type TestModeLabel,
} from '@cp/contracts';
import type { Database, Queryable } from '../../../db/database.ts';
import { AppError } from '../../../http/app-error.ts';
import { newId } from '../../../security/random.ts';
import type { Clock } from '../../auth/auth.service.ts';
import { addMonths } from '../../credits/credit-periods.ts';
import type { BillingEventHandler } from '../billing-events.handler.ts';
import type { BillingRepository, CheckoutSessionRow } from '../billing.repository.ts';
import { testModeCatalog } from '../price-catalog.ts';
import type { BillingEvent } from '../stripe-objects.ts';
import { isLive, type SubscriptionRow } from '../subscription-state.ts';
import type { BillingProvider, CheckoutRequest } from './billing-provider.ts';

/** Test-mode checkout sessions stay open this long, as Stripe's do. */
const SESSION_TTL_MS = 24 * 3600_000;
const RENEWAL_BATCH = 200;
export const TEST_CHECKOUT_PATH = '/app/test-checkout';
export const TEST_PORTAL_PATH = '/app/test-portal';

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);
const cents = (usd: number) => Math.round(usd * 100);

type SubscriptionShape = {
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
function subscriptionObject(s: SubscriptionShape): Record<string, unknown> {
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
      data: [{
        id: `si_${s.id}`,
        price: { id: testModeCatalog.planPrice(s.package, s.period), recurring: { interval: 'month', interval_count: billingPeriodMonths[s.period] } },
        current_period_start: seconds(s.periodStart),
        current_period_end: seconds(s.periodEnd),
      }],
    },
    metadata: { user_id: s.userId, package: s.package, billing_period: s.period },
  };
}

function shapeOf(row: SubscriptionRow): SubscriptionShape {
  if (!row.subscription_id || !row.customer_id || row.package === 'free' || !row.billing_period || !row.current_period_start || !row.current_period_end) {
    throw new AppError('CONFLICT', 'You have no active subscription.');
  }
  return {
    id: row.subscription_id, customer: row.customer_id, userId: row.user_id, status: row.provider_status ?? row.status,
    package: row.package, period: row.billing_period, periodStart: row.current_period_start, periodEnd: row.current_period_end,
    trialEnd: row.trial_end, cancelAtPeriodEnd: row.cancel_at_period_end,
  };
}

/**
 * The built-in test mode (no Stripe keys): checkout and portal pages inside the app, labelled
 * 'Test mode' (or the demo label: docs/decisions/019). Every action synthesizes the events Stripe's webhook would deliver and feeds them to
 * the same event handler; its clock also renews, converts trials and ends cancelled subscriptions.
 */
export function createTestModeProvider(deps: {
  db: Database;
  repo: (q: Queryable) => BillingRepository;
  handler: BillingEventHandler;
  clock: Clock;
  /** What the checkout and portal pages say they are: 'Test mode', or the demo label in a production demo. */
  modeLabel: TestModeLabel;
}) {
  const { db, clock, handler } = deps;
  const repo = deps.repo(db);

  const event = (type: string, object: Record<string, unknown>, now: Date): BillingEvent =>
    ({ id: newId('evt_test', 24), type, created: seconds(now)!, data: { object } });

  const invoice = (s: SubscriptionShape, amountCents: number, reason: string, now: Date) => event('invoice.paid', {
    id: newId('in_test'), object: 'invoice', customer: s.customer, amount_paid: amountCents, amount_due: amountCents, currency: 'usd',
    billing_reason: reason, parent: { subscription_details: { subscription: s.id, metadata: { user_id: s.userId } } },
  }, now);

  function sessionView(s: CheckoutSessionRow): TestCheckoutSession {
    const isTopUp = s.kind === 'topup';
    return {
      session_id: s.id,
      mode_label: deps.modeLabel,
      kind: s.kind,
      package: s.package,
      topup: s.topup,
      credits: isTopUp ? topUpPacks[s.topup!].credits : planTable[s.package!].monthlyCredits,
      billing_period: s.billing_period,
      label: isTopUp ? `${topUpPacks[s.topup!].credits} credits` : planTable[s.package!].label,
      amount_due_today_usd: s.amount_due_cents / 100,
      amount_usd: s.amount_cents / 100,
      currency: 'usd',
      trial_enabled: s.trial,
      trial_days: s.trial ? TRIAL_DAYS : 0,
      promo_code: s.promo_code,
      discount_percent: s.discount_percent,
      status: s.status === 'open' && s.expires_at <= clock.now() ? 'expired' : s.status,
      expires_at: s.expires_at.toISOString(),
    };
  }

  const unknownSession = () => new AppError('NOT_FOUND', 'No checkout session with this id.');

  /** The events of a paid (or trial) checkout, as Stripe sends them. */
  function checkoutEvents(s: CheckoutSessionRow, row: SubscriptionRow, now: Date): BillingEvent[] {
    if (s.kind === 'topup') {
      return [event('checkout.session.completed', {
        id: s.id, object: 'checkout.session', mode: 'payment', payment_status: 'paid', customer: row.customer_id, client_reference_id: s.user_id,
        amount_total: s.amount_due_cents, metadata: { user_id: s.user_id, kind: 'topup', topup: s.topup, credits: String(topUpPacks[s.topup!].credits) },
      }, now)];
    }
    if (isLive(row.provider_status) && row.package !== 'free') throw new AppError('CONFLICT', 'You already have an active subscription. Use Change Plan instead.');
    if (s.trial && row.trial_used) throw new AppError('CONFLICT', 'You have already used your free trial.');
    const trialEnd = s.trial ? new Date(now.getTime() + TRIAL_DAYS * 86_400_000) : null;
    const shape: SubscriptionShape = {
      id: newId('sub_test'), customer: row.customer_id ?? newId('cus_test'), userId: s.user_id, status: s.trial ? 'trialing' : 'active',
      package: s.package!, period: s.billing_period!, periodStart: now, periodEnd: trialEnd ?? addMonths(now, billingPeriodMonths[s.billing_period!]),
      trialEnd, cancelAtPeriodEnd: false,
    };
    return [
      event('checkout.session.completed', {
        id: s.id, object: 'checkout.session', mode: 'subscription', payment_status: s.trial ? 'no_payment_required' : 'paid',
        customer: shape.customer, subscription: shape.id, client_reference_id: s.user_id, amount_total: s.amount_due_cents,
        metadata: {
          user_id: s.user_id, kind: 'subscription', package: s.package, billing_period: s.billing_period, trial: String(s.trial),
          ...(s.promo_code ? { promo_code: s.promo_code } : {}), ...(s.referral_id ? { referral_id: s.referral_id } : {}),
        },
      }, now),
      event('customer.subscription.created', subscriptionObject(shape), now),
      invoice(shape, s.amount_due_cents, 'subscription_create', now),
    ];
  }

  /** What the test clock owes a subscription at `now`: a trial converting, a renewal, or the end of a cancelled one. */
  function dueEvents(row: SubscriptionRow, now: Date): BillingEvent[] {
    if (row.provider !== 'test' || row.package === 'free' || !row.current_period_end) return [];
    const s = shapeOf(row);
    const trialOver = s.status === 'trialing' && s.trialEnd !== null && s.trialEnd <= now;
    if (!trialOver && s.periodEnd > now) return [];
    if (s.cancelAtPeriodEnd) return [event('customer.subscription.deleted', subscriptionObject({ ...s, status: 'canceled' }), now)];
    let start = trialOver ? s.trialEnd! : s.periodEnd;
    let end = addMonths(start, billingPeriodMonths[s.period]);
    while (end <= now) {
      start = end;
      end = addMonths(start, billingPeriodMonths[s.period]);
    }
    const renewed = { ...s, status: 'active', periodStart: start, periodEnd: end, trialEnd: trialOver ? s.trialEnd : s.trialEnd };
    return [invoice(renewed, cents(planPriceUsd(s.package, s.period)), 'subscription_cycle', now), event('customer.subscription.updated', subscriptionObject(renewed), now)];
  }

  const provider: BillingProvider = {
    name: 'test',

    async createCheckoutSession(request: CheckoutRequest) {
      const now = clock.now();
      const id = newId('cs_test', 24);
      const product = request.product;
      const amountUsd = product.kind === 'topup' ? topUpPacks[product.pack].priceUsd : planPriceUsd(product.package, product.period);
      const trial = product.kind === 'subscription' && product.trial;
      const discount = request.promo?.percentOff ?? 0;
      const due = trial ? 0 : Math.round(cents(amountUsd) * (100 - discount) / 100);
      await repo.insertCheckoutSession({
        id, user_id: request.userId, provider: 'test', kind: product.kind,
        package: product.kind === 'subscription' ? product.package : null, topup: product.kind === 'topup' ? product.pack : null,
        billing_period: product.kind === 'subscription' ? product.period : null, trial, promo_code: request.promo?.code ?? null,
        discount_percent: request.promo?.percentOff ?? null, referral_id: request.referralId, amount_cents: cents(amountUsd), amount_due_cents: due,
        success_url: request.successUrl.replace('{CHECKOUT_SESSION_ID}', id), cancel_url: request.cancelUrl, created_at: now,
        expires_at: new Date(now.getTime() + SESSION_TTL_MS),
      });
      return { sessionId: id, url: `${TEST_CHECKOUT_PATH}?session=${encodeURIComponent(id)}`, promoApplied: request.promo !== null };
    },

    async createPortalSession() {
      return { url: TEST_PORTAL_PATH };
    },

    async setCancelAtPeriodEnd(row, cancel) {
      const s = shapeOf(row);
      return [event('customer.subscription.updated', subscriptionObject({ ...s, cancelAtPeriodEnd: cancel }), clock.now())];
    },

    async cancelNow(row) {
      return [event('customer.subscription.deleted', subscriptionObject({ ...shapeOf(row), status: 'canceled' }), clock.now())];
    },

    async changePlan(row, change) {
      const now = clock.now();
      const s = shapeOf(row);
      const oldPrice = planPriceUsd(s.package, s.period);
      const newPrice = planPriceUsd(change.package, change.period);
      const span = s.periodEnd.getTime() - s.periodStart.getTime();
      const unused = span > 0 ? Math.max(0, (s.periodEnd.getTime() - now.getTime()) / span) : 0;
      let next: SubscriptionShape;
      let chargeUsd: number;
      if (change.period !== s.period) {
        // A new interval starts a new billing cycle now; the unused part of the old one is credited.
        next = { ...s, package: change.package, period: change.period, periodStart: now, periodEnd: addMonths(now, billingPeriodMonths[change.period]) };
        chargeUsd = newPrice - oldPrice * unused;
      } else {
        next = { ...s, package: change.package };
        chargeUsd = (newPrice - oldPrice) * unused;
      }
      const events = [event('customer.subscription.updated', subscriptionObject(next), now)];
      const chargeCents = Math.round(chargeUsd * 100);
      if (change.proration === 'always_invoice' && chargeCents > 0) events.push(invoice(next, chargeCents, 'subscription_update', now));
      return events;
    },

    async refresh(row) {
      return dueEvents(row, clock.now());
    },
  };

  return {
    provider,
    modeLabel: deps.modeLabel,

    async getCheckout(userId: string, sessionId: string): Promise<TestCheckoutSession> {
      const session = await repo.findCheckoutSession(userId, sessionId);
      if (!session || session.provider !== 'test') throw unknownSession();
      return sessionView(session);
    },

    /** The page's Pay button: completes the session and applies its events, in one transaction. */
    async completeCheckout(userId: string, sessionId: string): Promise<TestCheckoutOutcome> {
      return db.transaction(async (tx) => {
        const txRepo = deps.repo(tx);
        const now = clock.now();
        const session = await txRepo.lockCheckoutSession(userId, sessionId);
        if (!session || session.provider !== 'test') throw unknownSession();
        if (session.status === 'complete') return { status: 'complete', redirect_url: session.success_url };
        if (session.status === 'canceled') throw new AppError('CONFLICT', 'This checkout was cancelled. Please start again.');
        if (session.status === 'expired' || session.expires_at <= now) {
          await txRepo.setCheckoutSessionStatus(session.id, 'expired', now);
          throw new AppError('CONFLICT', 'This checkout has expired. Please start again.');
        }
        const row = await txRepo.lockSubscription(userId);
        const events = checkoutEvents(session, row, now);
        await txRepo.setCheckoutSessionStatus(session.id, 'complete', now);
        for (const e of events) await handler.applyEvent(tx, e, 'test');
        return { status: 'complete', redirect_url: session.success_url };
      });
    },

    async cancelCheckout(userId: string, sessionId: string): Promise<TestCheckoutOutcome> {
      return db.transaction(async (tx) => {
        const txRepo = deps.repo(tx);
        const session = await txRepo.lockCheckoutSession(userId, sessionId);
        if (!session || session.provider !== 'test') throw unknownSession();
        if (session.status === 'complete') throw new AppError('CONFLICT', 'This checkout is already complete.');
        if (session.status === 'open') await txRepo.setCheckoutSessionStatus(session.id, 'canceled', clock.now());
        return { status: 'canceled', redirect_url: session.cancel_url };
      });
    },

    /** The test clock's sweep: renewals, trial conversions and period-end cancellations due by now. */
    async advanceDue(): Promise<number> {
      let applied = 0;
      for (const userId of await repo.listDueTestSubscriptions(clock.now(), RENEWAL_BATCH)) {
        const row = await repo.findSubscription(userId);
        try {
          for (const e of row ? dueEvents(row, clock.now()) : []) await handler.handleEvent(e, 'test');
          applied += 1;
        } catch {
          // One broken subscription must not stop the others; the next sweep tries it again.
        }
      }
      return applied;
    },
  };
}
export type TestModeBilling = ReturnType<typeof createTestModeProvider>;
