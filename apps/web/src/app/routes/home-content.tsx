import { useLocation } from 'react-router';
import { ErrorState } from '../../components/ui/state-panel.tsx';
import { useMe } from '../../features/account/api/get-me.ts';
import { nextAnalysisStep } from '../../features/analysis/utils/next-step.ts';
import { EmailVerificationBanner } from '../../features/account/components/email-verification-banner.tsx';
import { displayName } from '../../features/account/utils/display-name.ts';
import { HomeSkeleton } from '../../features/shell/components/home/home-skeleton.tsx';
import { HowItWorks } from '../../features/shell/components/home/how-it-works.tsx';
import { InterviewTeaser } from '../../features/shell/components/home/interview-teaser.tsx';
import { SectionDots, type HomeSection } from '../../features/shell/components/home/section-dots.tsx';
import { ToolkitGrid } from '../../features/shell/components/home/toolkit-grid.tsx';
import { WelcomeHeader } from '../../features/shell/components/home/welcome-header.tsx';
import { PageContainer } from '../../features/shell/components/page-container.tsx';
import { usePageTitle } from '../../features/shell/hooks/page-title.tsx';
import { useAfterFirstPaint } from '../../features/shell/hooks/use-after-first-paint.ts';
import { useWorkspaces } from '../../features/workspaces/api/list-workspaces.ts';
import { WorkspaceOverview } from '../../features/workspaces/components/workspace-overview.tsx';
import { workspaceModulePath } from '../../features/workspaces/utils/workspace-path.ts';
import { upgradeHref } from '../../lib/upgrade-param.ts';
import { HomeAgent } from './home-agent.tsx';

/**
 * The home's sections, in page order, for the side dots (docs/product/3-agent-tracker-assistant.md section 2: hero,
 * agent, toolkit, interview).
 */
const homeSections: readonly HomeSection[] = [
  { id: 'home-hero', label: 'Home' },
  { id: 'home-agent', label: 'Job Search Agent' },
  { id: 'home-toolkit', label: 'Toolkit' },
  { id: 'home-interview', label: 'Live Interview' },
];
/** Without a workspace there is no agent to open: no agent section. */
const sectionsWithoutAgent = homeSections.filter((section) => section.id !== 'home-agent');

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
  const location = useLocation();
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
            <>
              {workspaceId ? (
                <HomeAgent
                  wid={workspaceId}
                  plan={me.data.subscription.package}
                  trialUsed={me.data.subscription.trial_used}
                />
              ) : null}
              <div id="home-toolkit">
                <ToolkitGrid
                  plan={me.data.subscription.package}
                  moduleHref={workspaceId ? (step) => workspaceModulePath(workspaceId, step) : undefined}
                />
              </div>
              <InterviewTeaser
                plan={me.data.subscription.package}
                practiceHref={workspaceId ? workspaceModulePath(workspaceId, 6) : undefined}
                liveHref={workspaceId ? workspaceModulePath(workspaceId, 8) : undefined}
                upgradeHref={upgradeHref(location, 'module_8')}
              />
              <SectionDots sections={workspaceId ? homeSections : sectionsWithoutAgent} />
            </>
          ) : null}
        </>
      )}
    </PageContainer>
  );
}
