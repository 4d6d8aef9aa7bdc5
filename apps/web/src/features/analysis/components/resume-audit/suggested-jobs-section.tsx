import type { ResumeAnalysis } from '@cp/contracts';
import { ResultSection } from '../result-section.tsx';

/** Suggested jobs (docs/product/2-modules.md section 9): best-fit roles 6, top skills 5, next best move 1. */
export function SuggestedJobsSection({ jobs }: { jobs: ResumeAnalysis['suggested_jobs'] }) {
  const move = jobs.next_best_move;
  return (
    <ResultSection title="Suggested jobs" description={jobs.basis}>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <h3 className="text-sm font-semibold text-ink">Best-fit roles</h3>
          {jobs.top_jobs.length === 0 ? (
            <p className="mt-1 text-sm text-ink-subtle">No data</p>
          ) : (
            <ul className="mt-2 divide-y divide-line">
              {jobs.top_jobs.slice(0, 6).map((job) => (
                <li key={job.code} className="py-2 text-sm">
                  <span className="flex justify-between gap-2">
                    <span className="font-medium text-ink">{job.title}</span>
                    <span className="shrink-0 font-semibold text-ink">{job.match_score}% match</span>
                  </span>
                  <span className="block text-xs text-ink-muted">
                    {job.relation}. Matched: {job.matched_skills.join(', ') || 'none'}
                    {job.missing_skills.length > 0 ? `. Missing: ${job.missing_skills.join(', ')}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="space-y-5">
          <div>
            <h3 className="text-sm font-semibold text-ink">Top skills in these roles</h3>
            <ul className="mt-2 space-y-1 text-sm">
              {jobs.top_skills.slice(0, 5).map((s) => (
                <li key={s.skill} className="text-ink">
                  {s.skill}{' '}
                  <span className="text-ink-muted">
                    · {s.jobs} roles · {s.is_in_resume ? 'in your resume' : 'not in your resume'}
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-sm font-semibold text-ink">Next best move</h3>
            {move ? (
              <p className="mt-2 text-sm text-ink">
                <span className="font-medium">{move.title}</span> ({move.match_score}% match){' '}
                <span className="block text-xs text-ink-muted">{move.why}</span>
              </p>
            ) : (
              <p className="mt-1 text-sm text-ink-subtle">No data</p>
            )}
          </div>
        </div>
      </div>
    </ResultSection>
  );
}
