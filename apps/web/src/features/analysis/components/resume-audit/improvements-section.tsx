import type { ResumeAnalysis } from '@cp/contracts';
import { ResultSection } from '../result-section.tsx';
import { formatScore } from '../../utils/format.ts';

/** The actions that raise the score to its potential, with what each adds to the score. */
export function ImprovementsSection({ improvements }: { improvements: ResumeAnalysis['improvements_to_potential'] }) {
  return (
    <ResultSection title="Improvements to reach your potential">
      {improvements.length === 0 ? (
        <p className="text-sm text-ink-subtle">No items.</p>
      ) : (
        <ol className="space-y-3">
          {improvements.map((item, i) => (
            <li key={i} className="flex gap-3 text-sm">
              <span className="h-fit shrink-0 rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success">
                +{formatScore(item.impact)} to your score
              </span>
              <span className="text-ink">{item.action}</span>
            </li>
          ))}
        </ol>
      )}
    </ResultSection>
  );
}
