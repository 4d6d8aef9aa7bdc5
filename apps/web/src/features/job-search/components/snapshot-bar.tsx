import type { Snapshot } from '@cp/contracts';
import { money } from '../utils/job-format.ts';

const n = (v: number) => v.toLocaleString('en-US');

/**
 * The market snapshot of the whole match (docs/product/3-agent-tracker-assistant.md section 3): counts from the index,
 * pay only as stated.
 */
export function SnapshotBar({ snapshot }: { snapshot: Snapshot }) {
  const s = snapshot;
  const items: Array<{ label: string; value: string; hint?: string }> = [
    { label: 'Matches', value: n(s.totalFound) },
    { label: 'New in 72 h', value: n(s.new72h) },
    { label: 'Posted in 7 days', value: n(s.fresh7d) },
    ...(s.strongMatches !== null
      ? [
          {
            label: 'Strong matches',
            value: n(s.strongMatches),
            hint: `fit 75+ among the ${n(s.strongMatchesOf)} best-ranked`,
          },
        ]
      : []),
    { label: 'Companies', value: n(s.companiesCount) },
    { label: 'Countries', value: n(s.countriesCount) },
    { label: 'Remote', value: n(s.remoteCount) },
    { label: 'Full-time', value: n(s.fulltimeCount) },
    s.medianSalary
      ? {
          label: 'Median pay',
          value: `${money(s.medianSalary.value, s.medianSalary.currency)} a year`,
          hint: `${n(s.payStatedCount)} of ${n(s.totalFound)} state pay`,
        }
      : { label: 'Median pay', value: 'Not stated', hint: 'no matching job states pay' },
  ];
  return (
    <section
      aria-label="Market snapshot"
      className="flex flex-wrap gap-px overflow-hidden rounded-[var(--radius-card)] border border-line bg-line"
    >
      {items.map((item) => (
        <div key={item.label} className="min-w-0 flex-[1_1_6.5rem] bg-surface px-3 py-2">
          <p className="text-xs text-ink-subtle">{item.label}</p>
          <p className="text-base font-semibold text-ink tabular-nums">{item.value}</p>
          {item.hint ? <p className="text-[11px] leading-tight text-ink-subtle">{item.hint}</p> : null}
        </div>
      ))}
    </section>
  );
}
