import { MODULE_COUNT, type WorkspaceDetail } from '@cp/contracts';
import { CircleCheck, CircleDashed } from 'lucide-react';
import { Progress } from '../../../components/ui/progress.tsx';
import { stepInfo, type ModuleStep } from '../../../lib/steps.ts';
import { journeyPercent, moduleStatuses } from '../utils/journey.ts';

/**
 * Journey Progress (docs/product/1-platform.md section 2): the nine modules, each done or not, and the share completed.
 */
export function JourneyProgress({ workspace, headingId }: { workspace: WorkspaceDetail; headingId: string }) {
  const statuses = moduleStatuses(workspace.module_outputs);
  const done = statuses.filter((status) => status.done).length;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex items-baseline justify-between gap-2">
        <h4 id={headingId} className="font-semibold text-ink">
          Journey Progress
        </h4>
        <span className="text-sm text-ink-muted tabular-nums">
          {done} / {MODULE_COUNT} completed
        </span>
      </div>
      <Progress value={journeyPercent(done)} aria-label={`${done} of ${MODULE_COUNT} modules completed`} />
      <ol className="divide-y divide-line rounded-[var(--radius-control)] border border-line">
        {statuses.map((status) => (
          <li key={status.key} className="flex items-center gap-2.5 px-3 py-2 text-sm">
            <span
              aria-hidden
              className="grid size-6 shrink-0 place-items-center rounded-md bg-surface-sunken text-xs font-semibold text-ink-muted tabular-nums"
            >
              {status.step}
            </span>
            <span className="min-w-0 flex-1 truncate text-ink">{stepInfo[status.step as ModuleStep].name}</span>
            {status.done ? (
              <span className="inline-flex items-center gap-1 text-xs font-medium text-success">
                <CircleCheck className="size-4" aria-hidden /> Done
              </span>
            ) : (
              <span className="inline-flex items-center gap-1 text-xs text-ink-muted">
                <CircleDashed className="size-4" aria-hidden /> Not done
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
