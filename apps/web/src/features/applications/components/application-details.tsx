import { CLOSE_REASONS, closeReasonLabels, type Application, type CloseReason } from '@cp/contracts';
import { format } from 'date-fns';
import { ExternalLink } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { DialogContent } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, NativeSelect, Textarea } from '../../../components/ui/input.tsx';
import { serverDetail } from '../../../lib/api-client.ts';
import { useUpdateApplication } from '../api/update-application.ts';
import { browserTimeZone } from '../utils/application-format.ts';
import { ApplicationTimeline } from './application-timeline.tsx';
import { StatusBadge } from './status-badge.tsx';

const localDateTime = (iso: string | null) => (iso ? format(new Date(iso), "yyyy-MM-dd'T'HH:mm") : '');

/** One application: notes, the next step with its date and reminder, the close reason, and the timeline. */
export function ApplicationDetails({ wid, app }: { wid: string; app: Application }) {
  const [notes, setNotes] = useState(app.notes);
  const [nextStep, setNextStep] = useState(app.nextStep);
  const [nextAt, setNextAt] = useState(localDateTime(app.nextStepAt));
  const [remind, setRemind] = useState(app.remindByEmail);
  const [closeReason, setCloseReason] = useState<CloseReason | ''>(app.closeReason ?? '');
  const update = useUpdateApplication(wid);
  const zone = browserTimeZone();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await update.mutateAsync({
        id: app.id,
        body: {
          notes,
          nextStep,
          nextStepAt: nextAt ? new Date(nextAt).toISOString() : null,
          remindByEmail: remind && Boolean(nextAt),
          closeReason: closeReason || null,
          // the reminder e-mail states its time in this zone (docs/decisions/033)
          ...(nextAt && zone ? { timeZone: zone } : {}),
        },
      });
      toast.success('Saved.');
    } catch (e) {
      toast.error(serverDetail(e, 'Could not save the changes. Please try again.'));
    }
  };

  return (
    <DialogContent title={app.jobTitle} description={`${app.company} · ${app.location}`} className="max-w-2xl">
      <div className="space-y-5">
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge status={app.status} />
          {app.closeReason ? (
            <span className="text-sm text-ink-muted">{closeReasonLabels[app.closeReason]}</span>
          ) : null}
          {app.fitScore !== null ? <span className="text-sm text-ink-muted">Fit {app.fitScore}/100</span> : null}
          {app.jobUrl ? (
            <a
              href={app.jobUrl}
              target="_blank"
              rel="noreferrer noopener"
              className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
            >
              Open the posting
              <ExternalLink className="size-3.5" aria-hidden />
            </a>
          ) : null}
        </div>
        <form onSubmit={(e) => void save(e)} className="space-y-3">
          <div className="grid gap-3 sm:grid-cols-2">
            <Field id="next-step" label="Next step">
              <Input
                id="next-step"
                placeholder="Follow up with the recruiter"
                value={nextStep}
                onChange={(e) => setNextStep(e.target.value)}
                maxLength={300}
              />
            </Field>
            <Field id="next-at" label="When">
              <Input id="next-at" type="datetime-local" value={nextAt} onChange={(e) => setNextAt(e.target.value)} />
            </Field>
          </div>
          <label className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={remind}
              disabled={!nextAt}
              onChange={(e) => setRemind(e.target.checked)}
            />
            E-mail me a reminder at that time
          </label>
          {zone ? (
            <p className="-mt-2 pl-6 text-xs text-ink-subtle">The e-mail gives the time in your time zone, {zone}.</p>
          ) : null}
          <Field
            id="close-reason"
            label="Close reason"
            hint="Why it ended, when it did: 'No response' tells being ghosted apart from a rejection."
          >
            <NativeSelect
              id="close-reason"
              value={closeReason}
              onChange={(e) => setCloseReason(e.target.value as CloseReason | '')}
            >
              <option value="">Still open</option>
              {CLOSE_REASONS.map((r) => (
                <option key={r} value={r}>
                  {closeReasonLabels[r]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="notes" label="Notes">
            <Textarea id="notes" rows={4} value={notes} onChange={(e) => setNotes(e.target.value)} maxLength={10_000} />
          </Field>
          <div className="flex justify-end">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving…' : 'Save changes'}
            </Button>
          </div>
        </form>
        <ApplicationTimeline wid={wid} app={app} />
      </div>
    </DialogContent>
  );
}
