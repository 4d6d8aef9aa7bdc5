import { useLocation, useNavigate } from 'react-router';
import { AgentScreen } from '../../features/job-search/components/agent-screen.tsx';
import { useAgentPrefs } from '../../features/job-search/hooks/use-agent-prefs.ts';
import { PageContainer } from '../../features/shell/components/page-container.tsx';
import { usePageTitle } from '../../features/shell/hooks/page-title.tsx';
import { workspaceDocumentsPath } from '../../features/workspaces/utils/workspace-path.ts';
import { upgradeHref } from '../../lib/upgrade-param.ts';
import { useWorkspaceOutlet } from './workspace-outlet-context.ts';

/** /app/w/{wid}/agent: the Job Search Agent (step 10) on the workspace's resume. */
export function WorkspaceAgentRoute() {
  usePageTitle('Job Search Agent');
  const { wid, workspace } = useWorkspaceOutlet();
  const location = useLocation();
  const navigate = useNavigate();
  // The home page's agent box sends the user here with { autoRun: true } (spec 3 section 4, agent entry).
  const autoRun = (location.state as { autoRun?: unknown } | null)?.autoRun === true;
  const { prefs, update } = useAgentPrefs(wid);
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
        autoRun={autoRun}
        onAutoRun={() => void navigate(`${location.pathname}${location.search}`, { replace: true, state: null })}
      />
    </PageContainer>
  );
}
