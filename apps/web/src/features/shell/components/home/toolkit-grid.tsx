import type { PlanPackage } from '@cp/contracts';
import { isProLocked, type ModuleStep } from '../../../../lib/steps.ts';
import { ToolkitCard } from './toolkit-card.tsx';

/** A link to the current page with the upgrade dialog open (the shell opens it on `?upgrade`). */
const UPGRADE_HERE = '?upgrade=open';

/**
 * The home grid's groups (docs/product/2-modules.md section 1): ANALYZE, BUILD and PREPARE, Live Interview with the
 * interview modules.
 */
const groups: { id: string; label: string; steps: ModuleStep[] }[] = [
  { id: 'analyze', label: 'Analyze', steps: [1, 2, 3] },
  { id: 'build', label: 'Build', steps: [4, 7, 9] },
  { id: 'prepare', label: 'Prepare', steps: [5, 6, 8] },
];

/**
 * Steps 1 to 9 as cards; each opens its module in the workspace once one is known (`moduleHref`).
 * A step the plan cannot run opens the upgrade dialog instead (docs/product/1-platform.md section 2), on this page.
 */
export function ToolkitGrid({ plan, moduleHref }: { plan: PlanPackage; moduleHref?: (step: ModuleStep) => string }) {
  return (
    <section aria-labelledby="toolkit-title">
      <h2 id="toolkit-title" className="text-lg font-semibold text-ink">
        Your toolkit
      </h2>
      <div className="mt-4 space-y-6">
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`toolkit-${group.id}`}>
            <h3 id={`toolkit-${group.id}`} className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
              {group.label}
            </h3>
            <ul className="mt-2 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {group.steps.map((step) => (
                <li key={step}>
                  <ToolkitCard
                    step={step}
                    locked={isProLocked(step, plan)}
                    href={isProLocked(step, plan) ? UPGRADE_HERE : moduleHref?.(step)}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
