import { z } from 'zod';

/**
 * The one plan table (docs/decisions/038 sections 3-6, docs/decisions/007): packages, workspaces, monthly allowance,
 * prices, pro-only steps, trial, top-up packs and credit costs. The server applies it; the web's pricing and usage
 * screens read it from here (or from GET /api/credits), never from a copy.
 */

export const planPackages = ['free', 'pro', 'ultimate'] as const;
export const PlanPackageSchema = z.enum(planPackages);
export type PlanPackage = z.infer<typeof PlanPackageSchema>;

/** The packages a subscription can be bought for. */
export const paidPackages = ['pro', 'ultimate'] as const;
export const PaidPackageSchema = z.enum(paidPackages);
export type PaidPackage = z.infer<typeof PaidPackageSchema>;

export const billingPeriods = ['monthly', 'quarterly'] as const;
export const BillingPeriodSchema = z.enum(billingPeriods);
export type BillingPeriod = z.infer<typeof BillingPeriodSchema>;
/** docs/product/1-platform.md section 4: the upgrade screen starts on quarterly. */
export const DEFAULT_BILLING_PERIOD: BillingPeriod = 'quarterly';
/** Months billed by one payment of each period. */
export const billingPeriodMonths = { monthly: 1, quarterly: 3 } as const satisfies Record<BillingPeriod, number>;

export type PlanDefinition = {
  label: string;
  maxWorkspaces: number;
  /** Credits granted at the start of every monthly credit period (unused ones do not roll over). */
  monthlyCredits: number;
  priceMonthlyUsd: number;
  priceQuarterlyUsd: number;
};

export const planTable = {
  free: { label: 'Free', maxWorkspaces: 1, monthlyCredits: 10, priceMonthlyUsd: 0, priceQuarterlyUsd: 0 },
  pro: { label: 'Pro', maxWorkspaces: 10, monthlyCredits: 300, priceMonthlyUsd: 9, priceQuarterlyUsd: 24 },
  ultimate: {
    label: 'Ultimate',
    maxWorkspaces: 100,
    monthlyCredits: 1000,
    priceMonthlyUsd: 39,
    priceQuarterlyUsd: 105,
  },
} as const satisfies Record<PlanPackage, PlanDefinition>;

/** Order of the packages, for telling an upgrade from a downgrade. */
export const planRank = { free: 0, pro: 1, ultimate: 2 } as const satisfies Record<PlanPackage, number>;

/** The price of one payment of a package for a billing period, in US dollars. */
export function planPriceUsd(pkg: PlanPackage, period: BillingPeriod): number {
  const plan = planTable[pkg];
  return period === 'monthly' ? plan.priceMonthlyUsd : plan.priceQuarterlyUsd;
}

/** What a quarter costs less than three monthly payments ($3 on Pro, $12 on Ultimate). */
export function quarterlySavingUsd(pkg: PlanPackage): number {
  const plan = planTable[pkg];
  return plan.priceMonthlyUsd * 3 - plan.priceQuarterlyUsd;
}

/** The free Pro trial: 3 days, Pro only, once per user (docs/decisions/038 section 4). */
export const TRIAL_DAYS = 3;
export const TRIAL_PACKAGE: PaidPackage = 'pro';

/** Steps locked on the free plan (docs/decisions/038 section 4), besides kit generation and workspace creation. */
export const proOnlySteps = [4, 7, 8, 9] as const;
export const proOnlyFeatures = ['kit_generation', 'workspace_creation'] as const;
export function isProOnlyStep(step: number): boolean {
  return (proOnlySteps as readonly number[]).includes(step);
}

/** Top-up packs (docs/decisions/038 section 6): credits that never expire, spent after the monthly allowance. */
export const topUpPackIds = ['topup_100', 'topup_500'] as const;
export const TopUpPackIdSchema = z.enum(topUpPackIds);
export type TopUpPackId = z.infer<typeof TopUpPackIdSchema>;
export const topUpPacks = {
  topup_100: { credits: 100, priceUsd: 5 },
  topup_500: { credits: 500, priceUsd: 20 },
} as const satisfies Record<TopUpPackId, { credits: number; priceUsd: number }>;

/**
 * What a credit hold is for: the nine modules ('Module 1'..'Module 9', the spec's usage keys) and
 * the agent's application kit.
 */
export const creditKeys = [
  'Module 1',
  'Module 2',
  'Module 3',
  'Module 4',
  'Module 5',
  'Module 6',
  'Module 7',
  'Module 8',
  'Module 9',
  'kit',
] as const;
export const CreditKeySchema = z.enum(creditKeys, { error: 'module_key must be one of Module 1..Module 9 or kit.' });
export type CreditKey = z.infer<typeof CreditKeySchema>;

/**
 * Credits per run (docs/decisions/038 section 5). Module 6 is per offline-interview feedback, Module 7 per PDF or
 * DOCX export, Module 8 (live interview) per minute, kit per application kit.
 */
export const creditCosts = {
  'Module 1': 1,
  'Module 2': 1,
  'Module 3': 1,
  'Module 4': 1,
  'Module 5': 1,
  'Module 6': 1,
  'Module 7': 1,
  'Module 8': 1,
  'Module 9': 1,
  kit: 10,
} as const satisfies Record<CreditKey, number>;
/** Keys whose cost is per minute (the reserve call then needs `minutes`). */
export const perMinuteCreditKeys = ['Module 8'] as const satisfies readonly CreditKey[];
/** Live interview lengths, in minutes (docs/product/2-modules.md section 9). */
export const liveInterviewMinutes = [5, 10, 15] as const;
export type LiveInterviewMinutes = (typeof liveInterviewMinutes)[number];

/** The credits one run of `key` costs; per-minute keys need the minutes. Null when minutes are missing or not offered. */
export function creditCost(key: CreditKey, minutes?: number): number | null {
  if ((perMinuteCreditKeys as readonly CreditKey[]).includes(key)) {
    if (minutes === undefined || !(liveInterviewMinutes as readonly number[]).includes(minutes)) return null;
    return creditCosts[key] * minutes;
  }
  return creditCosts[key];
}

/** A hold that is neither committed nor released within this time is released by a background job. */
export const CREDIT_HOLD_TTL_MINUTES = 15;
