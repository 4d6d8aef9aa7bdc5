import type { CoverLetter } from '@cp/contracts';
import { ResultSection } from '../result-section.tsx';

/** Which resume line backs each requirement the letter answers. */
export function CoverLetterEvidence({ evidence }: { evidence: CoverLetter['evidence'] }) {
  return (
    <ResultSection title="What the letter is built on" className="print:hidden">
      {evidence.length === 0 ? (
        <p className="text-sm text-ink-subtle">No items.</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {evidence.map((e, i) => (
            <li key={i}>
              <span className="font-medium text-ink">{e.requirement}</span>
              <span className="block text-ink-muted">From your resume: “{e.resume_line}”</span>
            </li>
          ))}
        </ul>
      )}
    </ResultSection>
  );
}
