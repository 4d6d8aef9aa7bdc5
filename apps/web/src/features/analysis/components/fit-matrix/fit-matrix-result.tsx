import type { FitResult } from '@cp/contracts';
import { ClaimFlags } from '../claim-flags.tsx';
import { PlainMarkdown } from '../../../../components/ui/plain-markdown.tsx';
import { ResultSection, TextList } from '../result-section.tsx';
import { SalaryEstimate } from '../salary-estimate.tsx';
import { ScoreFactors } from '../score-factors.tsx';
import { ScoreRing } from '../score-ring.tsx';
import { TrialLockedSection } from '../trial-locked-section.tsx';
import { InterviewItemsSection } from './interview-items-section.tsx';
import { RequirementsSection } from './requirements-section.tsx';

/**
 * Step 3's result (docs/product/2-modules.md section 2): the two rings, the reasons, what matched, and what to prepare.
 */
export function FitMatrixResult({
  result,
  isFree,
  upgradeHref,
}: {
  result: FitResult;
  isFree: boolean;
  upgradeHref: string;
}) {
  return (
    <div className="space-y-6">
      <ClaimFlags flags={result.flags} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <ResultSection title="Fit">
          <div className="flex flex-wrap justify-center gap-4">
            <ScoreRing value={result.overall_fit.score} label="Current Fit" percent />
            <ScoreRing value={result.potential_score} label="Potential Fit" percent />
          </div>
        </ResultSection>
        <ResultSection title="Summary">
          {result.overall_fit.summary ? (
            <PlainMarkdown text={result.overall_fit.summary} />
          ) : (
            <p className="text-sm text-ink-subtle">No fit summary available.</p>
          )}
        </ResultSection>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <ResultSection title="Reasons to hire">
          <TextList items={result.reasons_to_hire} empty="No data" />
        </ResultSection>
        <ResultSection title="Reasons to reject">
          <TextList items={result.reasons_to_reject} empty="No data" />
        </ResultSection>
      </div>
      <RequirementsSection requirements={result.requirements} />
      <ResultSection title="Why this fit score">
        <ScoreFactors factors={result.factors} />
      </ResultSection>
      <div className="grid gap-6 md:grid-cols-2">
        {isFree ? (
          <TrialLockedSection
            title="Experiences to mention in interview"
            what="experiences"
            upgradeHref={upgradeHref}
          />
        ) : (
          <ResultSection title="Experiences to mention in interview">
            {result.cv_items_to_focus.length === 0 ? (
              <p className="text-sm text-ink-subtle">No experiences available.</p>
            ) : (
              <ul className="space-y-3 text-sm">
                {result.cv_items_to_focus.map((item, i) => (
                  <li key={i}>
                    <span className="font-medium text-ink">{item.item}</span>
                    <span className="block text-ink-muted">{item.description}</span>
                  </li>
                ))}
              </ul>
            )}
          </ResultSection>
        )}
        {isFree ? (
          <TrialLockedSection title="Expected salary for this role" what="salary analysis" upgradeHref={upgradeHref} />
        ) : (
          <ResultSection title="Expected salary for this role">
            <SalaryEstimate salary={result.salary_expectation} />
          </ResultSection>
        )}
      </div>
      <InterviewItemsSection items={result.interview_items} />
    </div>
  );
}
