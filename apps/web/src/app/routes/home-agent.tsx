import type { PlanPackage } from '@cp/contracts';
import { useNavigate } from 'react-router';
import { TrialOrUpgrade } from '../../features/billing/components/trial-or-upgrade.tsx';
import { HomeAgentBox } from '../../features/job-search/components/home-agent-box.tsx';
import { HomeMatchesPreview } from '../../features/job-search/components/home-matches-preview.tsx';
import { useAgentPrefs } from '../../features/job-search/hooks/use-agent-prefs.ts';
import { workspaceAgentPath } from '../../features/workspaces/utils/workspace-path.ts';

/**
 * The home page's agent section, composed here: the job-search feature's box and locked preview,
 * the billing feature's trial prompt. A query is stored for the workspace and the agent runs it.
 */
export function HomeAgent({ wid, plan, trialUsed }: { wid: string; plan: PlanPackage; trialUsed: boolean }) {
  const navigate = useNavigate();
  const { prefs, update } = useAgentPrefs(wid);
  const agentPath = workspaceAgentPath(wid);
  const open = (query: string) => {
    update({ query });
    void navigate(agentPath, { state: { autoRun: true } });
  };
  return (
    <HomeAgentBox initialQuery={prefs.query} onSubmit={open}>
      {plan === 'free' ? (
        <HomeMatchesPreview
          wid={wid}
          query={prefs.query.trim() || null}
          agentHref={agentPath}
          onOpenAgent={(query) => update({ query })}
          upsell={<TrialOrUpgrade trialUsed={trialUsed} />}
        />
      ) : null}
    </HomeAgentBox>
  );
}
