import type { ChangeOutcome, ImprovementResult } from '@cp/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { serverDetail } from '../../../lib/api-client.ts';
import { announceDocumentUpdated } from '../../../lib/document-events.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useApplyImprovements } from '../api/apply-improvements.ts';
import { resumeVersionsQueryOptions, useResumeVersions } from '../api/get-resume-versions.ts';
import { useUndoImprovement } from '../api/undo-improvement.ts';

/** How long the 'Applied' toast (with its Undo) stays: long enough to read and reach the button. */
export const APPLIED_TOAST_MS = 10_000;

/**
 * Resume Improvement's review: the changes the user accepts (none until they choose), Apply (the
 * accepted ones, by index, into the resume as a new version) and Undo. The resume changing is announced
 * like an upload, and `onResumeChanged` refreshes the workspace (its text, its cleared results).
 */
export function useImprovementApply(input: {
  wid: string;
  runId: string;
  result: ImprovementResult;
  onResumeChanged: () => Promise<unknown>;
}) {
  const { wid, runId, result, onResumeChanged } = input;
  const userId = useSession()?.userId ?? '';
  const queryClient = useQueryClient();
  const versions = useResumeVersions(wid, { enabled: true });
  const [accepted, setAccepted] = useState<ReadonlySet<number>>(new Set());
  const [lastOutcomes, setLastOutcomes] = useState<ReadonlyMap<number, ChangeOutcome['status']>>(new Map());

  const current = versions.data?.current ?? null;
  const holdsThisRun = current !== null && current.run_id === runId;
  const applied: ReadonlySet<number> = new Set(holdsThisRun ? current.applied_changes : []);
  const undoableVersionId = versions.data?.can_undo && holdsThisRun ? current.id : null;

  const afterChange = async () => {
    announceDocumentUpdated('cv', wid);
    await Promise.all([
      onResumeChanged(),
      queryClient.invalidateQueries({ queryKey: resumeVersionsQueryOptions(userId, wid).queryKey }),
    ]);
  };
  const showError = (error: unknown) =>
    toast.error(serverDetail(error, 'Could not change your resume. Please try again.'));

  const undo = useUndoImprovement({
    onSuccess: async (answer) => {
      setLastOutcomes(new Map());
      await afterChange();
      toast.success(answer.message);
    },
    onError: showError,
  });
  const apply = useApplyImprovements({
    onSuccess: async (answer) => {
      setLastOutcomes(new Map(answer.outcomes.map((o) => [o.index, o.status])));
      setAccepted(new Set());
      if (!answer.version) {
        toast.error(answer.message);
        return;
      }
      const versionId = answer.version.id;
      await afterChange();
      const notApplied = answer.outcomes.length - answer.outcomes.filter((o) => o.status === 'applied').length;
      toast.success(
        notApplied > 0
          ? `${answer.message} ${notApplied} could not be applied: see the notes in the table.`
          : answer.message,
        {
          duration: APPLIED_TOAST_MS,
          action: { label: 'Undo', onClick: () => undo.mutate({ wid, versionId }) },
        },
      );
    },
    onError: showError,
  });

  const open = result.changes.map((_, i) => i).filter((i) => !applied.has(i));
  return {
    accepted,
    applied,
    lastOutcomes,
    open,
    isBusy: apply.isPending || undo.isPending,
    appliedCount: applied.size,
    appliedAt: holdsThisRun ? current.created_at : null,
    undoableVersionId,
    toggle: (index: number, isAccepted: boolean) =>
      setAccepted((prev) => {
        const next = new Set(prev);
        if (isAccepted) next.add(index);
        else next.delete(index);
        return next;
      }),
    acceptAll: () => setAccepted(new Set(open)),
    clear: () => setAccepted(new Set()),
    apply: () => apply.mutate({ wid, runId, changes: [...accepted].sort((a, b) => a - b) }),
    undo: () => undoableVersionId && undo.mutate({ wid, versionId: undoableVersionId }),
  };
}
export type ImprovementApply = ReturnType<typeof useImprovementApply>;
