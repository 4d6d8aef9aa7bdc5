import type { JobAnalysis } from '@cp/contracts';
import { ResultSection } from '../result-section.tsx';

const importanceOrder = { required: 0, preferred: 1, mentioned: 2 } as const;

/** The skills the posting asks for, with their importance and where the posting says so. */
export function SkillsNeededSection({ skills }: { skills: JobAnalysis['skills_needed'] }) {
  const items = skills
    .map((s) =>
      typeof s === 'string' ? { skill: s, importance: 'mentioned' as const, evidence: '', is_hot: false } : s,
    )
    .sort((a, b) => importanceOrder[a.importance] - importanceOrder[b.importance]);
  return (
    <ResultSection title="Skills needed">
      {items.length === 0 ? (
        <p className="text-sm text-ink-subtle">No items.</p>
      ) : (
        <ul className="space-y-2">
          {items.map((s) => (
            <li key={s.skill} className="text-sm">
              <span className="font-medium text-ink">{s.skill}</span>{' '}
              <span className="rounded-full bg-surface-sunken px-2 py-0.5 text-xs font-medium text-ink-muted">
                {s.importance}
              </span>
              {s.is_hot ? <span className="ml-1 text-xs text-brand-700">hot technology</span> : null}
              {s.evidence ? <span className="block text-xs text-ink-muted">{s.evidence}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </ResultSection>
  );
}
