import type { PlanPackage } from '@cp/contracts';
import { useLocation } from 'react-router';
import { InterviewTeaser } from '../../features/shell/components/home/interview-teaser.tsx';
import { SectionDots, type HomeSection } from '../../features/shell/components/home/section-dots.tsx';
import { ToolkitGrid } from '../../features/shell/components/home/toolkit-grid.tsx';
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

/**
 * The home below its hero: the Job Search Agent (with a workspace), the toolkit, the interview teaser and the
 * side dots. Loaded and rendered once the hero has painted (home-content.tsx), and only appended below it,
 * so nothing above moves.
 */
export function HomeBelowTheFold({
  workspaceId,
  plan,
  trialUsed,
}: {
  workspaceId: string | null;
  plan: PlanPackage;
  trialUsed: boolean;
}) {
  const location = useLocation();
  return (
    <>
      {workspaceId ? <HomeAgent wid={workspaceId} plan={plan} trialUsed={trialUsed} /> : null}
      <div id="home-toolkit">
        <ToolkitGrid
          plan={plan}
          moduleHref={workspaceId ? (step) => workspaceModulePath(workspaceId, step) : undefined}
        />
      </div>
      <InterviewTeaser
        plan={plan}
        practiceHref={workspaceId ? workspaceModulePath(workspaceId, 6) : undefined}
        liveHref={workspaceId ? workspaceModulePath(workspaceId, 8) : undefined}
        upgradeHref={upgradeHref(location, 'module_8')}
      />
      <SectionDots sections={workspaceId ? homeSections : sectionsWithoutAgent} />
    </>
  );
}
