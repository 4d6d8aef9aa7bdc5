import type { TailorRun } from '@cp/contracts';
import { CircleCheck, Undo2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** The 'Applied' banner (spec 2 section 4): what was written, and Undo, which restores the resume as it was. */
export function TailorAppliedBanner({ run, undoing, onUndo }: { run: TailorRun; undoing: boolean; onUndo: () => void }) {
  const applied = Object.values(run.outcomes ?? {}).filter((o) => o === 'applied').length;
  const target = run.mode === 'generic' ? 'from Generic Optimize' : `for ‘${run.posting_title ?? 'your job post'}’`;
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 rounded-[var(--radius-card)] border border-green-200 bg-success-soft p-3 text-sm text-success">
      <CircleCheck aria-hidden className="size-5 shrink-0" />
      <p className="min-w-0 flex-1">
        <span className="font-semibold">Applied</span>: {applied} {applied === 1 ? 'change' : 'changes'} {target}. Your resume as it was is kept as a version.
      </p>
      <Button size="sm" variant="secondary" onClick={onUndo} disabled={undoing}>{undoing ? <Spinner label="Undoing" /> : <Undo2 />} Undo</Button>
    </div>
  );
}
