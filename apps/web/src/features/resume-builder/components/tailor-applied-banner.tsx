import type { TailorRun, TailorUndo } from '@cp/contracts';
import { CircleCheck, Undo2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/**
 * The 'Applied' banner (docs/product/2-modules.md section 4) and Undo, which walks back one Apply at a time
 * (docs/decisions/034): 'Undo (2)' says how many Applies it can still walk back, and the line under it
 * what the next Undo restores.
 */
export function TailorAppliedBanner({
  run,
  undo,
  undoing,
  onUndo,
}: {
  run: TailorRun | null;
  undo: TailorUndo;
  undoing: boolean;
  onUndo: () => void;
}) {
  const next = undo.next;
  if (!next) return null;
  const latest = run && run.applied_at && !run.undone_at && next.run_id === run.id ? run : null;
  const applied = latest ? Object.values(latest.outcomes ?? {}).filter((o) => o === 'applied').length : 0;
  const target =
    latest?.mode === 'generic' ? 'from Generic Optimize' : `for ‘${latest?.posting_title ?? 'your job post'}’`;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-[var(--radius-card)] border border-green-200 bg-success-soft p-3 text-sm text-success"
    >
      <CircleCheck aria-hidden className="size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        {latest ? (
          <p>
            <span className="font-semibold">Applied</span>: {applied} {applied === 1 ? 'change' : 'changes'} {target}.
            Your resume as it was is kept as a version.
          </p>
        ) : (
          <p>
            {undo.count === 1 ? 'One earlier tailoring can' : `${undo.count} earlier tailorings can`} still be undone.
          </p>
        )}
        <p className="text-ink-muted">
          Undo restores {next.label.replace(/'([^']*)'$/, '‘$1’')} ({next.changes}{' '}
          {next.changes === 1 ? 'change' : 'changes'} applied {when(next.applied_at)}).
        </p>
      </div>
      <Button size="sm" variant="secondary" onClick={onUndo} disabled={undoing} aria-label={`Undo (${undo.count})`}>
        {undoing ? <Spinner label="Undoing" /> : <Undo2 />} Undo ({undo.count})
      </Button>
    </div>
  );
}
