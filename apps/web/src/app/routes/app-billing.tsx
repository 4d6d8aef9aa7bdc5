import type { PlanPackage } from '@cp/contracts';
import { lazy, Suspense } from 'react';
import { matchPath, useLocation, useSearchParams } from 'react-router';
import { LazyLoading } from '../../components/ui/lazy-loading.tsx';
import { UPGRADE_PARAM } from '../../lib/upgrade-param.ts';
import { isAnalysisStep } from '../../features/analysis/utils/module-screens.ts';
import { PromoCountdown } from '../../features/billing/components/promo-countdown.tsx';
import { TrialNudge } from '../../features/billing/components/trial-nudge.tsx';
import { useCredits } from '../../features/credits/api/get-credits.ts';
import { CheckoutReturnWatcher } from '../../features/credits/components/checkout-return-watcher.tsx';
import { CreditsBadge } from '../../features/credits/components/credits-badge.tsx';
import { OutOfCreditsBanner } from '../../features/credits/components/out-of-credits-banner.tsx';

// Loaded when ?upgrade= first asks for it: its plan cards and checkout code wait until then.
const UpgradeDialog = lazy(() =>
  import('../../features/billing/components/upgrade-dialog.tsx').then((m) => ({ default: m.UpgradeDialog })),
);

/** What billing and credits add to the shell, composed here so the shell knows neither feature. */
type Plan = { plan: PlanPackage; trialUsed: boolean };

/** The top bar's right end: the founder-offer countdown (free users) and the credits badge. */
export function ShellTopBarEnd({ plan }: Pick<Plan, 'plan'>) {
  return (
    <>
      <PromoCountdown plan={plan} />
      <CreditsBadge />
    </>
  );
}

/**
 * Below the top bar, one notice at a time: out of credits (its Upgrade offers the trial too), else
 * the trial offer for free users who never had it, except on the test-mode checkout and portal.
 * An analysis step says it is out of credits in its own words (docs/product/2-modules.md section 2), so not twice.
 */
export function ShellNotices({ plan, trialUsed }: Plan) {
  const { pathname } = useLocation();
  const isOutOfCredits = useCredits().data?.available === 0;
  const step = matchPath('/app/w/:wid/modules/:step', pathname)?.params.step;
  if (isOutOfCredits) return step && isAnalysisStep(Number(step)) ? null : <OutOfCreditsBanner />;
  if (pathname.startsWith('/app/test-')) return null;
  return <TrialNudge plan={plan} trialUsed={trialUsed} />;
}

/** Anywhere in /app: the upgrade dialog (?upgrade=...) and the return from a checkout (?success=...). */
export function ShellOverlays({ plan, trialUsed }: Plan) {
  const upgradeAsked = useSearchParams()[0].has(UPGRADE_PARAM);
  return (
    <>
      {upgradeAsked ? (
        <Suspense fallback={<LazyLoading label="Opening plans" />}>
          <UpgradeDialog plan={plan} trialUsed={trialUsed} />
        </Suspense>
      ) : null}
      <CheckoutReturnWatcher />
    </>
  );
}
