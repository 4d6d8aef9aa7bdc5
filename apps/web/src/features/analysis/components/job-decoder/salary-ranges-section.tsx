import type { JobAnalysis } from '@cp/contracts';
import { ResultSection } from '../result-section.tsx';
import { formatMoney, periodSuffix } from '../../utils/format.ts';

/** Salary ranges by experience level, each with its source; the posting's own figure first when stated. */
export function SalaryRangesSection({ result }: { result: JobAnalysis }) {
  const stated = result.stated_salary;
  const sources = [...new Set(result.salary_ranges.map((r) => r.source))];
  return (
    <ResultSection title="Salary ranges" description={result.salary_note}>
      {stated ? (
        <p className="mb-4 text-sm text-ink">
          <span className="font-semibold">The posting states:</span> {formatMoney(stated.low, stated.currency)} –{' '}
          {formatMoney(stated.high, stated.currency)}
          {periodSuffix[stated.period]} <span className="text-ink-muted">(Source: {stated.source})</span>
        </p>
      ) : null}
      {result.salary_ranges.length === 0 ? (
        <p className="text-sm text-ink-subtle">No source covers this posting, so no ranges are shown.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-ink-muted">
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-4 font-medium">
                  Experience level
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Low
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  High
                </th>
              </tr>
            </thead>
            <tbody>
              {result.salary_ranges.map((range) => (
                <tr key={range.experience_level} className="border-b border-line last:border-0">
                  <th scope="row" className="py-2 pr-4 font-medium text-ink">
                    {range.experience_level}
                  </th>
                  <td className="py-2 pr-4 text-ink">
                    {range.low === null ? '—' : formatMoney(range.low, range.currency)}{' '}
                    <span className="text-xs text-ink-muted">{range.low_percentile}</span>
                  </td>
                  <td className="py-2 pr-4 text-ink">
                    {range.high === null ? '—' : formatMoney(range.high, range.currency)}{' '}
                    <span className="text-xs text-ink-muted">{range.high_percentile}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {sources.length > 0 ? <p className="mt-3 text-xs text-ink-muted">Source: {sources.join('; ')}</p> : null}
    </ResultSection>
  );
}
