import type { PlanPackage } from '@cp/contracts';

/**
 * The one plan table (DECISIONS.md 7, 8, 11). Workspaces, monthly allowance and prices live here
 * and nowhere else; screens read them from the server.
 */
export const planTable = {
  free: { label: 'Free', maxWorkspaces: 1, monthlyCredits: 10, priceMonthlyUsd: 0, priceQuarterlyUsd: 0 },
  pro: { label: 'Pro', maxWorkspaces: 10, monthlyCredits: 300, priceMonthlyUsd: 9, priceQuarterlyUsd: 24 },
  ultimate: { label: 'Ultimate', maxWorkspaces: 100, monthlyCredits: 1000, priceMonthlyUsd: 39, priceQuarterlyUsd: 105 },
} as const satisfies Record<PlanPackage, { label: string; maxWorkspaces: number; monthlyCredits: number; priceMonthlyUsd: number; priceQuarterlyUsd: number }>;

export const TRIAL_DAYS = 3;
