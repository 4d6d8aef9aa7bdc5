import {
  DEFAULT_BILLING_PERIOD,
  planPriceUsd,
  planRank,
  planTable,
  topUpPacks,
  TRIAL_PACKAGE,
  type ChangeSubscriptionBody,
  type ChangeSubscriptionResponse,
  type CheckSubscriptionResponse,
  type CreateCheckoutSessionBody,
  type CreateCheckoutSessionResponse,
  type CreatePortalSessionResponse,
  type PlanChangeKind,
  type Subscription,
  type SubscriptionMessageResponse,
  type TestCheckoutOutcome,
  type TestCheckoutSession,
  type TestPortalResponse,
  type TopUpPackId,
} from '@cp/contracts';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Clock } from '../auth/auth.service.ts';
import { safeReturnPath } from '../auth/auth.service.ts';
import type { PromosService } from '../promos/promos.service.ts';
import type { BillingEventHandler } from './billing-events.handler.ts';
import type { BillingRepository } from './billing.repository.ts';
import type { BillingProvider } from './providers/billing-provider.ts';
import type { TestModeBilling } from './providers/test-mode.provider.ts';
import type { BillingEvent } from './stripe-objects.ts';
import { isLive, toSubscriptionView, type SubscriptionRow } from './subscription-state.ts';

const DEFAULT_RETURN_PATH = '/app/settings';
const HISTORY_LIMIT = 50;

// Days in messages read as the web shows them elsewhere ('Dec 24, 2026'), in UTC like the billing period.
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const day = (d: Date | null) => (d ? dayFormat.format(d) : 'the end of the billing period');

/** Adds query parameters to a same-site path, before its fragment, leaving `{CHECKOUT_SESSION_ID}` literal for Stripe. */
function withParams(path: string, params: string): string {
  const [beforeHash, hash] = path.split('#', 2) as [string, string | undefined];
  return `${beforeHash}${beforeHash.includes('?') ? '&' : '?'}${params}${hash !== undefined ? `#${hash}` : ''}`;
}

export type BillingServiceDeps = {
  db: Database;
  repo: (q: Queryable) => BillingRepository;
  /** The configured provider: Stripe when its keys are set, else the test mode's. */
  provider: BillingProvider;
  /** The test mode (always present: it also serves subscriptions made in test mode before Stripe was configured). */
  testMode: TestModeBilling;
  handler: BillingEventHandler;
  promos: PromosService;
  clock: Clock;
  publicUrl: string;
};

/**
 * Subscriptions: checkout, portal, cancel and undo, plan changes, and the test mode's pages (docs/product/1-platform.md
 * sections 4, 7).
 */
