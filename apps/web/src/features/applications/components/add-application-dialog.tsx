import {
  APPLICATION_STATUSES,
  applicationStatusLabels,
  CreateApplicationBodySchema,
  type Application,
  type ApplicationStatus,
} from '@cp/contracts';
import { Link2, TriangleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogContent } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, NativeSelect, Textarea } from '../../../components/ui/input.tsx';
import { serverDetail } from '../../../lib/api-client.ts';
import { useCreateApplication } from '../api/create-application.ts';
import { useImportApplicationLink } from '../api/import-application-link.ts';
import { cardDate } from '../utils/application-format.ts';
import { sameCompany } from '../utils/same-company.ts';

const empty = {
  jobUrl: '',
  jobTitle: '',
  company: '',
  location: '',
  status: 'applied' as ApplicationStatus,
  appliedOn: '',
  notes: '',
};

/** Add an application by hand, or from a posting's link (its title and company read by the server). */
export function AddApplicationDialog({
  wid,
  apps,
  onDone,
}: {
  wid: string;
  apps: readonly Application[];
  onDone: (app: Application) => void;
}) {
  const [form, setForm] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateApplication(wid);
  const importLink = useImportApplicationLink(wid);
  const set = (key: keyof typeof empty) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const already = sameCompany(apps, form.company);

  const fetchLink = async () => {
    setError(null);
    try {
      const found = await importLink.mutateAsync(form.jobUrl.trim());
      setForm((f) => ({
        ...f,
        jobUrl: found.jobUrl,
        jobTitle: found.jobTitle ?? f.jobTitle,
        company: found.company ?? f.company,
      }));
    } catch (e) {
      setError(serverDetail(e, 'Could not read this link. Fill in the details by hand.'));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const body = CreateApplicationBodySchema.safeParse({
      jobTitle: form.jobTitle,
      company: form.company,
      location: form.location,
      status: form.status,
      notes: form.notes,
      jobUrl: form.jobUrl.trim() || undefined,
      appliedAt: form.appliedOn ? new Date(`${form.appliedOn}T12:00:00`).toISOString() : undefined,
    });
    if (!body.success) {
      setError(body.error.issues[0]?.message ?? 'Check the fields and try again.');
      return;
    }
    try {
      onDone(await create.mutateAsync(body.data));
      setForm(empty);
    } catch (e) {
      setError(serverDetail(e, 'Could not add the application. Please try again.'));
    }
  };

  return (
    <DialogContent
      title="Add an application"
      description="Fill in what you know; blank fields get a placeholder you can change later."
    >
      <form onSubmit={(e) => void submit(e)} className="space-y-3" noValidate>
        <Field id="app-url" label="Job link (optional)" hint="Paste the posting's link and read its title and company.">
          <div className="flex gap-2">
            <Input
              id="app-url"
              type="url"
              inputMode="url"
              placeholder="https://"
              value={form.jobUrl}
              onChange={set('jobUrl')}
              className="min-w-0 flex-1"
            />
            <Button
              type="button"
              variant="secondary"
              onClick={() => void fetchLink()}
              disabled={!form.jobUrl.trim() || importLink.isPending}
            >
              <Link2 aria-hidden />
              {importLink.isPending ? 'Reading…' : 'Read link'}
            </Button>
          </div>
        </Field>
        <Field id="app-title" label="Job title">
          <Input id="app-title" value={form.jobTitle} onChange={set('jobTitle')} maxLength={300} />
        </Field>
        <Field id="app-company" label="Company">
          <Input id="app-company" value={form.company} onChange={set('company')} maxLength={200} />
        </Field>
        {already.length > 0 ? (
          <div
            role="status"
            className="flex items-start gap-2 rounded-[var(--radius-control)] border border-warning/40 bg-warning-soft px-3 py-2 text-sm text-warning"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            <p>
              You already track {already.length === 1 ? 'an application' : `${already.length} applications`} at{' '}
              {already[0]!.company}:{' '}
              {already
                .slice(0, 3)
                .map((a) => `${a.jobTitle} (${applicationStatusLabels[a.status]}, ${cardDate(a)})`)
                .join('; ')}
              . Check before applying again.
            </p>
          </div>
        ) : null}
        <Field id="app-location" label="Location">
          <Input id="app-location" value={form.location} onChange={set('location')} maxLength={200} />
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id="app-status" label="Status">
            <NativeSelect id="app-status" value={form.status} onChange={set('status')}>
              {APPLICATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {applicationStatusLabels[s]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="app-date" label="Applied on (optional)" hint="For applications sent before today.">
            <Input
              id="app-date"
              type="date"
              value={form.appliedOn}
              onChange={set('appliedOn')}
              max={new Date().toISOString().slice(0, 10)}
            />
          </Field>
        </div>
        <Field id="app-notes" label="Notes (optional)">
          <Textarea id="app-notes" rows={3} value={form.notes} onChange={set('notes')} maxLength={10_000} />
        </Field>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="flex justify-end gap-2 pt-2">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Adding…' : already.length > 0 ? 'Add anyway' : 'Add application'}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
