import { useLocation, useNavigate } from 'react-router';
import { useCredits } from '../../features/credits/api/get-credits.ts';
import { AgentScreen } from '../../features/job-search/components/agent-screen.tsx';
import { KitPanel } from '../../features/kits/components/kit-panel.tsx';
import { useAgentPrefs } from '../../features/job-search/hooks/use-agent-prefs.ts';
import { useResumeForFit } from '../../features/job-search/hooks/use-resume-for-fit.ts';
import { PageContainer } from '../../features/shell/components/page-container.tsx';
import { usePageTitle } from '../../features/shell/hooks/page-title.tsx';
import { useSession } from '../../lib/session-store.ts';
import { upgradeHref } from '../../lib/upgrade-param.ts';
import { useResumeUpload } from './use-resume-upload.ts';
import { useWorkspaceOutlet } from './workspace-outlet-context.ts';

/** /app/w/{wid}/agent: the Job Search Agent (step 10) on the workspace's resume. */
export function WorkspaceAgentRoute() {
  usePageTitle('Job Search Agent');
  const { wid, workspace } = useWorkspaceOutlet();
  const location = useLocation();
  const navigate = useNavigate();
  // The home page's agent box sends the user here with { autoRun: true } (docs/product/3-agent-tracker-assistant.md
  // section 4, agent entry).
  const autoRun = (location.state as { autoRun?: unknown } | null)?.autoRun === true;
  const { prefs, update } = useAgentPrefs(wid);
  const upload = useResumeUpload(wid);
  const resume = useResumeForFit({
    wid,
    cvText: workspace.data?.cv_content ?? '',
    removed: prefs.resumeRemoved,
    onRemovedChange: (removed) => update({ resumeRemoved: removed }),
    upload,
  });
  const credits = useCredits();
  const email = useSession()?.email ?? '';
  return (
    <PageContainer>
      <AgentScreen
        key={wid}
        wid={wid}
        resume={resume}
        initialQuery={prefs.query}
        onQuery={(query) => update({ query })}
        upgradeHref={upgradeHref(location, 'open')}
        autoRun={autoRun}
        onAutoRun={() => void navigate(`${location.pathname}${location.search}`, { replace: true, state: null })}
        renderKit={(job) => (
          <KitPanel
            key={job.id}
            wid={wid}
            job={job}
            plan={credits.data?.plan}
            available={credits.data?.balances.available}
            upgradeHref={upgradeHref(location, 'open')}
            userEmail={email}
          />
        )}
      />
    </PageContainer>
  );
}
