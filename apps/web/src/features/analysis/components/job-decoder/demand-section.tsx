import { demandRatingText, type JobAnalysis } from '@cp/contracts';
import { ResultSection } from '../result-section.tsx';
import { ScoreRing } from '../score-ring.tsx';
import { formatScore } from '../../utils/format.ts';

/** The demand score with the spec's rating text and the named signals it is made of. */
export function DemandSection({ result }: { result: JobAnalysis }) {
  const score = result.demand_score;
  return (
    <ResultSection title="Demand score">
      <div className="flex flex-wrap items-center gap-6">
        {score === null ? (
          <p className="text-sm font-medium text-ink">No score</p>
        ) : (
          <ScoreRing value={score} label="Demand" />
        )}
        <p className="min-w-48 flex-1 text-sm font-medium text-ink">{demandRatingText(score)}</p>
      </div>
      <h3 className="mt-4 text-sm font-semibold text-ink">Signals behind the score</h3>
      <ul className="mt-2 space-y-2">
        {result.demand_signals.map((signal) => (
          <li key={signal.id} className="text-sm">
            <span className="flex flex-wrap justify-between gap-2">
              <span className="font-medium text-ink">{signal.label}</span>
              <span className="text-ink-muted">
                {signal.is_applicable ? `${formatScore(signal.score)}/100` : 'No data'}
              </span>
            </span>
            <span className="block text-xs text-ink-muted">
              {signal.detail}
              {signal.source ? ` (Source: ${signal.source})` : ''}
            </span>
          </li>
        ))}
      </ul>
    </ResultSection>
  );
}
