import type { Job } from '@cp/contracts';
import { SearchX } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/state-panel.tsx';
import { useJobSearch } from '../hooks/use-job-search.ts';
import { AdvancedFiltersPopover } from './advanced-filters.tsx';
import { CoverageLine } from './coverage-line.tsx';
import { JobCard } from './job-card.tsx';
import { JobDrawer } from './job-drawer.tsx';
import { LockedResults } from './locked-results.tsx';
import { QueryBox } from './query-box.tsx';
import type { ResumeForFit } from '../hooks/use-resume-for-fit.ts';
import { IdleHint } from './idle-hint.tsx';
import { ResumeChip } from './resume-chip.tsx';
import { SearchPhasePanel } from './search-phase.tsx';
import { SnapshotBar } from './snapshot-bar.tsx';

import { MESSAGE_MS } from '../utils/messages.ts';

export { MESSAGE_MS };

export type AgentScreenProps = {
  wid: string;
  /** The resume used for fit scores and its profile (use-resume-for-fit). */
  resume: ResumeForFit;
  initialQuery: string;
  onQuery: (query: string) => void;
  upgradeHref: string;
  /** Arrived from the home page's agent box: run `initialQuery` at once, then `onAutoRun` (the route forgets the request). */
  autoRun?: boolean;
  onAutoRun?: () => void;
  /** The application kit for the open job (the kits feature, composed by the route). */
  renderKit?: (job: Job) => ReactNode;
};

/** The Job Search Agent (step 10): query, filters, phases, snapshot, results, drawer. */
export function AgentScreen(props: AgentScreenProps) {
  const { resume } = props;
  const { state, run, loadMore, dismissError } = useJobSearch(props.wid, resume.usesResume);
  const [open, setOpen] = useState<Job | null>(null);
  const now = new Date();
  const busy = ['normalizing', 'searching', 'relaxing', 'fallback'].includes(state.phase);

  useEffect(() => {
    if (!state.error) return;
    toast.error(state.error, {
      duration: MESSAGE_MS,
      onDismiss: dismissError,
      onAutoClose: dismissError,
      closeButton: true,
    });
  }, [state.error, dismissError]);

  const { autoRun, initialQuery, onAutoRun } = props;
  useEffect(() => {
    if (!autoRun || !initialQuery.trim()) return;
    void run(initialQuery.trim());
    onAutoRun?.();
    // Only on arrival: a later change of the query is the user's own submit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoRun]);

  const submit = (query: string) => {
    props.onQuery(query);
    void run(query);
  };
  // A search started outside the box (the resume's suggestion) shows its query in the box.
  const [boxSeed, setBoxSeed] = useState(0);
  const submitSuggested = (query: string) => {
    submit(query);
    setBoxSeed((n) => n + 1);
  };
  const result = state.result;
  const questions = state.normalized?.clarifying_questions ?? [];

  return (
    <div className="space-y-5">
      {/* The step's name is the page's h1 (the top bar); this line says what the step does. */}
      <p className="text-sm text-ink-muted">
        Describe the job you want in your own words: role, place or remote, type, how recent. Search is free.
      </p>
      <QueryBox
        key={`${autoRun ? 'arrived' : 'here'}-${boxSeed}`}
        initial={autoRun ? props.initialQuery : state.query || props.initialQuery}
        busy={busy}
        onSubmit={submit}
      />
      <div className="flex flex-wrap items-center gap-2">
        <ResumeChip resume={resume} />
        <AdvancedFiltersPopover
          value={state.filters}
          query={state.query}
          disabled={busy || !state.normalized?.role}
          onApply={(filters) => {
            if (state.normalized) void run(state.query, { normalized: state.normalized, filters });
          }}
        />
      </div>

      {questions.length > 0 ? (
        <div
          role="note"
          className="rounded-[var(--radius-card)] border border-warning/40 bg-warning-soft px-4 py-3 text-sm text-ink"
        >
          {questions.map((q) => (
            <p key={q}>{q}</p>
          ))}
        </div>
      ) : null}

      {busy ? <SearchPhasePanel phase={state.phase} relaxed={result?.relaxed ?? []} /> : null}

      {state.phase === 'done' && result ? (
        <>
          {result.relaxed.length > 0 ? (
            <div
              role="note"
              className="rounded-[var(--radius-card)] border border-line bg-surface-sunken px-4 py-3 text-sm text-ink"
            >
              <p className="font-medium">Nothing matched every filter, so we loosened the search:</p>
              <ul className="mt-1 list-disc pl-5 text-ink-muted">
                {result.relaxed.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <SnapshotBar snapshot={result.snapshot} />
          <CoverageLine coverage={result.coverage} now={now} />
          <section aria-labelledby="results-heading" className="space-y-3">
            <h2 id="results-heading" className="text-lg font-semibold text-ink">
              Search Results{' '}
              <span className="font-normal text-ink-muted">
                · {result.snapshot.totalFound.toLocaleString('en-US')}{' '}
                {result.snapshot.totalFound === 1 ? 'match' : 'matches found'}
              </span>
            </h2>
            {!result.fit_available && state.jobs.length > 0 ? (
              <p className="text-sm text-ink-muted">Add a resume to see a fit score on each job.</p>
            ) : null}
            {state.jobs.length === 0 ? (
              <EmptyState icon={SearchX} title="No jobs found" headingLevel={3}>
                <ul className="list-disc pl-5 text-left">
                  <li>Use a broader title (for example 'nurse' rather than 'night-shift ICU nurse').</li>
                  <li>Expand the location, or try remote.</li>
                  <li>Remove requirements such as the date, type or years.</li>
                </ul>
              </EmptyState>
            ) : (
              <ol className="space-y-3">
                {state.jobs.map((job) => (
                  <li key={job.id}>
                    <JobCard job={job} now={now} onOpen={setOpen} />
                  </li>
                ))}
              </ol>
            )}
            {result.locked ? (
              <LockedResults
                previewCount={result.preview_count}
                total={result.snapshot.totalFound}
                upgradeHref={props.upgradeHref}
              />
            ) : null}
            {result.has_more ? (
              <div className="flex justify-center">
                <Button variant="secondary" onClick={() => void loadMore()} disabled={state.loadingMore}>
                  {state.loadingMore ? 'Loading…' : 'Load More'}
                </Button>
              </div>
            ) : null}
          </section>
        </>
      ) : null}

      {resume.profileError ? <p className="text-sm text-ink-muted">{resume.profileError}</p> : null}
      {state.phase === 'idle' ? <IdleHint profile={resume.profile} onSearch={submitSuggested} /> : null}
      <JobDrawer job={open} now={now} onClose={() => setOpen(null)} renderKit={props.renderKit} />
    </div>
  );
}
