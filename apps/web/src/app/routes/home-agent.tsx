import type { PlanPackage } from '@cp/contracts';
import { useNavigate } from 'react-router';
import { TrialOrUpgrade } from '../../features/billing/components/trial-or-upgrade.tsx';
import { HomeAgentBox } from '../../features/job-search/components/home-agent-box.tsx';
import { HomeMatchesPreview } from '../../features/job-search/components/home-matches-preview.tsx';
import { profileQuery } from '../../features/job-search/components/idle-hint.tsx';
import { ResumeChip } from '../../features/job-search/components/resume-chip.tsx';
import { useAgentPrefs } from '../../features/job-search/hooks/use-agent-prefs.ts';
import { useResumeForFit } from '../../features/job-search/hooks/use-resume-for-fit.ts';
import { useWorkspace } from '../../features/workspaces/api/get-workspace.ts';
import { workspaceAgentPath } from '../../features/workspaces/utils/workspace-path.ts';
import { useResumeUpload } from './use-resume-upload.ts';

/**
 * The home page's agent section, composed here: the job-search feature's box and locked preview,
 * the billing feature's trial prompt, the documents feature's upload. A query is stored for the
 * workspace and the agent runs it; an uploaded PDF or DOCX becomes the workspace's resume.
 */
export function HomeAgent({ wid, plan, trialUsed }: { wid: string; plan: PlanPackage; trialUsed: boolean }) {
  const navigate = useNavigate();
  const { prefs, update } = useAgentPrefs(wid);
  const workspace = useWorkspace(wid);
  const upload = useResumeUpload(wid);
  const resume = useResumeForFit({
    wid,
    cvText: workspace.data?.cv_content ?? '',
    removed: prefs.resumeRemoved,
    onRemovedChange: (removed) => update({ resumeRemoved: removed }),
    upload,
  });
  // What the preview counts: the last query asked here, else the search the resume suggests.
  const counted = prefs.query.trim() || (resume.profile ? profileQuery(resume.profile) : null);
  const agentPath = workspaceAgentPath(wid);
  const open = (query: string) => {
    update({ query });
    void navigate(agentPath, { state: { autoRun: true } });
  };
  return (
    <HomeAgentBox
      initialQuery={prefs.query}
      onSubmit={open}
      resume={workspace.data ? <ResumeChip resume={resume} /> : null}
    >
      {plan === 'free' ? (
        <HomeMatchesPreview
          wid={wid}
          query={counted}
          agentHref={agentPath}
          onOpenAgent={(query) => update({ query })}
          upsell={<TrialOrUpgrade trialUsed={trialUsed} />}
        />
      ) : null}
    </HomeAgentBox>
  );
}
