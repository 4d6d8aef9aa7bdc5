import { TAILORING_FAILED, type BuilderState, type TailorBody, type TailorRunResponse } from '@cp/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Sparkles, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, serverDetail } from '../../../lib/api-client.ts';
import { applyTailoringChanges, getLatestTailoring, requestTailoring, undoTailoring } from '../api/tailor-api.ts';
import { postingOf, type ChosenPostState } from '../hooks/use-chosen-post.ts';
import { useSavedPosts } from '../hooks/use-saved-posts.ts';
import { JobPostPicker } from './job-post-picker.tsx';
import { TailorAppliedBanner } from './tailor-applied-banner.tsx';
import { TailorProposals } from './tailor-proposals.tsx';

type Busy = 'tailor' | 'generic' | 'apply' | 'undo' | null;

/**
 * Step 3, Tailor: a job post (this workspace's job, a saved post, an upload or a paste), then 'Tailor
 * with AI' or 'Generic Optimize'. Proposals come back with the resume lines they rest on and are
 * accepted or rejected one by one; Apply writes the accepted ones, and Undo restores the resume as it was.
 */
export function TailorPanel({
  wid,
  userId,
  chosen,
  beforeRun,
  onDocument,
  onPaidError,
}: {
  wid: string;
  userId: string;
  chosen: ChosenPostState;
  beforeRun: () => Promise<boolean>;
  onDocument: (state: BuilderState) => void;
  onPaidError: (error: unknown) => boolean;
}) {
  const queryClient = useQueryClient();
  const key = ['builder-tailoring', userId, wid];
  const latest = useQuery({ queryKey: key, queryFn: ({ signal }) => getLatestTailoring(wid, signal) });
  const saved = useSavedPosts(userId);
  const { source, text } = chosen.post;
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const run = latest.data?.run ?? null;
  const undoSteps = latest.data?.undo ?? { count: 0, next: null };
  const setRun = (next: TailorRunResponse) => queryClient.setQueryData(key, next);

  async function tailor(mode: TailorBody['mode']) {
    if (mode === 'tailor' && source !== 'workspace' && !text.trim())
      return setError('Tailor with AI requires non-empty job text. Paste the job post, upload it or pick a saved one.');
    setBusy(mode === 'tailor' ? 'tailor' : 'generic');
    setError(null);
    try {
      if (!(await beforeRun())) {
        setError(
          'Your latest edits are not saved, so tailoring would read an older resume. Fix what the line above says, then tailor again.',
        );
        return;
      }
      const body: TailorBody = mode === 'generic' ? { mode, source: 'none' } : { mode, ...postingOf(chosen.post) };
      const result = await requestTailoring(wid, body);
      if (mode === 'tailor' && source !== 'workspace') saved.save(text);
      setRun(result);
    } catch (e) {
      if (!onPaidError(e))
        setError(e instanceof ApiError && e.status >= 500 ? TAILORING_FAILED : serverDetail(e, TAILORING_FAILED));
    } finally {
      setBusy(null);
    }
  }

  async function apply(accepted: string[]) {
    if (!run) return;
    setBusy('apply');
    try {
      const result = await applyTailoringChanges(wid, run.id, accepted);
      setRun(result);
      onDocument(result.state);
      void queryClient.invalidateQueries({ queryKey: ['builder-versions', wid] });
      const applied = Object.values(result.run.outcomes ?? {}).filter((o) => o === 'applied').length;
      if (applied === 0) toast.error('Nothing was applied: the lines changed since the proposals. Tailor again.');
    } catch (e) {
      toast.error(serverDetail(e, 'The changes were not applied. Please try again.'));
    } finally {
      setBusy(null);
    }
  }

  async function undo() {
    if (!undoSteps.next) return;
    setBusy('undo');
    try {
      const result = await undoTailoring(wid, undoSteps.next.id);
      setRun(result);
      onDocument(result.state);
      void queryClient.invalidateQueries({ queryKey: ['builder-versions', wid] });
      toast.success(
        `Undone: ${undoSteps.next.label.replace(/^your resume/, 'your resume is back as it was')}.${result.undo.count > 0 ? ` Undo again to walk back ${result.undo.count} more.` : ''}`,
      );
    } catch (e) {
      toast.error(serverDetail(e, 'Undo did not finish. Please try again.'));
      void latest.refetch();
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="tailor-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="tailor-heading" className="text-lg font-semibold text-ink">
          Tailor
        </h2>
        <p className="text-sm text-ink-muted">
          Choose the job post, then tailor your resume to it, or optimize it without one. Free: only exports cost
          credits.
        </p>
      </div>
      <TailorAppliedBanner run={run} undo={undoSteps} undoing={busy === 'undo'} onUndo={() => void undo()} />
      <JobPostPicker
        source={source}
        onSource={(s) => chosen.change({ source: s })}
        text={text}
        onText={(t) => chosen.change({ text: t })}
        saved={saved}
        disabled={busy !== null}
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void tailor('tailor')} disabled={busy !== null}>
          {busy === 'tailor' ? <Spinner label="Tailoring" /> : <Sparkles />} Tailor with AI
        </Button>
        <Button variant="secondary" onClick={() => void tailor('generic')} disabled={busy !== null}>
          {busy === 'generic' ? <Spinner label="Optimizing" /> : <Wand2 />} Generic Optimize
        </Button>
      </div>
      {busy === 'tailor' || busy === 'generic' ? (
        <p role="status" className="text-sm text-ink-muted">
          Reading your resume{busy === 'tailor' ? ' and the job post' : ''}…
        </p>
      ) : null}
      {latest.isPending ? <Skeleton className="h-24 w-full" /> : null}
      {run ? (
        <TailorProposals key={run.id} run={run} applying={busy === 'apply'} onApply={(ids) => void apply(ids)} />
      ) : null}
    </section>
  );
}
