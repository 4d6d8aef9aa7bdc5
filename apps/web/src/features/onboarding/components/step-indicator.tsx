import { cn } from '../../../components/ui/cn.ts';

/** 'Step 2 of 4' with a bar per step; the text is announced when the step changes. */
export function StepIndicator({ step, total }: { step: number; total: number }) {
  return (
    <div className="flex items-center gap-3">
      <p aria-live="polite" className="shrink-0 text-xs font-medium text-ink-muted">
        Step {step} of {total}
      </p>
      <ol className="flex flex-1 gap-1.5" aria-hidden>
        {Array.from({ length: total }, (_, index) => (
          <li key={index} className={cn('h-1.5 flex-1 rounded-full', index < step ? 'bg-brand-700' : 'bg-line')} />
        ))}
      </ol>
    </div>
  );
}
