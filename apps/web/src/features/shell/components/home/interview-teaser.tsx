import type { PlanPackage } from '@cp/contracts';
import { Mic } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../../components/ui/dialog.tsx';
import { storageKeys } from '../../../../lib/storage-keys.ts';

function readSeen(): boolean {
  try {
    return localStorage.getItem(storageKeys.liveTeaserSeen) === '1';
  } catch {
    return false;
  }
}

/**
 * The home's interview section (docs/product/3-agent-tracker-assistant.md section 2): the Live Interview (step 8) of
 * the current workspace, with the Offline Interview (step 6) beside it. It says which interviewer runs: the built-in
 * one is not a live AI. On the free plan (step 8 is Pro) a preview shows what a session looks like: a blurred
 * sample question and sample feedback (labelled as samples, nothing about the user) and the upgrade
 * path. 'New' until the preview was seen once.
 */
export function InterviewTeaser({
  plan,
  practiceHref,
  liveHref,
  upgradeHref,
}: {
  plan: PlanPackage;
  /** The Offline Interview of the current workspace, if any. */
  practiceHref?: string;
  /** The Live Interview of the current workspace, if any. */
  liveHref?: string;
  /** The upgrade dialog, for the free plan. */
  upgradeHref: string;
}) {
  const [open, setOpen] = useState(false);
  const [seen, setSeen] = useState(readSeen);
  const locked = plan === 'free';
  const openPreview = () => {
    setOpen(true);
    setSeen(true);
    try {
      localStorage.setItem(storageKeys.liveTeaserSeen, '1');
    } catch {
      // Not remembered: 'New' shows again next visit.
    }
  };
  return (
    <section
      id="home-interview"
      aria-labelledby="home-interview-title"
      className="rounded-[var(--radius-card)] border border-line bg-surface p-5"
    >
      <div className="flex flex-wrap items-start gap-4">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
          <Mic className="size-5" aria-hidden />
        </span>
        <div className="min-w-56 flex-1">
          <h2 id="home-interview-title" className="text-lg font-semibold text-ink">
            Live AI Interview{' '}
            {locked && !seen ? (
              <span className="ml-1 rounded-full bg-brand-50 px-2 py-0.5 align-middle text-xs font-semibold text-brand-700">
                New
              </span>
            ) : null}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            A timed mock interview on this job, 5, 10 or 15 minutes at 1 credit a minute: the interviewer asks about
            what the posting wants and your resume does not show, follows up on thin answers, and grades the whole
            session. Answer aloud where your browser recognises speech, or type.
            {locked ? ' Live Interview is part of Pro.' : ''} To work on one answer at a time, use the Offline
            Interview.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {!locked && liveHref ? (
            <Button asChild>
              <Link to={liveHref}>Start a live interview</Link>
            </Button>
          ) : null}
          {locked ? <Button onClick={openPreview}>Preview the Live Interview</Button> : null}
          {practiceHref ? (
            <Button variant="secondary" asChild>
              <Link to={practiceHref}>Practise in the Offline Interview</Link>
            </Button>
          ) : null}
        </div>
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title="Live AI Interview"
          description="What a session looks like. The question and the feedback below are samples, not about you."
          className="max-w-xl"
        >
          <div className="relative overflow-hidden rounded-[var(--radius-control)] border border-line">
            <div aria-hidden className="space-y-3 p-4 text-sm blur-[3px] select-none">
              <p className="font-semibold text-ink">Sample question</p>
              <p className="text-ink">
                Tell me about a time you had to change a plan late in a project. What did you do first?
              </p>
              <p className="font-semibold text-ink">Sample feedback</p>
              <p className="text-ink-muted">
                Clear situation and result. Say what you did yourself rather than what the team did, and name the
                outcome you measured.
              </p>
            </div>
            <p className="absolute inset-x-0 bottom-0 bg-surface/90 px-4 py-2 text-center text-sm font-medium text-ink">
              Live Interview is part of Pro.
            </p>
          </div>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Close
            </Button>
            {practiceHref ? (
              <Button variant="secondary" asChild>
                <Link to={practiceHref} onClick={() => setOpen(false)}>
                  Practise in the Offline Interview
                </Link>
              </Button>
            ) : null}
            <Button asChild>
              <Link to={upgradeHref} onClick={() => setOpen(false)}>
                Upgrade to Pro
              </Link>
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}
