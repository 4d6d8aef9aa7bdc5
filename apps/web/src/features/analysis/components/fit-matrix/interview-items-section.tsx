import type { FitResult } from '@cp/contracts';
import { ResultSection, TextList } from '../result-section.tsx';

const groups = [
  ['technical', 'Technical'],
  ['behavioral', 'Behavioral'],
  ['cv_related', 'Resume-related'],
] as const;

/** The interview items, grouped technical / behavioral / resume-related. */
export function InterviewItemsSection({ items }: { items: FitResult['interview_items'] }) {
  return (
    <ResultSection title="Interview items">
      <div className="grid gap-6 md:grid-cols-3">
        {groups.map(([key, label]) => (
          <div key={key}>
            <h3 className="text-sm font-semibold text-ink">{label}</h3>
            <TextList items={items[key]} className="mt-2" />
          </div>
        ))}
      </div>
    </ResultSection>
  );
}
