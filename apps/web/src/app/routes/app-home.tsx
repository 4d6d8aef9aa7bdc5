import { ErrorState } from '../../components/ui/state-panel.tsx';
import { useMe } from '../../features/account/api/get-me.ts';
import { EmailVerificationBanner } from '../../features/account/components/email-verification-banner.tsx';
import { displayName } from '../../features/account/utils/display-name.ts';
import { HomeSkeleton } from '../../features/shell/components/home/home-skeleton.tsx';
import { HowItWorks } from '../../features/shell/components/home/how-it-works.tsx';
import { ToolkitGrid } from '../../features/shell/components/home/toolkit-grid.tsx';
import { WelcomeHeader } from '../../features/shell/components/home/welcome-header.tsx';
import { PageContainer } from '../../features/shell/components/page-container.tsx';
import { usePageTitle } from '../../features/shell/hooks/page-title.tsx';

/**
 * /app and /app/homepage (step 0). DECISIONS.md 18's redirect to the active workspace's agent
 * joins once workspaces exist; until then this is always the home.
 */
export function AppHomeRoute() {
  usePageTitle('Home');
  const me = useMe();
  return (
    <PageContainer>
      {me.isPending ? (
        <HomeSkeleton />
      ) : me.isError ? (
        <ErrorState message="Failed to load user data. Please try again." detail={me.error.message} onRetry={() => void me.refetch()} retrying={me.isFetching} />
      ) : (
        <>
          {me.data.user.email_verified ? null : <EmailVerificationBanner email={me.data.user.email} />}
          <WelcomeHeader name={displayName(me.data.user.email, me.data.user.name)} />
          <HowItWorks />
          <ToolkitGrid plan={me.data.subscription.package} canOpenModules={false} />
        </>
      )}
    </PageContainer>
  );
}
