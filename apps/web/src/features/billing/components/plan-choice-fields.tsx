import { billingPeriods, paidPackages, planTable, type BillingPeriod, type PaidPackage } from '@cp/contracts';
import { RadioCard, RadioGroup } from '../../../components/ui/radio-group.tsx';
import { formatUsd, periodLabel, periodNoun } from '../utils/format.ts';
import type { PlanChoice } from '../utils/plan-change.ts';

const numberFormat = new Intl.NumberFormat('en-US');

/** The plan (Pro or Ultimate) and the billing period, each a group of radio cards; the current ones are marked. */
export function PlanChoiceFields({
  value,
  onChange,
  current,
}: {
  value: PlanChoice;
  onChange: (next: PlanChoice) => void;
  current: { package: string; period: BillingPeriod | null };
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <fieldset>
        <legend id="plan-choice-label" className="mb-2 text-sm font-medium text-ink">
          Plan
        </legend>
        <RadioGroup
          aria-labelledby="plan-choice-label"
          value={value.package}
          onValueChange={(next) => onChange({ ...value, package: next as PaidPackage })}
        >
          {paidPackages.map((pkg) => (
            <RadioCard key={pkg} value={pkg} className="py-2.5">
              <span className="flex items-center justify-between gap-2">
                <span>{planTable[pkg].label}</span>
                {current.package === pkg ? <CurrentMark /> : null}
              </span>
              <span className="block text-xs font-normal text-ink-muted">
                {numberFormat.format(planTable[pkg].monthlyCredits)} credits a month · {planTable[pkg].maxWorkspaces}{' '}
                workspaces
              </span>
            </RadioCard>
          ))}
        </RadioGroup>
      </fieldset>
      <fieldset>
        <legend id="period-choice-label" className="mb-2 text-sm font-medium text-ink">
          Billing period
        </legend>
        <RadioGroup
          aria-labelledby="period-choice-label"
          value={value.period}
          onValueChange={(next) => onChange({ ...value, period: next as BillingPeriod })}
        >
          {billingPeriods.map((period) => (
            <RadioCard key={period} value={period} className="py-2.5">
              <span className="flex items-center justify-between gap-2">
                <span>{periodLabel[period]}</span>
                {current.package !== 'free' && current.period === period ? <CurrentMark /> : null}
              </span>
              <span className="block text-xs font-normal text-ink-muted">
                {formatUsd(
                  period === 'monthly'
                    ? planTable[value.package].priceMonthlyUsd
                    : planTable[value.package].priceQuarterlyUsd,
                )}{' '}
                per {periodNoun[period]}
              </span>
            </RadioCard>
          ))}
        </RadioGroup>
      </fieldset>
    </div>
  );
}

function CurrentMark() {
  return (
    <span className="rounded-full bg-surface-sunken px-2 py-0.5 text-xs font-semibold text-ink-muted">Current</span>
  );
}
