import type { ScoreFactor } from '@cp/contracts';
import { formatScore } from '../utils/format.ts';

/** Why a score is what it is: each part's own score, what matched and what did not. */
export function ScoreFactors({ factors }: { factors: readonly ScoreFactor[] }) {
  if (factors.length === 0) return <p className="text-sm text-ink-subtle">No data</p>;
  return (
    <ul className="divide-y divide-line">
      {factors.map((factor) => (
        <li key={factor.id} className="py-3 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="text-sm font-semibold text-ink">{factor.label}</span>
            <span className="text-sm text-ink-muted">
              {factor.is_applicable ? (
                <>{formatScore(factor.score)}/100</>
              ) : (
                'Not counted: nothing in your documents to judge it by'
              )}
            </span>
          </div>
          <p className="mt-1 text-sm text-ink-muted">{factor.detail}</p>
          {factor.matched.length > 0 ? <Evidence label="Matched" items={factor.matched} tone="text-success" /> : null}
          {factor.missing.length > 0 ? <Evidence label="Missing" items={factor.missing} tone="text-warning" /> : null}
        </li>
      ))}
    </ul>
  );
}

function Evidence({ label, items, tone }: { label: string; items: readonly string[]; tone: string }) {
  return (
    <p className="mt-1 text-xs text-ink-muted">
      <span className={`font-semibold ${tone}`}>{label}:</span> {items.join('; ')}
    </p>
  );
}
