import type { PlanPackage } from '@cp/contracts';
import { lazy, Suspense, useState } from 'react';
import { matchPath, useLocation, useSearchParams } from 'react-router';
import { LazyLoading } from '../../components/ui/lazy-loading.tsx';
import { lazyWithPreload } from '../../lib/lazy-with-preload.tsx';
import { UPGRADE_PARAM } from '../../lib/upgrade-param.ts';
import { isAnalysisStep } from '../../features/analysis/utils/module-screens.ts';
import { useCredits } from '../../features/credits/api/get-credits.ts';
import { isCheckoutReturn } from '../../features/credits/utils/checkout-return.ts';
import { CreditsBadge } from '../../features/credits/components/credits-badge.tsx';
import { OutOfCreditsBanner } from '../../features/credits/components/out-of-credits-banner.tsx';

/** What billing and credits add to the shell, composed here so the shell knows neither feature. */
type Plan = { plan: PlanPackage; trialUsed: boolean };

// Loaded when ?upgrade= first asks for it: its plan cards and checkout code wait until then.
const UpgradeDialog = lazy(() =>
  import('../../features/billing/components/upgrade-dialog.tsx').then((m) => ({ default: m.UpgradeDialog })),
);
// Only free users see the trial offer and the founder-offer countdown, and only a return from a
// checkout needs the watcher: none of them is in the code every signed-in page loads first.
const { Component: TrialNudge, preload: preloadTrialNudge } = lazyWithPreload(() =>
  import('../../features/billing/components/trial-nudge.tsx').then((m) => m.TrialNudge),
);
const PromoCountdown = lazy(() =>
  import('../../features/billing/components/promo-countdown.tsx').then((m) => ({ default: m.PromoCountdown })),
);
const CheckoutReturnWatcher = lazy(() =>
  import('../../features/credits/components/checkout-return-watcher.tsx').then((m) => ({
    default: m.CheckoutReturnWatcher,
  })),
);

/**
 * Asked for while the splash shows (app-layout.tsx), so the trial offer is there when the shell first
 * paints instead of pushing the page down a moment later.
 */
export function preloadShellBilling({ plan, trialUsed }: Plan) {
  if (plan === 'free' && !trialUsed) void preloadTrialNudge().catch(() => undefined);
}

/** The top bar's right end: the founder-offer countdown (free users) and the credits badge. */
export function ShellTopBarEnd({ plan }: Pick<Plan, 'plan'>) {
  return (
    <>
      {plan === 'free' ? (
        <Suspense fallback={null}>
          <PromoCountdown plan={plan} />
        </Suspense>
      ) : null}
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
  if (pathname.startsWith('/app/test-') || plan !== 'free' || trialUsed) return null;
  return (
    <Suspense fallback={null}>
      <TrialNudge plan={plan} trialUsed={trialUsed} />
    </Suspense>
  );
}

/** Anywhere in /app: the upgrade dialog (?upgrade=...) and the return from a checkout (?success=...). */
export function ShellOverlays({ plan, trialUsed }: Plan) {
  const [params] = useSearchParams();
  const upgradeAsked = params.has(UPGRADE_PARAM);
  const returning = isCheckoutReturn(params) || params.get('canceled') === 'true';
  // Once mounted the watcher stays: removing the parameters from the URL is how it says it is done.
  const [watching, setWatching] = useState(returning);
  if (returning && !watching) setWatching(true);
  return (
    <>
      {upgradeAsked ? (
        <Suspense fallback={<LazyLoading label="Opening plans" />}>
          <UpgradeDialog plan={plan} trialUsed={trialUsed} />
        </Suspense>
      ) : null}
      {watching ? (
        <Suspense fallback={null}>
          <CheckoutReturnWatcher />
        </Suspense>
      ) : null}
    </>
  );
}
