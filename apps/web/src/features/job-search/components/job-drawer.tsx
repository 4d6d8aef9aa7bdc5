import type { Job } from '@cp/contracts';
import { ExternalLink, X } from 'lucide-react';
import type { ReactNode } from 'react';
import * as DialogPrimitive from 'radix-ui/dialog';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { DemoTag, FreshTag } from './job-card.tsx';
import { FitBadge } from './fit-badge.tsx';
import { MODE_LABELS, TYPE_LABELS, ago, statedPay } from '../utils/job-format.ts';

const safeUrl = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

/**
 * The job details side drawer (docs/product/3-agent-tracker-assistant.md section 2): everything the index holds about
 * the job, the application kit (a slot the route fills), and how to apply.
 */
export function JobDrawer({
  job,
  now,
  onClose,
  renderKit,
}: {
  job: Job | null;
  now: Date;
  onClose: () => void;
  renderKit?: (job: Job) => ReactNode;
}) {
  const pay = job ? statedPay(job) : null;
  const apply = job ? safeUrl(job.apply_url) : null;
  return (
    <DialogPrimitive.Root
      open={job !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-xl flex-col bg-surface shadow-[var(--shadow-pop)] outline-none"
        >
          {job ? (
            <>
              <header className="flex items-start justify-between gap-3 border-b border-line p-5">
                <div className="min-w-0 space-y-1">
                  <div className="flex flex-wrap gap-2">
                    <FreshTag tag={job.tag} />
                    {job.is_demo ? <DemoTag /> : null}
                  </div>
                  <DialogPrimitive.Title className="text-lg font-semibold text-ink">{job.title}</DialogPrimitive.Title>
                  <p className="text-sm text-ink-muted">
                    {job.company} · {job.location}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <FitBadge score={job.fit_score} />
                  <DialogPrimitive.Close
                    aria-label="Close job details"
                    className="grid size-9 place-items-center rounded-full hover:bg-surface-sunken"
                  >
                    <X className="size-5" aria-hidden />
                  </DialogPrimitive.Close>
                </div>
              </header>
              <div
                tabIndex={0}
                aria-label="Job details"
                className="flex-1 space-y-5 overflow-y-auto p-5 focus-visible:outline-2"
              >
                {renderKit ? renderKit(job) : null}
                <dl className="grid grid-cols-2 gap-3 text-sm">
                  <div>
                    <dt className="text-ink-subtle">Work mode</dt>
                    <dd className="text-ink">{MODE_LABELS[job.work_mode]}</dd>
                  </div>
                  <div>
                    <dt className="text-ink-subtle">Type</dt>
                    <dd className="text-ink">{TYPE_LABELS[job.employment_type]}</dd>
                  </div>
                  <div>
                    <dt className="text-ink-subtle">Pay</dt>
                    <dd className="text-ink">{pay ?? 'Not stated by the employer'}</dd>
                  </div>
                  <div>
                    <dt className="text-ink-subtle">Posted</dt>
                    <dd className="text-ink">{ago(job.posted, now)}</dd>
                  </div>
                </dl>
                {job.reasons.length > 0 ? (
                  <section>
                    <h3 className="text-sm font-semibold text-ink">Why this fit score</h3>
                    <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-muted">
                      {job.reasons.map((r) => (
                        <li key={r}>{r}</li>
                      ))}
                    </ul>
                  </section>
                ) : null}
                {job.skills.length > 0 ? (
                  <section>
                    <h3 className="text-sm font-semibold text-ink">Skills listed</h3>
                    <ul className="mt-2 flex flex-wrap gap-1.5">
                      {job.skills.map((s) => (
                        <li key={s} className="rounded-full bg-surface-sunken px-2 py-0.5 text-xs text-ink">
                          {s}
                        </li>
                      ))}
                    </ul>
                  </section>
                ) : null}
                <section>
                  <h3 className="text-sm font-semibold text-ink">Description</h3>
                  <p className="mt-2 whitespace-pre-line text-sm leading-relaxed text-ink">{job.description}</p>
                </section>
              </div>
              <footer className="border-t border-line p-5">
                {apply ? (
                  <a href={apply} target="_blank" rel="noopener noreferrer" className={buttonVariants()}>
                    Open the employer's posting <ExternalLink aria-hidden />
                  </a>
                ) : (
                  <p className="text-sm text-ink-muted">
                    {job.is_demo
                      ? 'A demo listing has no employer to apply to.'
                      : job.contact_email
                        ? `This employer takes applications by e-mail (${job.contact_email}): apply with your kit above.`
                        : 'This posting gives no apply link.'}
                  </p>
                )}
                {job.source === 'remotive' ? <p className="mt-2 text-xs text-ink-subtle">Listed on Remotive.</p> : null}
              </footer>
            </>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
