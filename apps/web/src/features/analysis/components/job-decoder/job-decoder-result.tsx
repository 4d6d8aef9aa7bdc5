import type { JobAnalysis } from '@cp/contracts';
import { ClaimFlags } from '../claim-flags.tsx';
import { ResultSection } from '../result-section.tsx';
import { TrialLockedSection } from '../trial-locked-section.tsx';
import { DemandSection } from './demand-section.tsx';
import { MarketOffersSection } from './market-offers-section.tsx';
import { SalaryRangesSection } from './salary-ranges-section.tsx';
import { SkillsNeededSection } from './skills-needed-section.tsx';

/**
 * Step 2's result (docs/product/2-modules.md section 2): summary, demand with its signals, salary, skills and market
 * offers.
 */
export function JobDecoderResult({
  result,
  isFree,
  upgradeHref,
}: {
  result: JobAnalysis;
  isFree: boolean;
  upgradeHref: string;
}) {
  return (
    <div className="space-y-6">
      <ClaimFlags flags={result.flags} />
      <div className="grid gap-6 lg:grid-cols-2">
        <ResultSection title="Summary">
          <p className="text-sm text-ink">{result.summary || 'No data'}</p>
          {result.occupation ? (
            <p className="mt-3 text-xs text-ink-muted">
              Occupation matched: {result.occupation.title} (O*NET, US Department of Labor)
            </p>
          ) : null}
          {result.location.note ? (
            <p className="mt-1 text-xs text-ink-muted">Location: {result.location.note}</p>
          ) : null}
        </ResultSection>
        <DemandSection result={result} />
      </div>
      {isFree ? (
        <>
          <TrialLockedSection title="Salary ranges" what="salary ranges" upgradeHref={upgradeHref} />
          <div className="grid gap-6 md:grid-cols-2">
            <TrialLockedSection title="Skills needed" what="skills needed" upgradeHref={upgradeHref} />
            <TrialLockedSection title="Market offers" what="market offers" upgradeHref={upgradeHref} />
          </div>
        </>
      ) : (
        <>
          <SalaryRangesSection result={result} />
          <div className="grid gap-6 md:grid-cols-2">
            <SkillsNeededSection skills={result.skills_needed} />
            <MarketOffersSection offers={result.market_offers} />
          </div>
        </>
      )}
    </div>
  );
}
