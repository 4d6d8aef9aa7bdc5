import { billingPeriods, paidPackages, quarterlySavingUsd, type BillingPeriod } from '@cp/contracts';
import { periodLabel } from '../utils/format.ts';

const bestSaving = Math.max(...paidPackages.map(quarterlySavingUsd));

/** Monthly or quarterly, as a segmented control of native radio buttons (arrow keys and labels work). */
export function BillingPeriodSwitch({
  value,
  onChange,
}: {
  value: BillingPeriod;
  onChange: (value: BillingPeriod) => void;
}) {
  return (
    <fieldset className="inline-flex rounded-full border border-line bg-surface p-1 shadow-[var(--shadow-card)]">
      <legend className="sr-only">Billing period</legend>
      {billingPeriods.map((period) => (
        <label
          key={period}
          className="relative flex cursor-pointer items-center gap-2 rounded-full px-4 py-1.5 text-sm font-medium text-ink-muted transition-colors has-checked:bg-ink has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
        >
          <input
            type="radio"
            name="upgrade-billing-period"
            value={period}
            checked={value === period}
            onChange={() => onChange(period)}
            className="sr-only"
          />
          {periodLabel[period]}
          {period === 'quarterly' ? (
            <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success">
              Save up to ${bestSaving}
            </span>
          ) : null}
        </label>
      ))}
    </fieldset>
  );
}
