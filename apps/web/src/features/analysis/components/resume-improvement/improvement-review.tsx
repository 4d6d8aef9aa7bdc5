import type { ImprovementResult } from '@cp/contracts';
import { Undo2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { useImprovementApply } from '../../hooks/use-improvement-apply.ts';
import { ImprovementTable } from './improvement-table.tsx';

type Props = {
  result: ImprovementResult;
  wid: string;
  runId: string;
  cvText: string;
  onResumeChanged: () => Promise<unknown>;
};

/** Step 4's result with its review: accept changes one by one (or all), apply them to the resume, undo. */
export function ImprovementReview({ result, wid, runId, cvText, onResumeChanged }: Props) {
  const review = useImprovementApply({ wid, runId, result, onResumeChanged });
  const count = review.accepted.size;
  const toolbar = (
    <div className="mb-4 space-y-2 rounded-[var(--radius-control)] bg-surface-muted p-3 print:hidden">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-ink" aria-live="polite">
          {review.open.length === 0
            ? 'Your resume holds every change.'
            : `${count} of ${review.open.length} change${review.open.length === 1 ? '' : 's'} accepted`}
        </p>
        {review.open.length > 0 ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={review.isBusy}
            onClick={count === review.open.length ? review.clear : review.acceptAll}
          >
            {count === review.open.length ? 'Clear all' : 'Accept all'}
          </Button>
        ) : null}
        <Button size="sm" className="ml-auto" disabled={count === 0 || review.isBusy} onClick={review.apply}>
          {review.isBusy ? 'Applying…' : 'Apply to my resume'}
        </Button>
      </div>
      <p className="text-xs text-ink-muted">
        Only the changes you accept are written, where their original text is still in your resume. Applying is free and
        can be undone; your other results are cleared, as after uploading a resume, because they read the old text.
      </p>
    </div>
  );
  return (
    <div className="space-y-6">
      {review.appliedCount > 0 ? (
        <AppliedNotice
          count={review.appliedCount}
          cvText={cvText}
          onUndo={review.undoableVersionId ? review.undo : undefined}
          isBusy={review.isBusy}
        />
      ) : null}
      <ImprovementTable
        result={result}
        toolbar={toolbar}
        review={{
          accepted: review.accepted,
          applied: review.applied,
          lastOutcomes: review.lastOutcomes,
          onToggle: review.toggle,
          isDisabled: review.isBusy,
        }}
      />
    </div>
  );
}

/** What the resume holds now, with Undo while the newest version is this apply. */
function AppliedNotice({
  count,
  cvText,
  onUndo,
  isBusy,
}: {
  count: number;
  cvText: string;
  onUndo: (() => void) | undefined;
  isBusy: boolean;
}) {
  return (
    <section
      aria-label="Your updated resume"
      className="rounded-[var(--radius-card)] border border-green-200 bg-success-soft p-4 text-sm"
    >
      <div className="flex flex-wrap items-center gap-3">
        <p className="font-medium text-success">
          Your resume now holds {count} of these change{count === 1 ? '' : 's'}.
        </p>
        {onUndo ? (
          <Button variant="secondary" size="sm" className="ml-auto" disabled={isBusy} onClick={onUndo}>
            <Undo2 aria-hidden /> Undo
          </Button>
        ) : null}
      </div>
      <details className="mt-2">
        <summary className="cursor-pointer text-ink">Show my resume</summary>
        <pre className="mt-2 max-h-96 overflow-auto whitespace-pre-wrap rounded-[var(--radius-control)] bg-surface p-3 font-sans text-ink">
          {cvText}
        </pre>
      </details>
    </section>
  );
}
