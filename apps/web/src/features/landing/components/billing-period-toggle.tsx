import { paidPackages } from '@cp/contracts';
import { quarterlySavingUsd, type BillingPeriod } from '../content/plans.ts';

const bestSaving = Math.max(...paidPackages.map(quarterlySavingUsd));

const options: Array<{ value: BillingPeriod; label: string; note?: string }> = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'quarterly', label: 'Quarterly', note: `Save up to $${bestSaving}` },
];

/** A segmented control built from native radio buttons: arrow keys, labels and forms work without script. */
export function BillingPeriodToggle({
  value,
  onChange,
}: {
  value: BillingPeriod;
  onChange: (value: BillingPeriod) => void;
}) {
  return (
    <fieldset className="inline-flex self-start rounded-full md:self-end border border-line bg-surface p-1 shadow-[var(--shadow-card)]">
      <legend className="sr-only">Billing period</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="relative flex cursor-pointer items-center gap-2 rounded-full px-4 py-2 text-sm font-medium text-ink-muted transition-colors has-checked:bg-ink has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
        >
          <input
            type="radio"
            name="billing-period"
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="sr-only"
          />
          {option.label}
          {option.note ? (
            <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success">
              {option.note}
            </span>
          ) : null}
        </label>
      ))}
    </fieldset>
  );
}
