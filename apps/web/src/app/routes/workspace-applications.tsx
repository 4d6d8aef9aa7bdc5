import { ApplicationsDashboard } from '../../features/applications/components/applications-dashboard.tsx';
import { PageContainer } from '../../features/shell/components/page-container.tsx';
import { usePageTitle } from '../../features/shell/hooks/page-title.tsx';
import { stepInfo, stepPath } from '../../lib/steps.ts';
import { useWorkspaceOutlet } from './workspace-outlet-context.ts';

/** /app/w/{wid}/applications: the Application Dashboard (step 11). */
export function WorkspaceApplicationsRoute() {
  usePageTitle(stepInfo[11].name);
  const { wid } = useWorkspaceOutlet();
  return (
    <PageContainer>
      <ApplicationsDashboard key={wid} wid={wid} jobSearchPath={stepPath(wid, 10)} />
    </PageContainer>
  );
}
