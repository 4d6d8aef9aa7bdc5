import { z } from 'zod';
import { text } from './text.ts';
import { SubscriptionSchema } from './billing.ts';
import { CreditKeySchema, liveInterviewMinutes, PlanPackageSchema, TopUpPackIdSchema } from './plans.ts';
import { ModuleKeySchema, moduleKeys } from './workspaces.ts';

/**
 * Credits (docs/product/1-platform.md sections 3, 7; docs/product/2-modules.md sections 7, 9; docs/decisions/038
 * sections 5-6, docs/decisions/007). A user's credits are the monthly allowance (reset at next_reset_ts, spent first)
 * plus top-ups (never expire). Every paid run reserves (a hold), then commits on success or releases on failure.
 */

/**
 * allowance and topup are what can be spent now, per bucket; held is reserved by runs in flight;
 * available = allowance + topup (what a new run can reserve); total = available + held.
 */
export const CreditBalancesSchema = z.object({
  total: z.number().int().min(0),
  allowance: z.number().int().min(0),
  topup: z.number().int().min(0),
  held: z.number().int().min(0),
  available: z.number().int().min(0),
});
export type CreditBalances = z.infer<typeof CreditBalancesSchema>;

/** Credits per run of each key ('Module 8' is per minute; 'kit' is one application kit). */
export const CreditCostsSchema = z.record(CreditKeySchema, z.number().int().min(0));
/** The live interview's session costs, keyed by minutes ('5', '10', '15'). */
export const InterviewLiveCostsSchema = z.record(
  z.enum(liveInterviewMinutes.map(String) as ['5', '10', '15']),
  z.number().int(),
);

/** GET /api/credits: every field of the spec's Credits response (balance = total, on_hold = held). */
export const CreditsResponseSchema = z.object({
  total: z.number().int().min(0),
  balance: z.number().int().min(0),
  available: z.number().int().min(0),
  held: z.number().int().min(0),
  on_hold: z.number().int().min(0),
  balances: CreditBalancesSchema,
  /** The plan's monthly allowance. */
  monthly_allowance: z.number().int().min(0),
  /** Allowance granted in the current period, plan-change adjustments included. */
  allowance_granted: z.number().int().min(0),
  /** When the allowance resets (Unix seconds), and the same as an ISO time; the current period's start. */
  next_reset_ts: z.number().int(),
  next_reset_at: text(),
  period_start_ts: z.number().int(),
  plan: PlanPackageSchema,
  costs: CreditCostsSchema,
  interview_live: InterviewLiveCostsSchema,
  topup_packs: z.array(z.object({ id: TopUpPackIdSchema, credits: z.number().int(), price_usd: z.number() })),
});
export type CreditsResponse = z.infer<typeof CreditsResponseSchema>;

const RunIdSchema = text({ error: 'run_id is required.' }).min(1, { error: 'run_id is required.' }).max(64);

/**
 * POST /api/credits/reserve. `minutes` is required for 'Module 8' (5, 10 or 15) and ignored
 * otherwise; `action` (e.g. 'analyze', 'export', 'feedback') and `wid` label the usage log.
 */
export const ReserveCreditsBodySchema = z.object({
  module_key: CreditKeySchema,
  minutes: z.number().int().min(1).max(60).optional(),
  action: text().trim().min(1).max(40).optional(),
  wid: text().max(64).optional(),
});
export type ReserveCreditsBody = z.infer<typeof ReserveCreditsBodySchema>;

export const ReserveCreditsResponseSchema = z.object({
  run_id: text(),
  module_key: CreditKeySchema,
  held: z.number().int().min(1),
  /** The hold is released automatically at this time (ISO) unless committed or released before. */
  expires_at: text(),
  balances: CreditBalancesSchema,
});
export type ReserveCreditsResponse = z.infer<typeof ReserveCreditsResponseSchema>;

export const CommitCreditsBodySchema = z.object({ run_id: RunIdSchema, module_key: CreditKeySchema });
export type CommitCreditsBody = z.infer<typeof CommitCreditsBodySchema>;

/** Commit is idempotent: a second commit answers the same with already_committed true. */
export const CommitCreditsResponseSchema = z.object({
  run_id: text(),
  status: z.literal('committed'),
  charged: z.number().int().min(0),
  already_committed: z.boolean(),
  message: text(),
  balances: CreditBalancesSchema,
});
export type CommitCreditsResponse = z.infer<typeof CommitCreditsResponseSchema>;

export const ReleaseCreditsBodySchema = z.object({ run_id: RunIdSchema });
export type ReleaseCreditsBody = z.infer<typeof ReleaseCreditsBodySchema>;

