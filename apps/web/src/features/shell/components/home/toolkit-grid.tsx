import { Info } from 'lucide-react';
import type { PlanPackage } from '@cp/contracts';
import { isProLocked, type ModuleStep } from '../../../../lib/steps.ts';
import { ToolkitCard } from './toolkit-card.tsx';

/** The home grid's groups (spec 2 section 1): Live Interview sits with the interview modules here. */
const groups: { id: string; label: string; steps: ModuleStep[] }[] = [
  { id: 'analyze', label: 'Analyze', steps: [1, 2, 3] },
  { id: 'build', label: 'Build', steps: [4, 7, 9] },
  { id: 'interview', label: 'Interview', steps: [5, 6, 8] },
];

/** Steps 1 to 9 as cards. Until documents can be added they describe, they do not open. */
export function ToolkitGrid({ plan, canOpenModules }: { plan: PlanPackage; canOpenModules: boolean }) {
  return (
    <section aria-labelledby="toolkit-title">
      <h2 id="toolkit-title" className="text-lg font-semibold text-ink">
        Your toolkit
      </h2>
      {canOpenModules ? null : (
        <p className="mt-2 flex items-start gap-2 rounded-[var(--radius-control)] border border-line bg-surface px-3 py-2 text-sm text-ink-muted">
          <Info className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
          <span>
            Each module works on your resume and the job posting. Adding documents is not available on this server version yet, so the modules cannot be run from here yet.
          </span>
        </p>
      )}
      <div className="mt-4 space-y-6">
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`toolkit-${group.id}`}>
            <h3 id={`toolkit-${group.id}`} className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
              {group.label}
            </h3>
            <ul className="mt-2 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {group.steps.map((step) => (
                <li key={step}>
                  <ToolkitCard step={step} locked={isProLocked(step, plan)} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
