import type { GoalStep, UcFlowItem } from '@cp/contracts';
import { CircleCheck, Clock, Coins } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { renderRichText } from '../utils/rich-text.tsx';

function ProBadge() {
  return (
    <span className="rounded-full bg-warning-soft px-2 py-0.5 text-[11px] font-semibold tracking-wide text-warning">
      PRO
    </span>
  );
}

/** The plan's recommended steps: title, time, credits, PRO badge, module label, why and how; done ones checked off. */
export function RecommendedSteps({
  steps,
  primaryIndex,
  onOpen,
}: {
  steps: GoalStep[];
  primaryIndex: number;
  onOpen: (step: number, pro: boolean) => void;
}) {
  return (
    <ol className="mt-2 space-y-2" aria-label="Recommended steps">
      {steps.map((step, i) => (
        <li
          key={step.module_step}
          className={`rounded-[var(--radius-control)] border p-3 ${i === primaryIndex && !step.done ? 'border-brand-200 bg-brand-50' : 'border-line bg-surface'}`}
        >
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {step.done ? (
              <CircleCheck className="size-4 text-success" aria-label="Done" />
            ) : (
              <span className="grid size-4 place-items-center text-xs font-semibold text-ink-muted">{i + 1}</span>
            )}
            <span className={`font-semibold ${step.done ? 'text-ink-muted' : 'text-ink'}`}>{step.title}</span>
            {step.pro ? <ProBadge /> : null}
            <span className="text-xs text-ink-muted">Module {step.module_step}</span>
          </div>
          <p className="mt-1 text-sm text-ink-muted">{renderRichText(step.why)}</p>
          <p className="mt-1 text-sm text-ink">{renderRichText(step.how)}</p>
          <div className="mt-2 flex flex-wrap items-center gap-3 text-xs text-ink-muted">
            {step.time ? (
              <span className="inline-flex items-center gap-1">
                <Clock className="size-3.5" aria-hidden />
                {step.time}
              </span>
            ) : null}
            <span className="inline-flex items-center gap-1">
              <Coins className="size-3.5" aria-hidden />
              {step.credits} {step.credits === 1 ? 'credit' : 'credits'} a run
            </span>
            <Button
              size="sm"
              variant={i === primaryIndex && !step.done ? 'primary' : 'secondary'}
              className="ml-auto"
              onClick={() => onOpen(step.module_step, step.pro)}
            >
              {step.done ? `Review ${step.title}` : `Open ${step.title}`}
            </Button>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** An older answer's flow: each step with an Open button. */
export function LegacyFlow({ flow, onOpen }: { flow: UcFlowItem[]; onOpen: (step: number, pro: boolean) => void }) {
  return (
    <ul className="mt-3 space-y-2" aria-label="Suggested steps">
      {flow.map((item) => (
        <li
          key={`${item.step}-${item.label}`}
          className="flex items-center gap-2 rounded-[var(--radius-control)] border border-line p-2 text-sm"
        >
          <span className="font-medium text-ink">{item.label}</span>
          {item.pro ? <ProBadge /> : null}
          <Button size="sm" variant="secondary" className="ml-auto" onClick={() => onOpen(item.step, item.pro)}>
            Open
          </Button>
        </li>
      ))}
    </ul>
  );
}
