import type { ResumeAnalysis, SkillPosition } from '@cp/contracts';
import { ResultSection } from '../result-section.tsx';

/** Top and bottom skills among the resume's own, each with the reasons for its place. */
export function SkillQuartileSection({ quartile }: { quartile: ResumeAnalysis['skill_quartile'] }) {
  return (
    <ResultSection title="Skill position" description={quartile.basis}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SkillColumn title="Top skills" skills={quartile.top_skills} />
        <SkillColumn title="Bottom skills" skills={quartile.bottom_skills} />
      </div>
    </ResultSection>
  );
}

function SkillColumn({ title, skills }: { title: string; skills: readonly SkillPosition[] }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      {skills.length === 0 ? (
        <p className="mt-1 text-sm text-ink-subtle">No data</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {skills.map((s) => (
            <li key={s.skill} className="text-sm">
              <span className="font-medium text-ink">{s.skill}</span>{' '}
              <span className="text-ink-muted">
                · {s.label} · {s.score}/100
              </span>
              {s.matched.length > 0 ? (
                <span className="block text-xs text-ink-muted">{s.matched.join('; ')}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
