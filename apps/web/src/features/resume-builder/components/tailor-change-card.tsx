import type { TailorChange } from '@cp/contracts';
import { Check, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';

export type Decision = 'accepted' | 'rejected';
export type Outcome = 'applied' | 'stale' | 'unsupported';

const kindLabels: Record<TailorChange['kind'], string> = {
  rewrite: 'Wording',
  keyword: "The posting's words",
  'add-skills': 'Skills added',
  'order-skills': 'Skills order',
  'order-bullets': 'Lines order',
};
const outcomeTexts: Record<Outcome, string> = {
  applied: 'Applied',
  stale: 'Not applied: this text changed since the proposal',
  unsupported: 'Not applied: it states something your resume does not show',
};

/** What changes: one line struck through and its new wording, or the list before and after. */
function BeforeAfter({ change }: { change: TailorChange }) {
  if (change.bullet !== null) {
    return (
      <div className="flex flex-col gap-1 text-sm">
        <p>
          <span className="sr-only">Now: </span>
          <del className="text-ink-muted decoration-danger/60">{change.before[0]}</del>
        </p>
        <p>
          <span className="sr-only">Proposed: </span>
          <ins className="bg-success-soft text-ink no-underline">{change.after[0]}</ins>
        </p>
      </div>
    );
  }
  const list =
    change.kind === 'order-bullets'
      ? (items: readonly string[]) => (
          <ol className="list-decimal pl-5">
            {items.map((t, i) => (
              <li key={i}>{t}</li>
            ))}
          </ol>
        )
      : (items: readonly string[]) => <p>{items.join(', ')}</p>;
  return (
    <div className="grid gap-2 text-sm sm:grid-cols-2">
      <div>
        <p className="text-xs font-medium uppercase text-ink-subtle">Now</p>
        <div className="text-ink-muted">{list(change.before)}</div>
      </div>
      <div>
        <p className="text-xs font-medium uppercase text-ink-subtle">Proposed</p>
        <div className="text-ink">{list(change.after)}</div>
      </div>
    </div>
  );
}

/** One proposal: what changes, why, the resume lines it rests on, and Accept / Reject (or what Apply did with it). */
export function TailorChangeCard({
  change,
  index,
  decision,
  outcome,
  onDecide,
}: {
  change: TailorChange;
  index: number;
  decision: Decision | undefined;
  outcome: Outcome | undefined;
  onDecide: ((d: Decision) => void) | null;
}) {
  const headingId = `tailor-change-${change.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col gap-3 rounded-[var(--radius-card)] border bg-surface p-4',
        decision === 'accepted' ? 'border-brand-500' : 'border-line',
      )}
    >
      <h4 id={headingId} className="text-sm font-semibold text-ink">
        {index + 1}. {kindLabels[change.kind]}
        {change.by === 'model' ? (
          <span className="ml-1.5 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-800">AI model</span>
        ) : null}{' '}
        <span className="font-normal text-ink-muted">· {change.where}</span>
      </h4>
      <BeforeAfter change={change} />
      <p className="text-sm text-ink">
        <span className="font-medium">Why: </span>
        {change.reason}
      </p>
      <div className="text-sm">
        <p className="font-medium text-ink">Rests on your resume:</p>
        <ul className="mt-1 flex flex-col gap-1">
          {change.evidence.map((e, i) => (
            <li key={i} className="border-l-2 border-line-strong pl-2 text-ink-muted">
              ‘{e.text}’ <span className="text-ink-subtle">({e.where})</span>
            </li>
          ))}
        </ul>
      </div>
      {change.requirement ? (
        <p className="text-sm text-ink-muted">
          <span className="font-medium text-ink">The posting: </span>‘{change.requirement}’
        </p>
      ) : null}
      {outcome ? (
        <p className={cn('text-sm font-medium', outcome === 'applied' ? 'text-success' : 'text-danger')}>
          {outcomeTexts[outcome]}
        </p>
      ) : onDecide ? (
        <div role="group" aria-label={`Change ${index + 1}`} className="flex gap-2">
          <Button
            size="sm"
            variant={decision === 'accepted' ? 'primary' : 'secondary'}
            aria-pressed={decision === 'accepted'}
            onClick={() => onDecide('accepted')}
          >
            <Check /> Accept
          </Button>
          <Button
            size="sm"
            variant={decision === 'rejected' ? 'primary' : 'secondary'}
            aria-pressed={decision === 'rejected'}
            onClick={() => onDecide('rejected')}
          >
            <X /> Reject
          </Button>
        </div>
      ) : null}
    </li>
  );
}
