import type { Application } from '@cp/contracts';
import { BellRing } from 'lucide-react';
import { dateTimeLabel, isDue } from '../utils/application-format.ts';

/** The in-app reminder: next steps whose date has passed, oldest first, each one click from its application. */
export function FollowUpsDue({
  apps,
  onOpen,
  onDone,
}: {
  apps: readonly Application[];
  onOpen: (app: Application) => void;
  onDone: (app: Application) => void;
}) {
  const now = new Date();
  const due = apps.filter((a) => isDue(a, now)).sort((a, b) => a.nextStepAt!.localeCompare(b.nextStepAt!));
  if (due.length === 0) return null;
  return (
    <section
      aria-labelledby="due-heading"
      className="rounded-[var(--radius-card)] border border-warning/40 bg-warning-soft p-3"
    >
      <h2 id="due-heading" className="flex items-center gap-2 text-sm font-semibold text-warning">
        <BellRing className="size-4" aria-hidden />
        {due.length === 1 ? '1 follow-up due' : `${due.length} follow-ups due`}
      </h2>
      <ul className="mt-1.5 space-y-1 text-sm text-ink">
        {due.slice(0, 5).map((a) => (
          <li key={a.id} className="flex flex-wrap items-center gap-x-3">
            <button type="button" onClick={() => onOpen(a)} className="text-left hover:underline">
              <span className="font-medium">{a.nextStep || 'Follow up'}</span>: {a.jobTitle} at {a.company}{' '}
              <span className="text-ink-muted">({dateTimeLabel(a.nextStepAt!)})</span>
            </button>
            <button
              type="button"
              onClick={() => onDone(a)}
              className="text-xs font-semibold text-brand-700 hover:underline"
              aria-label={`Mark done: ${a.nextStep || 'Follow up'} for ${a.jobTitle} at ${a.company}`}
            >
              Mark done
            </button>
          </li>
        ))}
        {due.length > 5 ? <li className="text-ink-muted">and {due.length - 5} more</li> : null}
      </ul>
    </section>
  );
}
