import type { Job } from '@cp/contracts';
import { Building2, MapPin } from 'lucide-react';
import { FitBadge } from './fit-badge.tsx';
import { MODE_LABELS, TYPE_LABELS, ago, snippet, statedPay } from '../utils/job-format.ts';

export function FreshTag({ tag }: { tag: Job['tag'] }) {
  if (!tag) return null;
  return <span className="rounded bg-brand-700 px-1.5 py-0.5 text-xs font-semibold text-white">{tag}</span>;
}

export function DemoTag() {
  return (
    <span className="rounded border border-warning/40 bg-warning-soft px-1.5 py-0.5 text-xs font-medium text-warning">
      Demo listing
    </span>
  );
}

/** One result: what a job seeker scans first (title, employer, place, pay, age, fit), and opens for more. */
export function JobCard({ job, now, onOpen }: { job: Job; now: Date; onOpen: (job: Job) => void }) {
  const pay = statedPay(job);
  return (
    <article className="rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] transition-colors hover:border-brand-200">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <FreshTag tag={job.tag} />
            {job.is_demo ? <DemoTag /> : null}
          </div>
          <h3 className="text-base font-semibold text-ink">
            <button
              type="button"
              onClick={() => onOpen(job)}
              className="text-left hover:text-brand-700 hover:underline"
            >
              {job.title}
            </button>
          </h3>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
            <span className="inline-flex items-center gap-1">
              <Building2 className="size-3.5" aria-hidden />
              {job.company}
            </span>
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-3.5" aria-hidden />
              {job.location}
              {job.distance_km !== null ? ` · ${job.distance_km} km` : ''}
            </span>
          </p>
        </div>
        <FitBadge score={job.fit_score} />
      </div>
      <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink">
        <span>{MODE_LABELS[job.work_mode]}</span>
        <span>{TYPE_LABELS[job.employment_type]}</span>
        {pay ? <span className="font-medium">{pay}</span> : <span className="text-ink-subtle">Pay not stated</span>}
        <span className="text-ink-subtle">Posted {ago(job.posted, now)}</span>
      </p>
      {job.reason ? <p className="mt-2 text-sm text-ink-muted">{job.reason}</p> : null}
      <p className="mt-2 text-sm text-ink-subtle">{snippet(job.description)}</p>
    </article>
  );
}
