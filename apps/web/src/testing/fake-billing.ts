import {
  creditCosts,
  emptyModuleUsage,
  planRank,
  planTable,
  type BillingPeriod,
  type CreditsResponse,
  type PaidPackage,
  type PlanPackage,
  type Promo,
  type Subscription,
  type UsageLog,
  type UserStatsResponse,
} from '@cp/contracts';
import { freeSubscription, json, meBody, type FakeRequest } from './fake-api.ts';
import { fakeWorkspaceServer, workspace } from './fake-workspaces.ts';

/** Unix seconds for a UTC date at noon (no time-zone surprises in formatted days). */
export const noonUtc = (isoDay: string) => Math.floor(Date.parse(`${isoDay}T12:00:00Z`) / 1000);

/** A subscription as the server reports it: free unless overridden; a paid package gets a live monthly plan. */
export function subscriptionBody(overrides: Partial<Subscription> = {}): Subscription {
  const pkg = overrides.package ?? 'free';
  const paid: Partial<Subscription> =
    pkg === 'free'
      ? {}
      : {
          billing_period: 'monthly',
          period: 'monthly',
          next_billing_at: noonUtc('2026-07-01'),
          current_period_end: noonUtc('2026-07-01'),
          customer_id: 'cus_test_1',
          provider: 'test',
        };
  return { ...freeSubscription(), ...paid, plan: pkg, ...overrides, package: pkg };
}

type Balance = {
  plan?: PlanPackage;
  allowance?: number;
  topup?: number;
  held?: number;
  granted?: number;
  nextResetAt?: string;
};

/** GET /api/credits for a balance (allowance left, top-ups, held); everything else derived as the server does. */
export function creditsBody({
  plan = 'free',
  allowance,
  topup = 0,
  held = 0,
  granted,
  nextResetAt = '2026-07-01T12:00:00.000Z',
}: Balance = {}): CreditsResponse {
  const monthly = planTable[plan].monthlyCredits;
  const left = allowance ?? monthly;
  const available = left + topup;
  const balances = { total: available + held, allowance: left, topup, held, available };
  return {
    total: balances.total,
    balance: balances.total,
    available,
    held,
    on_hold: held,
    balances,
    monthly_allowance: monthly,
    allowance_granted: granted ?? monthly,
    next_reset_ts: Math.floor(Date.parse(nextResetAt) / 1000),
    next_reset_at: nextResetAt,
    period_start_ts: Math.floor(Date.parse(nextResetAt) / 1000) - 30 * 86_400,
    plan,
    costs: { ...creditCosts },
    interview_live: { '5': 5, '10': 10, '15': 15 },
    topup_packs: [
      { id: 'topup_100', credits: 100, price_usd: 5 },
      { id: 'topup_500', credits: 500, price_usd: 20 },
    ],
  };
}

/** `count` usage log entries, newest first: 'Module 1' run number count down to 1. */
export function usageLogs(count: number): UsageLog[] {
  return Array.from({ length: count }, (_, i) => {
    const n = count - i;
    const at = new Date(Date.UTC(2026, 5, 1, 12, 0) + n * 60_000).toISOString();
    return {
      id: `log_${n}`,
      module: 'Module 1',
      action: `run ${n}`,
      credits: 1,
      status: 'committed',
      wid: 'ws_test000000000001',
      created_at: at,
      ts: Math.floor(Date.parse(at) / 1000),
    };
  });
}

/**
 * GET /api/user-stats for one page of `logs` (5 a page), with the subscription and balance given;
 * usage counts every log entry under its module.
 */
export function userStatsBody(
  options: {
    subscription?: Subscription;
    credits?: CreditsResponse;
    logs?: UsageLog[];
    page?: number;
    byDay?: { date: string; credits: number }[];
  } = {},
): UserStatsResponse {
  const subscription = options.subscription ?? subscriptionBody();
  const credits = options.credits ?? creditsBody({ plan: subscription.package });
  const logs = options.logs ?? [];
  const page = options.page ?? 1;
  const usage = emptyModuleUsage();
  for (const log of logs) if (log.module !== 'kit') usage[log.module] = (usage[log.module] ?? 0) + 1;
  const byDay =
    options.byDay ??
    Array.from({ length: 30 }, (_, i) => ({
      date: new Date(Date.UTC(2026, 4, 3 + i)).toISOString().slice(0, 10),
      credits: 0,
    }));
  return {
    subscription,
    usage,
    usage_credits: { ...usage },
    remaining: credits.available,
    credits: {
      balances: credits.balances,
      monthly_allowance: credits.monthly_allowance,
      allowance_granted: credits.allowance_granted,
      next_reset_ts: credits.next_reset_ts,
      next_reset_at: credits.next_reset_at,
      period_start_ts: credits.period_start_ts,
      plan: credits.plan,
    },
    usage_logs: logs.slice((page - 1) * 5, page * 5),
    usage_logs_page: { page, page_size: 5, total: logs.length, pages: Math.ceil(logs.length / 5) },
    usage_by_day: byDay,
    trial_used: subscription.trial_used,
    email_subscribed: true,
  };
}

