import {
  billingPeriodMonths,
  planPriceUsd,
  planTable,
  topUpPacks,
  TRIAL_DAYS,
  type TestCheckoutOutcome,
  type TestCheckoutSession,
  type TestModeLabel,
} from '@cp/contracts';
import type { Database, Queryable } from '../../../db/database.ts';
import { AppError } from '../../../http/app-error.ts';
import { newId } from '../../../security/random.ts';
import type { Clock } from '../../auth/auth.service.ts';
import { addMonths } from '../../credits/credit-periods.ts';
import type { BillingEventHandler } from '../billing-events.handler.ts';
import type { BillingRepository, CheckoutSessionRow } from '../billing.repository.ts';
import type { BillingProvider, CheckoutRequest } from './billing-provider.ts';
import {
  cents,
  checkoutEvents,
  dueEvents,
  event,
  invoice,
  shapeOf,
  subscriptionObject,
  type SubscriptionShape,
} from './test-mode-events.ts';

/** Test-mode checkout sessions stay open this long, as Stripe's do. */
const SESSION_TTL_MS = 24 * 3600_000;
const RENEWAL_BATCH = 200;
export const TEST_CHECKOUT_PATH = '/app/test-checkout';
export const TEST_PORTAL_PATH = '/app/test-portal';

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

  const provider: BillingProvider = {
    name: 'test',

    async createCheckoutSession(request: CheckoutRequest) {
      const now = clock.now();
      const id = newId('cs_test', 24);
      const product = request.product;
      const amountUsd =
        product.kind === 'topup' ? topUpPacks[product.pack].priceUsd : planPriceUsd(product.package, product.period);
      const trial = product.kind === 'subscription' && product.trial;
      const discount = request.promo?.percentOff ?? 0;
      const due = trial ? 0 : Math.round((cents(amountUsd) * (100 - discount)) / 100);
      await repo.insertCheckoutSession({
        id,
        user_id: request.userId,
        provider: 'test',
        kind: product.kind,
        package: product.kind === 'subscription' ? product.package : null,
        topup: product.kind === 'topup' ? product.pack : null,
        billing_period: product.kind === 'subscription' ? product.period : null,
        trial,
        promo_code: request.promo?.code ?? null,
        discount_percent: request.promo?.percentOff ?? null,
        referral_id: request.referralId,
        amount_cents: cents(amountUsd),
        amount_due_cents: due,
        success_url: request.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
        cancel_url: request.cancelUrl,
        created_at: now,
        expires_at: new Date(now.getTime() + SESSION_TTL_MS),
      });
      return {
        sessionId: id,
        url: `${TEST_CHECKOUT_PATH}?session=${encodeURIComponent(id)}`,
        promoApplied: request.promo !== null,
      };
    },

    async createPortalSession() {
      return { url: TEST_PORTAL_PATH };
    },

    async setCancelAtPeriodEnd(row, cancel) {
      const s = shapeOf(row);
      return [
        event('customer.subscription.updated', subscriptionObject({ ...s, cancelAtPeriodEnd: cancel }), clock.now()),
      ];
    },

    async cancelNow(row) {
      return [
        event(
          'customer.subscription.deleted',
          subscriptionObject({ ...shapeOf(row), status: 'canceled' }),
          clock.now(),
        ),
      ];
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
        next = {
          ...s,
          package: change.package,
          period: change.period,
          periodStart: now,
          periodEnd: addMonths(now, billingPeriodMonths[change.period]),
        };
        chargeUsd = newPrice - oldPrice * unused;
      } else {
        next = { ...s, package: change.package };
        chargeUsd = (newPrice - oldPrice) * unused;
      }
      const events = [event('customer.subscription.updated', subscriptionObject(next), now)];
      const chargeCents = Math.round(chargeUsd * 100);
      if (change.proration === 'always_invoice' && chargeCents > 0)
        events.push(invoice(next, chargeCents, 'subscription_update', now));
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
        if (session.status === 'canceled')
          throw new AppError('CONFLICT', 'This checkout was cancelled. Please start again.');
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