export function createBillingService(deps: BillingServiceDeps) {
  const { handler, clock } = deps;
  const repo = deps.repo(deps.db);
  const isTestMode = deps.provider.name === 'test';

  /** The provider that holds a subscription (a test-mode subscription stays with the test mode). */
  const providerFor = (row: SubscriptionRow) => (row.provider === 'test' ? deps.testMode.provider : deps.provider);

  async function apply(events: BillingEvent[], provider: BillingProvider) {
    for (const event of events) await handler.handleEvent(event, provider.name);
  }

  async function requireUser(userId: string): Promise<string> {
    const email = await repo.findUserEmail(userId);
    // A valid token for an account that no longer exists is treated as a bad token.
    if (!email) throw new AppError('TOKEN_INVALID', 'Token verification failed');
    return email;
  }

  /** The subscription now; the test clock's due renewals and endings are applied first. */
  async function getSubscription(userId: string): Promise<Subscription> {
    let row = await repo.findSubscription(userId);
    if (row?.provider === 'test' && row.package !== 'free') {
      const due = await deps.testMode.provider.refresh(row);
      if (due.length > 0) {
        await apply(due, deps.testMode.provider);
        row = await repo.findSubscription(userId);
      }
    }
    return toSubscriptionView(row);
  }

  async function liveSubscription(userId: string, refusal: string): Promise<SubscriptionRow> {
    await requireUser(userId);
    const row = await repo.findSubscription(userId);
    if (!row || row.package === 'free' || !isLive(row.provider_status) || !row.subscription_id)
      throw new AppError('CONFLICT', refusal);
    return row;
  }

  const message = async (userId: string, text: string): Promise<SubscriptionMessageResponse> => ({
    message: text,
    subscription: await getSubscription(userId),
  });

  return {
    getSubscription,

    async createCheckoutSession(
      userId: string,
      body: CreateCheckoutSessionBody,
    ): Promise<CreateCheckoutSessionResponse> {
      const email = await requireUser(userId);
      const row = await repo.findSubscription(userId);
      const isTopUp = body.package === 'topup_100' || body.package === 'topup_500';
      const period = body.billing_period ?? DEFAULT_BILLING_PERIOD;
      const trial = !isTopUp && body.trial_enabled === true;
      const returnPath = safeReturnPath(body.return_path) ?? DEFAULT_RETURN_PATH;
      const base = isTestMode ? '' : deps.publicUrl;
      let product: Parameters<BillingProvider['createCheckoutSession']>[0]['product'];
      let successParams: string;
      if (isTopUp) {
        const pack = body.package as TopUpPackId;
        product = { kind: 'topup', pack };
        successParams = `success=true&session_id={CHECKOUT_SESSION_ID}&topup=${topUpPacks[pack].credits}`;
      } else {
        const pkg = body.package as 'pro' | 'ultimate';
        if (row && row.package !== 'free' && isLive(row.provider_status)) {
          throw new AppError('CONFLICT', 'You already have an active subscription. Use Change Plan instead.');
        }
        if (trial && pkg !== TRIAL_PACKAGE)
          throw new AppError('VALIDATION_ERROR', `The free trial is for ${planTable[TRIAL_PACKAGE].label} only.`);
        if (trial && row?.trial_used) throw new AppError('CONFLICT', 'You have already used your free trial.');
        product = { kind: 'subscription', package: pkg, period, trial };
        // A trial takes no payment: the return says so, and the web does not thank the user for paying.
        successParams = `success=true&session_id={CHECKOUT_SESSION_ID}&period=${period}${trial ? '&trial=true' : ''}`;
      }
      const promo = isTopUp ? null : await deps.promos.forCheckout(userId, body.promo_code);
      const created = await deps.provider.createCheckoutSession({
        userId,
        email,
        customerId: row?.customer_id ?? null,
        product,
        promo,
        referralId: body.referral_id ?? null,
        successUrl: `${base}${withParams(returnPath, successParams)}`,
        cancelUrl: `${base}${withParams(returnPath, 'canceled=true')}`,
      });
      if (!isTestMode) {
        // A record of the session opened at Stripe (the user's billing history and data export).
        const amountUsd =
          product.kind === 'topup' ? topUpPacks[product.pack].priceUsd : planPriceUsd(product.package, product.period);
        const now = clock.now();
        await repo.insertCheckoutSession({
          id: created.sessionId,
          user_id: userId,
          provider: 'stripe',
          kind: product.kind,
          package: product.kind === 'subscription' ? product.package : null,
          topup: product.kind === 'topup' ? product.pack : null,
          billing_period: product.kind === 'subscription' ? product.period : null,
          trial,
          promo_code: created.promoApplied ? (promo?.code ?? null) : null,
          discount_percent: null,
          referral_id: body.referral_id ?? null,
          amount_cents: amountUsd * 100,
          amount_due_cents: trial ? 0 : amountUsd * 100,
          success_url: `${base}${returnPath}`,
          cancel_url: `${base}${returnPath}`,
          created_at: now,
          expires_at: new Date(now.getTime() + 24 * 3600_000),
        });
      }
      return {
        checkout_url: created.url,
        session_id: created.sessionId,
        provider: deps.provider.name,
        trial_enabled: trial,
        promo_applied: promo !== null && created.promoApplied,
      };
    },

    async createPortalSession(userId: string): Promise<CreatePortalSessionResponse> {
      await requireUser(userId);
      const row = await repo.findSubscription(userId);
      const provider = row ? providerFor(row) : deps.provider;
      const { url } = await provider.createPortalSession({
        userId,
        customerId: row?.customer_id ?? null,
        returnUrl: `${deps.publicUrl}${DEFAULT_RETURN_PATH}`,
      });
      return { url, portal_url: url, provider: provider.name };
    },

    /** A trial ends at once (docs/product/1-platform.md section 4); a paid plan at the end of its period. */
    async cancelSubscription(userId: string): Promise<SubscriptionMessageResponse> {
      const row = await liveSubscription(userId, 'You have no active subscription to cancel.');
      const provider = providerFor(row);
      if (row.status === 'trialing') {
        await apply(await provider.cancelNow(row), provider);
        return message(userId, 'Your free trial has been cancelled and premium access has ended.');
      }
      if (row.cancel_at_period_end)
        return message(
          userId,
          `Your subscription is already set to cancel on ${day(row.cancel_at ?? row.current_period_end)}.`,
        );
      await apply(await provider.setCancelAtPeriodEnd(row, true), provider);
      return message(
        userId,
        `Your subscription will be cancelled on ${day(row.current_period_end)}. You keep your plan until then.`,
      );
    },

    async undoCancelSubscription(userId: string): Promise<SubscriptionMessageResponse> {
      const row = await liveSubscription(userId, 'You have no active subscription.');
      if (!row.cancel_at_period_end) throw new AppError('CONFLICT', 'Your subscription is not set to cancel.');
      const provider = providerFor(row);
      await apply(await provider.setCancelAtPeriodEnd(row, false), provider);
      return message(userId, 'Cancellation undone. Your subscription will continue.');
    },

    /**
     * Pro <-> Ultimate and monthly <-> quarterly on a running subscription. An upgrade is invoiced
     * prorated now; a downgrade or a period change is prorated as a credit on the next invoice.
     */
    async changeSubscription(userId: string, body: ChangeSubscriptionBody): Promise<ChangeSubscriptionResponse> {
      const row = await liveSubscription(userId, 'You have no subscription to change. Choose a plan to subscribe.');
      if (row.status === 'trialing') {
        throw new AppError(
          'CONFLICT',
          'Plan changes are available once your trial has ended. You can cancel the trial and choose a plan now.',
        );
      }
      const current = { package: row.package, period: row.billing_period };
      if (current.package === body.new_package && current.period === body.new_billing_period) {
        throw new AppError(
          'CONFLICT',
          `No changes: you are already on ${planTable[body.new_package].label} (${body.new_billing_period}).`,
        );
      }
      const rankChange = planRank[body.new_package] - planRank[current.package];
      const change: PlanChangeKind = rankChange > 0 ? 'upgrade' : rankChange < 0 ? 'downgrade' : 'period_change';
      const provider = providerFor(row);
      const events = await provider.changePlan(row, {
        package: body.new_package,
        period: body.new_billing_period,
        proration: change === 'upgrade' ? 'always_invoice' : 'create_prorations',
      });
      await apply(events, provider);
      return {
        message: `Successfully changed to ${body.new_package.toUpperCase()} plan!`,
        change,
        subscription: await getSubscription(userId),
      };
    },

    /** Re-reads the subscription from its provider and applies it (the fallback when user-stats fails). */
    async checkSubscription(userId: string): Promise<CheckSubscriptionResponse> {
      await requireUser(userId);
      const row = await repo.findSubscription(userId);
      if (row?.subscription_id && row.provider) {
        const provider = providerFor(row);
        await apply(await provider.refresh(row), provider);
      }
      const subscription = await getSubscription(userId);
      return {
        subscription,
        plan: subscription.package,
        status: subscription.status,
        trial_used: subscription.trial_used,
      };
    },

    /** Before an account is deleted: its live subscription is ended at the provider (a failure stops the deletion). */
    async cancelForDeletion(userId: string): Promise<void> {
      const row = await repo.findSubscription(userId);
      if (!row || row.package === 'free' || !row.subscription_id || !isLive(row.provider_status)) return;
      await providerFor(row).cancelNow(row);
    },

    // The test mode's pages (404 when Stripe is configured).

    async getTestCheckout(userId: string, sessionId: string): Promise<TestCheckoutSession> {
      assertTestMode();
      return deps.testMode.getCheckout(userId, sessionId);
    },
    async completeTestCheckout(userId: string, sessionId: string): Promise<TestCheckoutOutcome> {
      assertTestMode();
      return deps.testMode.completeCheckout(userId, sessionId);
    },
    async cancelTestCheckout(userId: string, sessionId: string): Promise<TestCheckoutOutcome> {
      assertTestMode();
      return deps.testMode.cancelCheckout(userId, sessionId);
    },
    async getTestPortal(userId: string): Promise<TestPortalResponse> {
      assertTestMode();
      await requireUser(userId);
      const payments = await repo.listBillingEvents(userId, HISTORY_LIMIT);
      return {
        mode_label: deps.testMode.modeLabel,
        subscription: await getSubscription(userId),
        payments: payments.map((p) => ({
          id: String(p.id),
          type: p.type,
          description: p.description,
          amount_usd: p.amount_cents === null ? null : p.amount_cents / 100,
          created_at: p.created_at.toISOString(),
        })),
      };
    },

    /** The test clock's sweep (background job): renewals, trial conversions, period-end cancellations. */
    advanceTestClock: () => deps.testMode.advanceDue(),
  };

  function assertTestMode() {
    if (!isTestMode) throw new AppError('NOT_FOUND', 'Test-mode billing is not available: this server uses Stripe.');
  }
}
export type BillingService = ReturnType<typeof createBillingService>;
