import { closeReasonLabels, type Application, type ApplicationStatus } from '@cp/contracts';
import { Bell, BellRing, Building2, CalendarDays, ExternalLink, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cardDate, dateTimeLabel, dayLabel, isDue } from '../utils/application-format.ts';
import { ApplicationMenu } from './application-menu.tsx';
import { StatusBadge } from './status-badge.tsx';

export type CardActions = {
  onStatus: (app: Application, status: ApplicationStatus) => void;
  onRemove: (app: Application) => void;
  onOpen?: (app: Application) => void;
  /** The application whose change the server has not confirmed yet. */
  pendingId?: string | null;
};

/** The next step and its date; 'Due' once the date has passed (the in-app reminder). */
function NextStepLine({ app }: { app: Application }) {
  if (!app.nextStepAt && !app.nextStep) return null;
  const due = isDue(app, new Date());
  return (
    <p
      className={cn(
        'mt-2 flex flex-wrap items-center gap-1.5 rounded px-2 py-1 text-xs',
        due ? 'bg-warning-soft text-warning' : 'bg-surface-sunken text-ink-muted',
      )}
    >
      {due ? <BellRing className="size-3.5" aria-hidden /> : <Bell className="size-3.5" aria-hidden />}
      <span className="font-semibold">{due ? 'Due:' : 'Next:'}</span>
      <span className="min-w-0 break-words">
        {app.nextStep || 'Follow up'}
        {app.nextStepAt ? ` · ${dateTimeLabel(app.nextStepAt)}` : ''}
      </span>
    </p>
  );
}

/** A kit's apply link was opened (recorded on the server): say so, and offer Mark as Applied until it is. */
function LinkOpenedLine({
  app,
  onMarkApplied,
  disabled,
}: {
  app: Application;
  onMarkApplied: () => void;
  disabled: boolean;
}) {
  if (!app.linkOpenedAt || app.status !== 'draft') return null;
  return (
    <div className="mt-2 flex flex-wrap items-center justify-between gap-2 rounded bg-brand-50 px-2 py-1 text-xs text-ink">
      <span className="inline-flex items-center gap-1">
        <ExternalLink className="size-3.5" aria-hidden />
        You opened the apply link on {dayLabel(app.linkOpenedAt)}
      </span>
      <Button size="sm" variant="secondary" disabled={disabled} onClick={onMarkApplied}>
        Mark as Applied
      </Button>
    </div>
  );
}

/**
 * One application: title, company, location, date and status badge, with its menu
 * (docs/product/3-agent-tracker-assistant.md section 2).
 */
export function ApplicationCard({
  app,
  actions,
  compact = false,
  extra,
}: {
  app: Application;
  actions: CardActions;
  compact?: boolean;
  extra?: ReactNode;
}) {
  const pending = actions.pendingId === app.id;
  return (
    <article
      aria-label={`${app.jobTitle} at ${app.company}`}
      aria-busy={pending}
      className={cn(
        'rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)]',
        compact ? 'p-3' : 'p-4',
        pending && 'opacity-70',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h3 className={cn('font-semibold break-words text-ink', compact ? 'text-sm' : 'text-base')}>
            {actions.onOpen ? (
              <button
                type="button"
                onClick={() => actions.onOpen?.(app)}
                className="text-left hover:text-brand-700 hover:underline"
              >
                {app.jobTitle}
              </button>
            ) : (
              app.jobTitle
            )}
          </h3>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
            <span className="inline-flex min-w-0 items-center gap-1">
              <Building2 className="size-3.5 shrink-0" aria-hidden />
              {app.company}
            </span>
            <span className="inline-flex min-w-0 items-center gap-1">
              <MapPin className="size-3.5 shrink-0" aria-hidden />
              {app.location}
            </span>
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {pending ? <Spinner className="size-4" label="Saving" /> : null}
          <ApplicationMenu
            app={app}
            disabled={pending}
            onStatus={(s) => actions.onStatus(app, s)}
            onRemove={() => actions.onRemove(app)}
          />
        </div>
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <span className="inline-flex items-center gap-1 text-xs text-ink-subtle">
          <CalendarDays className="size-3.5" aria-hidden />
          {cardDate(app)}
        </span>
        <span className="flex flex-wrap items-center gap-1.5">
          {app.closeReason ? (
            <span className="text-xs text-ink-muted">{closeReasonLabels[app.closeReason]}</span>
          ) : null}
          <StatusBadge status={app.status} />
        </span>
      </div>
      <NextStepLine app={app} />
      <LinkOpenedLine app={app} disabled={pending} onMarkApplied={() => actions.onStatus(app, 'applied')} />
      {extra}
    </article>
  );
}