/** 204 No Content (e.g. no promo). */
export const noContent = () => new Response(null, { status: 204 });

type ServerOptions = {
  subscription?: Partial<Subscription>;
  credits?: Balance;
  logs?: UsageLog[];
  promo?: Promo | null;
};

/**
 * An in-memory stand-in for the billing, credits, promo and user-stats calls (same bodies as the
 * server), plus GET /api/me and the workspace list for the shell. Spread `handlers` into fakeApi;
 * read or change `state` in tests.
 */
export function fakeBillingServer(options: ServerOptions = {}) {
  const initial = subscriptionBody(options.subscription);
  const state = {
    subscription: initial,
    credits: creditsBody({ plan: initial.package, ...options.credits }),
    logs: options.logs ?? [],
    promo: options.promo ?? null,
  };
  const workspaces = fakeWorkspaceServer({
    workspaces: [workspace({ wid: 'ws_test000000000001', name: 'Data Analyst', isDefault: true })],
    plan: initial.package,
  });
  const handlers = {
    ...workspaces.handlers,
    'GET /api/me': () => json(meBody({ subscription: state.subscription })),
    'GET /api/credits': () => json(state.credits),
    'GET /api/user-stats': (req: FakeRequest) =>
      json(
        userStatsBody({
          subscription: state.subscription,
          credits: state.credits,
          logs: state.logs,
          page: Number(req.query.get('page') ?? 1),
        }),
      ),
    'GET /api/promos/resolve': () => (state.promo ? json(state.promo) : noContent()),
    'POST /api/promos/assign': () => noContent(),
    'POST /api/promos/expire': () => {
      state.promo = null;
      return json({ message: 'Promo expired.', expired: true });
    },
    'POST /api/payments/create-checkout-session': (req: FakeRequest) => {
      const body = req.body as { trial_enabled?: boolean; promo_code?: string | null };
      return json({
        checkout_url: '/app/test-checkout?session=cs_test_1',
        session_id: 'cs_test_1',
        provider: 'test',
        trial_enabled: Boolean(body.trial_enabled),
        promo_applied: Boolean(body.promo_code),
      });
    },
    'POST /api/payments/create-portal-session': () =>
      json({ url: '/app/test-portal', portal_url: '/app/test-portal', provider: 'test' }),
    'POST /api/payments/cancel-subscription': () => {
      state.subscription = {
        ...state.subscription,
        cancel_at_period_end: true,
        cancel_at: state.subscription.current_period_end,
        next_billing_at: null,
      };
      return json({
        message: 'Your subscription will be cancelled on Jul 1, 2026. You keep your plan until then.',
        subscription: state.subscription,
      });
    },
    'POST /api/payments/undo-cancel-subscription': () => {
      state.subscription = {
        ...state.subscription,
        cancel_at_period_end: false,
        cancel_at: null,
        next_billing_at: state.subscription.current_period_end,
      };
      return json({
        message: 'Cancellation undone. Your subscription will continue.',
        subscription: state.subscription,
      });
    },
    'POST /api/payments/change-subscription': (req: FakeRequest) => {
      const body = req.body as { new_package: PaidPackage; new_billing_period: BillingPeriod };
      const rank = planRank[body.new_package] - planRank[state.subscription.package];
      const change = rank > 0 ? 'upgrade' : rank < 0 ? 'downgrade' : 'period_change';
      state.subscription = {
        ...state.subscription,
        package: body.new_package,
        plan: body.new_package,
        billing_period: body.new_billing_period,
        period: body.new_billing_period,
      };
      state.credits = creditsBody({ plan: body.new_package });
      return json({
        message: `Successfully changed to ${body.new_package.toUpperCase()} plan!`,
        change,
        subscription: state.subscription,
      });
    },
  };
  return { handlers, state };
}
