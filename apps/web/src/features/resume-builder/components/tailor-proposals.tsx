import type { TailorRun } from '@cp/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { joinNames } from '../utils/join-names.ts';
import { TailorChangeCard, type Decision } from './tailor-change-card.tsx';

/** The run's proposals, each accepted or rejected one by one, then Apply; after Apply, what happened to each. */
export function TailorProposals({
  run,
  applying,
  onApply,
}: {
  run: TailorRun;
  applying: boolean;
  onApply: (accepted: string[]) => void;
}) {
  const [decisions, setDecisions] = useState<Record<string, Decision>>({});
  const done = run.applied_at !== null || run.outcomes !== null;
  const accepted = run.changes.filter((c) => decisions[c.id] === 'accepted').map((c) => c.id);
  const decideAll = (d: Decision) => setDecisions(Object.fromEntries(run.changes.map((c) => [c.id, d])));
  const title = run.mode === 'generic' ? 'Generic Optimize' : `Tailored to ‘${run.posting_title ?? 'your job post'}’`;

  return (
    <section aria-labelledby="tailor-proposals-heading" className="flex flex-col gap-3">
      <div>
        <h3 id="tailor-proposals-heading" className="text-base font-semibold text-ink">
          {title}: {run.changes.length} {run.changes.length === 1 ? 'proposal' : 'proposals'}
        </h3>
        <p className="text-sm text-ink-muted">
          {run.written_by === 'model'
            ? 'Written by the built-in engine and the AI model, every one checked by the engine.'
            : 'Written by the built-in engine.'}{' '}
          Each one only rewords, reorders or lists what your resume already says, and shows the lines it rests on.
        </p>
      </div>
      {run.note ? (
        <p role="note" className="text-sm text-ink-muted">
          {run.note}
        </p>
      ) : null}
      {run.not_shown.length > 0 ? (
        <Alert tone="info">
          The posting also asks for {joinNames(run.not_shown.slice(0, 8))}
          {run.not_shown.length > 8 ? ' and more' : ''}. Your resume does not show{' '}
          {run.not_shown.length === 1 ? 'it' : 'them'}, so nothing was added. If you have{' '}
          {run.not_shown.length === 1 ? 'it' : 'them'}, add {run.not_shown.length === 1 ? 'it' : 'them'} yourself in
          Build.
        </Alert>
      ) : null}
      {run.refused > 0 ? (
        <p className="text-sm text-ink-muted">
          {run.refused} {run.refused === 1 ? 'proposal was' : 'proposals were'} left out:{' '}
          {run.refused === 1 ? 'it' : 'they'} stated something your resume does not show.
        </p>
      ) : null}
      {run.changes.length === 0 ? (
        <p className="rounded-[var(--radius-card)] border border-dashed border-line-strong p-4 text-sm text-ink-muted">
          Nothing to change: your lines already read well
          {run.mode === 'tailor' ? ' and use the posting’s words for what they show' : ''}.
        </p>
      ) : (
        <>
          {!done ? (
            <div className="flex flex-wrap items-center gap-2">
              <Button size="sm" variant="secondary" onClick={() => decideAll('accepted')}>
                Accept all
              </Button>
              <Button size="sm" variant="secondary" onClick={() => decideAll('rejected')}>
                Reject all
              </Button>
              <span className="text-sm text-ink-muted" aria-live="polite">
                {accepted.length} of {run.changes.length} accepted
              </span>
            </div>
          ) : null}
          <ol className="flex flex-col gap-3">
            {run.changes.map((c, i) => (
              <TailorChangeCard
                key={c.id}
                change={c}
                index={i}
                decision={decisions[c.id]}
                outcome={run.outcomes?.[c.id]}
                onDecide={done ? null : (d) => setDecisions((prev) => ({ ...prev, [c.id]: d }))}
              />
            ))}
          </ol>
          {!done ? (
            // On a phone the Ask UC bubble and its hint float over the bottom strip, across the bar: the bar
            // keeps that strip empty below its button (it used to stick above it, and the proposals showed,
            // covered, underneath).
            <div className="sticky bottom-0 flex flex-wrap items-center gap-2 border-t border-line bg-surface py-3 max-md:pb-[var(--floating-clearance)]">
              <Button onClick={() => onApply(accepted)} disabled={accepted.length === 0 || applying}>
                {applying ? <Spinner label="Applying" /> : null} Apply {accepted.length} accepted{' '}
                {accepted.length === 1 ? 'change' : 'changes'}
              </Button>
              {accepted.length === 0 ? (
                <span className="text-sm text-ink-muted">Accept the changes you want first.</span>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
