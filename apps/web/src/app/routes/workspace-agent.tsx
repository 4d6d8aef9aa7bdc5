import { useLocation } from 'react-router';
import { useCredits } from '../../features/credits/api/get-credits.ts';
import { AgentScreen } from '../../features/job-search/components/agent-screen.tsx';
import { KitPanel } from '../../features/kits/components/kit-panel.tsx';
import { useAgentPrefs } from '../../features/job-search/hooks/use-agent-prefs.ts';
import { PageContainer } from '../../features/shell/components/page-container.tsx';
import { usePageTitle } from '../../features/shell/hooks/page-title.tsx';
import { workspaceDocumentsPath } from '../../features/workspaces/utils/workspace-path.ts';
import { useSession } from '../../lib/session-store.ts';
import { upgradeHref } from '../../lib/upgrade-param.ts';
import { useWorkspaceOutlet } from './workspace-outlet-context.ts';

/** /app/w/{wid}/agent: the Job Search Agent (step 10) on the workspace's resume. */
export function WorkspaceAgentRoute() {
  usePageTitle('Job Search Agent');
  const { wid, workspace } = useWorkspaceOutlet();
  const location = useLocation();
  const { prefs, update } = useAgentPrefs(wid);
  const credits = useCredits();
  const email = useSession()?.email ?? '';
  return (
    <PageContainer>
      <AgentScreen
        key={wid}
        wid={wid}
        hasResume={Boolean(workspace.data?.cv_content.trim())}
        resumeRemoved={prefs.resumeRemoved}
        onResumeRemoved={(removed) => update({ resumeRemoved: removed })}
        initialQuery={prefs.query}
        onQuery={(query) => update({ query })}
        documentsPath={workspaceDocumentsPath(wid)}
        upgradeHref={upgradeHref(location, 'open')}
        renderKit={(job) => (
          <KitPanel key={job.id} wid={wid} job={job} plan={credits.data?.plan} available={credits.data?.balances.available} upgradeHref={upgradeHref(location, 'open')} userEmail={email} />
        )}
      />
    </PageContainer>
  );
}
