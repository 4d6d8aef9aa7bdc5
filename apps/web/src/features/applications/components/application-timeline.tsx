import { applicationStatusLabels, type Application, type ApplicationEvent } from '@cp/contracts';
import { format } from 'date-fns';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { serverDetail } from '../../../lib/api-client.ts';
import { useApplicationEvents, useSetEventDate } from '../api/application-events.ts';
import { dayLabel } from '../utils/application-format.ts';

const eventText = (e: ApplicationEvent) =>
  e.kind === 'created'
    ? `Added as ${applicationStatusLabels[e.toStatus]}`
    : `${applicationStatusLabels[e.fromStatus ?? e.toStatus]} → ${applicationStatusLabels[e.toStatus]}`;

function EventRow({ wid, appId, event }: { wid: string; appId: string; event: ApplicationEvent }) {
  const [editing, setEditing] = useState(false);
  const [day, setDay] = useState(format(new Date(event.at), 'yyyy-MM-dd'));
  const save = useSetEventDate(wid, appId);
  const submit = async () => {
    try {
      await save.mutateAsync({ eventId: event.id, at: new Date(`${day}T12:00:00`).toISOString() });
      setEditing(false);
    } catch (e) {
      toast.error(serverDetail(e, 'Could not change the date. Please try again.'));
    }
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 border-l-2 border-brand-200 py-1.5 pl-3">
      <span className="text-sm text-ink">{eventText(event)}</span>
      {editing ? (
        <span className="flex items-center gap-2">
          <Input
            type="date"
            aria-label={`Date of: ${eventText(event)}`}
            value={day}
            max={format(new Date(), 'yyyy-MM-dd')}
            onChange={(e) => setDay(e.target.value)}
            className="h-8 w-40"
          />
          <Button size="sm" onClick={() => void submit()} disabled={!day || save.isPending}>
            Save date
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </span>
      ) : (
        <span className="flex items-center gap-2 text-sm text-ink-muted">
          <time dateTime={event.at}>{dayLabel(event.at)}</time>
          {event.editedAt ? <span className="text-xs text-ink-subtle">(corrected)</span> : null}
          <Button
            size="sm"
            variant="link"
            onClick={() => setEditing(true)}
            aria-label={`Change the date of: ${eventText(event)}`}
          >
            Change date
          </Button>
        </span>
      )}
    </li>
  );
}

/** Every status change with its date; a date can be corrected for history brought in from elsewhere. */
export function ApplicationTimeline({ wid, app }: { wid: string; app: Application }) {
  const events = useApplicationEvents(wid, app.id, app.updatedAt);
  return (
    <section aria-labelledby="timeline-heading" className="space-y-2">
      <h3 id="timeline-heading" className="text-sm font-semibold text-ink">
        Timeline
      </h3>
      {events.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : events.isError ? (
        <p className="text-sm text-danger">
          Could not load the timeline.{' '}
          <button type="button" className="underline" onClick={() => void events.refetch()}>
            Try again
          </button>
        </p>
      ) : (
        <ol className="space-y-1">
          {events.data.events.map((e) => (
            <EventRow key={e.id} wid={wid} appId={app.id} event={e} />
          ))}
        </ol>
      )}
    </section>
  );
}
