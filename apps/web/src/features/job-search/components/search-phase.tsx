import { LoaderCircle } from 'lucide-react';
import { useRotatingText } from '../../../lib/use-rotating-text.ts';
import type { SearchPhase } from '../hooks/use-job-search.ts';

export const ROTATE_MS = 2400;
const MESSAGES: Partial<Record<SearchPhase, readonly string[]>> = {
  normalizing: ['Reading your query…', 'Working out the role, place and filters…'],
  searching: ['Searching the job index…', 'Ranking jobs by fit with your resume…', 'Counting the market around them…'],
  relaxing: ['Nothing matched every filter: loosening them one at a time…'],
  fallback: ['No job had every word: looking for jobs that match some of them…'],
};

/**
 * The search-phase panel (docs/product/3-agent-tracker-assistant.md section 2): what is happening now and, when
 * loosening, what was loosened.
 */
export function SearchPhasePanel({ phase, relaxed }: { phase: SearchPhase; relaxed: readonly string[] }) {
  const text = useRotatingText(MESSAGES[phase] ?? [], ROTATE_MS);
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex items-start gap-3 rounded-[var(--radius-card)] border border-line bg-surface px-4 py-4"
    >
      <LoaderCircle className="mt-0.5 size-5 shrink-0 animate-spin text-brand-700" aria-hidden />
      <div className="space-y-1">
        <p className="font-medium text-ink">{text}</p>
        {(phase === 'relaxing' || phase === 'fallback') && relaxed.length > 0 ? (
          <ul className="list-disc pl-5 text-sm text-ink-muted">
            {relaxed.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
