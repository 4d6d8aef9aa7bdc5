import { lazy, Suspense } from 'react';
import { ErrorState } from '../../components/ui/state-panel.tsx';
import { useMe } from '../../features/account/api/get-me.ts';
import { nextAnalysisStep } from '../../features/analysis/utils/next-step.ts';
import { EmailVerificationBanner } from '../../features/account/components/email-verification-banner.tsx';
import { displayName } from '../../features/account/utils/display-name.ts';
import { HomeSkeleton } from '../../features/shell/components/home/home-skeleton.tsx';
import { HowItWorks } from '../../features/shell/components/home/how-it-works.tsx';
import { WelcomeHeader } from '../../features/shell/components/home/welcome-header.tsx';
import { PageContainer } from '../../features/shell/components/page-container.tsx';
import { usePageTitle } from '../../features/shell/hooks/page-title.tsx';
import { useAfterFirstPaint } from '../../features/shell/hooks/use-after-first-paint.ts';
import { useWorkspaces } from '../../features/workspaces/api/list-workspaces.ts';
import { WorkspaceOverview } from '../../features/workspaces/components/workspace-overview.tsx';

// Below the hero, in its own chunk: the first paint needs neither its code nor its rendering (decision 047).
const HomeBelowTheFold = lazy(() => import('./home-below-the-fold.tsx').then((m) => ({ default: m.HomeBelowTheFold })));

/** The home's content; inside a workspace (/app/w/{wid}) the same page shows that workspace. */
export function HomeContent({
  workspaceId = null,
  loading = false,
  title = 'Home',
}: {
  workspaceId?: string | null;
  loading?: boolean;
  title?: string;
}) {
  usePageTitle(title);
  const me = useMe();
  const list = useWorkspaces();
  const workspace = list.data?.items.find((item) => item.wid === workspaceId);
  // The hero paints first; the sections below it render in the next task (decision 047).
  const belowTheFold = useAfterFirstPaint();
  return (
    <PageContainer>
      {me.isPending || loading ? (
        <HomeSkeleton />
      ) : me.isError ? (
        <ErrorState
          message="Failed to load user data. Please try again."
          detail={me.error.message}
          onRetry={() => void me.refetch()}
          retrying={me.isFetching}
        />
      ) : (
        <>
          {me.data.user.email_verified ? null : <EmailVerificationBanner email={me.data.user.email} />}
          <div id="home-hero" className="space-y-8">
            <WelcomeHeader name={displayName(me.data.user.email, me.data.user.name)} />
            {workspace ? (
              <WorkspaceOverview
                workspace={workspace}
                next={nextAnalysisStep(workspace.completedSteps, me.data.subscription.package)}
              />
            ) : null}
            <HowItWorks />
          </div>
          {belowTheFold ? (
            <Suspense fallback={null}>
              <HomeBelowTheFold
                workspaceId={workspaceId}
                plan={me.data.subscription.package}
                trialUsed={me.data.subscription.trial_used}
              />
            </Suspense>
          ) : null}
        </>
      )}
    </PageContainer>
  );
}
