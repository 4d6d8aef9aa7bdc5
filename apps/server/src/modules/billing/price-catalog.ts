import { billingPeriods, paidPackages, type BillingPeriod, type PaidPackage, type TopUpPackId } from '@cp/contracts';

/** Which provider price is which plan and period (and which top-up pack). */
export type PriceCatalog = {
  planPrice(pkg: PaidPackage, period: BillingPeriod): string;
  /** Null: the provider charges the pack's amount inline (no price object). */
  topUpPrice(pack: TopUpPackId): string | null;
  lookup(priceId: string): { package: PaidPackage; period: BillingPeriod } | null;
};

type PlanPrices = Record<`${PaidPackage}_${BillingPeriod}`, string>;

export function createPriceCatalog(plans: PlanPrices, topUps: Partial<Record<TopUpPackId, string>>): PriceCatalog {
  const byId = new Map<string, { package: PaidPackage; period: BillingPeriod }>();
  for (const pkg of paidPackages)
    for (const period of billingPeriods) byId.set(plans[`${pkg}_${period}`], { package: pkg, period });
  return {
    planPrice: (pkg, period) => plans[`${pkg}_${period}`],
    topUpPrice: (pack) => topUps[pack] ?? null,
    lookup: (priceId) => byId.get(priceId) ?? null,
  };
}

/** The test mode's own price ids (they appear in its synthesized subscriptions). */
export const testModeCatalog = createPriceCatalog(
  {
    pro_monthly: 'price_test_pro_monthly',
    pro_quarterly: 'price_test_pro_quarterly',
    ultimate_monthly: 'price_test_ultimate_monthly',
    ultimate_quarterly: 'price_test_ultimate_quarterly',
  },
  { topup_100: 'price_test_topup_100', topup_500: 'price_test_topup_500' },
);
