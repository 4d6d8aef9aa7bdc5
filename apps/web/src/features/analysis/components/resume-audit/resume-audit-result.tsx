import type { ResumeAnalysis } from '@cp/contracts';
import { ClaimFlags } from '../claim-flags.tsx';
import { ResultSection, TextList } from '../result-section.tsx';
import { SalaryEstimate } from '../salary-estimate.tsx';
import { ScoreFactors } from '../score-factors.tsx';
import { ScoreRing } from '../score-ring.tsx';
import { TrialLockedSection } from '../trial-locked-section.tsx';
import { formatScore, scoreRating } from '../../utils/format.ts';
import { ImprovementsSection } from './improvements-section.tsx';
import { SkillQuartileSection } from './skill-quartile-section.tsx';
import { SuggestedJobsSection } from './suggested-jobs-section.tsx';

/** Step 1's result (docs/product/2-modules.md section 2): score and potential with their factors, then the details. */
export function ResumeAuditResult({
  result,
  isFree,
  upgradeHref,
}: {
  result: ResumeAnalysis;
  isFree: boolean;
  upgradeHref: string;
}) {
  return (
    <div className="space-y-6">
      <ClaimFlags flags={result.flags} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <ResultSection title="Resume score">
          <div className="flex flex-wrap justify-center gap-4">
            <ScoreRing value={result.score} label="Score" caption={scoreRating(result.score)} />
            <ScoreRing
              value={result.score_potential}
              label="Potential score"
              caption={`+${formatScore(Math.max(0, result.score_potential - result.score))} within reach`}
            />
          </div>
          <dl className="mt-5 grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-ink-muted">Years of experience</dt>
              <dd className="text-lg font-semibold text-ink">{formatScore(result.years_of_experience)}</dd>
            </div>
            <div>
              <dt className="text-ink-muted">Matched occupation</dt>
              <dd className="font-medium text-ink">{result.occupation ? result.occupation.title : 'None matched'}</dd>
            </div>
          </dl>
          <p className="mt-3 text-xs text-ink-muted">{result.experience_basis}</p>
        </ResultSection>
        <ResultSection title="Why this score" description={result.summary}>
          <ScoreFactors factors={result.factors} />
        </ResultSection>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <ResultSection title="Strengths">
          <TextList items={result.strengths} />
        </ResultSection>
        <ResultSection title="Weaknesses">
          <TextList items={result.weaknesses} />
        </ResultSection>
      </div>
      <ImprovementsSection improvements={result.improvements_to_potential} />
      <div className="grid gap-6 md:grid-cols-2">
        {isFree ? (
          <TrialLockedSection title="Skill position" what="skill position" upgradeHref={upgradeHref} />
        ) : (
          <SkillQuartileSection quartile={result.skill_quartile} />
        )}
        {isFree ? (
          <TrialLockedSection title="Salary expectations" what="salary expectations" upgradeHref={upgradeHref} />
        ) : (
          <ResultSection title="Salary expectations">
            <SalaryEstimate salary={result.salary_expectations} />
          </ResultSection>
        )}
      </div>
      <SuggestedJobsSection jobs={result.suggested_jobs} />
    </div>
  );
}
