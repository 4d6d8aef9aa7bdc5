import { planRank, planTable, type BillingPeriod, type PaidPackage, type PlanPackage } from '@cp/contracts';

export type PlanChoice = { package: PaidPackage; period: BillingPeriod };
/** 'none' when the choice is the current plan and period. */
export type PlanChangeClass = 'none' | 'upgrade' | 'downgrade' | 'period_change';

/**
 * Upgrade: free to any plan, or Pro to Ultimate; downgrade: Ultimate to Pro; period change: the
 * same plan billed monthly instead of quarterly or back (docs/product/1-platform.md section 4, 'Plan change').
 */
export function classifyPlanChange(
  current: { package: PlanPackage; period: BillingPeriod | null },
  next: PlanChoice,
): PlanChangeClass {
  if (current.package === 'free') return 'upgrade';
  const rank = planRank[next.package] - planRank[current.package];
  if (rank > 0) return 'upgrade';
  if (rank < 0) return 'downgrade';
  return next.period === current.period ? 'none' : 'period_change';
}

/** The dialog's confirm button. */
export function planChangeButtonLabel(kind: PlanChangeClass, next: PlanChoice): string {
  const label = planTable[next.package].label;
  if (kind === 'none') return 'No Changes';
  if (kind === 'upgrade') return `Upgrade to ${label}`;
  if (kind === 'downgrade') return `Downgrade to ${label}`;
  return `Switch to ${next.period} billing`;
}

/** The proration note under the choice. */
export const prorationNotes: Record<Exclude<PlanChangeClass, 'none'>, string> = {
  upgrade: 'You are charged the prorated difference today, and the new monthly credits apply at once.',
  downgrade:
    'The unused part of your current plan is credited to your next invoice. Your monthly credits drop to the new plan’s allowance.',
  period_change:
    'Your billing is adjusted: the unused part of the current period is credited and the new billing period starts today.',
};
