import type { SalaryExpectation } from '@cp/contracts';
import { formatMoney, periodSuffix } from '../utils/format.ts';

/**
 * A salary expectation with its source (docs/decisions/038 section 7); with no source, it says so instead of a figure.
 */
export function SalaryEstimate({ salary }: { salary: SalaryExpectation }) {
  const period = salary.period ? periodSuffix[salary.period] : '';
  return (
    <div className="space-y-2 text-sm">
      {salary.estimate !== null ? (
        <p className="text-2xl font-semibold text-ink">
          {formatMoney(salary.estimate, salary.currency)}
          <span className="text-sm font-normal text-ink-muted">{period}</span>
        </p>
      ) : (
        <p className="font-medium text-ink">No source covers this case, so no figure is shown.</p>
      )}
      {salary.low !== null && salary.high !== null ? (
        <p className="text-ink-muted">
          Range {formatMoney(salary.low, salary.currency)} – {formatMoney(salary.high, salary.currency)}
          {salary.experience_level ? ` · ${salary.experience_level}` : ''}
        </p>
      ) : null}
      {salary.source ? (
        <p className="text-ink-muted">
          <span className="font-semibold text-ink">Source:</span> {salary.source}
        </p>
      ) : null}
      <p className="text-ink-muted">{salary.analysis || 'No salary analysis available.'}</p>
    </div>
  );
}