export const creditRunStatuses = ['held', 'committed', 'released', 'refunded'] as const;
export const CreditRunStatusSchema = z.enum(creditRunStatuses);
export type CreditRunStatus = z.infer<typeof CreditRunStatusSchema>;

/**
 * Release is idempotent and never an error for a settled run: `status` is the run's status after
 * the call ('committed' when it had been committed: nothing is released then) and `released` the
 * credits this call gave back.
 */
export const ReleaseCreditsResponseSchema = z.object({
  run_id: text(),
  status: CreditRunStatusSchema,
  released: z.number().int().min(0),
  message: text(),
  balances: CreditBalancesSchema,
});
export type ReleaseCreditsResponse = z.infer<typeof ReleaseCreditsResponseSchema>;

/**
 * POST /api/modules/record-usage (docs/product/2-modules.md section 7): labels a committed run with its action (send
 * its run_id); without run_id it labels the newest unlabelled committed run of that module from the
 * last 15 minutes, or records a free usage entry. It never charges: charging is reserve + commit.
 */
export const RecordUsageBodySchema = z.object({
  module: CreditKeySchema,
  action: text().trim().min(1).max(40),
  run_id: text().max(64).optional(),
  wid: text().max(64).optional(),
  user_id: text().max(100).optional(),
});
export type RecordUsageBody = z.infer<typeof RecordUsageBodySchema>;

export const RecordUsageResponseSchema = z.object({
  message: text(),
  /** 'run' when a committed run was labelled; 'entry' when a free usage entry was recorded. */
  recorded: z.enum(['run', 'entry']),
  run_id: text().nullable(),
});
export type RecordUsageResponse = z.infer<typeof RecordUsageResponseSchema>;

/** Usage counts keyed 'Module 1'..'Module 9' (docs/product/1-platform.md section 1). */
export const ModuleUsageSchema = z.record(ModuleKeySchema, z.number().int().min(0));
export type ModuleUsage = z.infer<typeof ModuleUsageSchema>;
export const emptyModuleUsage = (): ModuleUsage => Object.fromEntries(moduleKeys.map((key) => [key, 0])) as ModuleUsage;

export const UsageLogSchema = z.object({
  id: text(),
  module: CreditKeySchema,
  action: text().nullable(),
  credits: z.number().int().min(0),
  /** committed (charged), refunded (charged, then given back), recorded (a free entry). */
  status: z.enum(['committed', 'refunded', 'recorded']),
  wid: text().nullable(),
  created_at: text(),
  ts: z.number().int(),
});
export type UsageLog = z.infer<typeof UsageLogSchema>;

export const USAGE_LOG_PAGE_SIZE = 5;
export const UserStatsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(USAGE_LOG_PAGE_SIZE),
});
export type UserStatsQuery = z.input<typeof UserStatsQuerySchema>;

/** GET /api/user-stats (docs/product/1-platform.md section 3), plus the balances and the chart's daily series. */
export const UserStatsResponseSchema = z.object({
  subscription: SubscriptionSchema,
  /** Runs charged per module in the current credit period. */
  usage: ModuleUsageSchema,
  /** Credits spent per module in the current credit period. */
  usage_credits: ModuleUsageSchema,
  /** Credits available now (= balances.available). */
  remaining: z.number().int().min(0),
  credits: CreditsResponseSchema.pick({
    balances: true,
    monthly_allowance: true,
    allowance_granted: true,
    next_reset_ts: true,
    next_reset_at: true,
    period_start_ts: true,
    plan: true,
  }),
  /** Newest first, `page_size` (default 5) per page. */
  usage_logs: z.array(UsageLogSchema),
  usage_logs_page: z.object({
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int(),
    pages: z.number().int(),
  }),
  /** Credits spent per UTC day over the last 30 days, oldest first (days without spending included as 0). */
  usage_by_day: z.array(z.object({ date: text(), credits: z.number().int().min(0) })),
  trial_used: z.boolean(),
  email_subscribed: z.boolean(),
});
export type UserStatsResponse = z.infer<typeof UserStatsResponseSchema>;

/**
 * The 402 detail (docs/product/1-platform.md section 8): 'Module requires 1 credit but you have 0. Please upgrade to
 * continue.'
 */
export function insufficientCreditsMessage(needed: number, have: number): string {
  return `Module requires ${needed} credit${needed === 1 ? '' : 's'} but you have ${have}. Please upgrade to continue.`;
}
/** The web's fallback after a 402 without a detail (docs/product/1-platform.md section 8). */
export const notEnoughCreditsMessage = 'Not enough credits.';
