import { MODULE_COUNT } from '@cp/contracts';
import { Progress } from '../../../components/ui/progress.tsx';
import { useWorkspace } from '../api/get-workspace.ts';
import { journeyPercent } from '../utils/journey.ts';
import type { WorkspaceStep } from '../utils/workspace-path.ts';

/**
 * The top bar's step progress (docs/product/1-platform.md section 2): 'Step X of 9 • percent' and 'Saved in: name'.
 * X is the step on screen (0 on the documents view); the percent is the modules completed of 9,
 * capped at 100. Steps 10 and 11 sit outside the nine, so they show the percent alone.
 */
export function StepProgress({ wid, step }: { wid: string; step: WorkspaceStep }) {
  const workspace = useWorkspace(wid);
  if (!workspace.data) return null;
  const percent = journeyPercent(workspace.data.stats.completedModules);
  const stepLabel = step <= MODULE_COUNT ? `Step ${step} of ${MODULE_COUNT} • ${percent}%` : `${percent}% complete`;
  return (
    <div className="flex min-w-0 items-center gap-3">
      <div className="min-w-0 text-right leading-tight">
        <p className="text-xs font-semibold whitespace-nowrap text-ink tabular-nums">{stepLabel}</p>
        {/* Below 640 px the workspace's name is in the menu's switcher: the title keeps the room. */}
        <p className="hidden max-w-56 truncate text-xs text-ink-muted sm:block" title={workspace.data.name}>
          Saved in: <span className="font-medium text-ink">{workspace.data.name}</span>
        </p>
      </div>
      <Progress
        value={percent}
        aria-label={`Journey progress: ${workspace.data.stats.completedModules} of ${MODULE_COUNT} modules completed`}
        className="hidden w-28 shrink-0 sm:block"
      />
    </div>
  );
}
