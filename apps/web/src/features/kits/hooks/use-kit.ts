import { kitCreditsText, kitErrorTexts, type BuilderTemplate, type Job, type Kit, type KitFlag } from '@cp/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, serverDetail } from '../../../lib/api-client.ts';
import { announceCreditsChanged } from '../../../lib/credits-events.ts';
import { applyJob, finalizeKit, getKit, kitQueryKey, markApplied, previewKit } from '../api/kits-api.ts';

export type KitEdits = { cover_letter: string; resume_content: string; template: BuilderTemplate };

/** What a failed call says: the server's detail, the credit line for a 402, else the spec's default. */
function failure(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code === 'INSUFFICIENT_CREDITS' && typeof error.body.have === 'number') {
    return kitCreditsText(error.body.have, typeof error.body.needed === 'number' ? error.body.needed : 10);
  }
  return serverDetail(error, fallback);
}

/** The kit of one job in one workspace: load, generate (10 credits), finalize, apply, mark as applied. */
export function useKit(wid: string, job: Job) {
  const client = useQueryClient();
  const key = kitQueryKey(wid, job.id);
  const [error, setError] = useState<string | null>(null);
  const [pendingFlags, setPendingFlags] = useState<KitFlag[] | null>(null);
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => getKit(wid, job.id, signal), retry: false });
  const put = (kit: Kit) => client.setQueryData(key, { kit });

  const generate = useMutation({
    mutationFn: () => previewKit(wid, job),
    onSuccess: (kit) => {
      put(kit);
      setError(null);
    },
    onError: (e) => setError(failure(e, kitErrorTexts.preview)),
    onSettled: () => announceCreditsChanged(),
  });

  const finalize = useMutation({
    mutationFn: ({ kit, edits, keepFlagged }: { kit: Kit; edits: KitEdits; keepFlagged?: boolean }) =>
      finalizeKit({
        wid,
        preview_id: kit.preview_id,
        job_id: kit.job_id,
        job_title: kit.job.title,
        company: kit.job.company,
        ...edits,
        keep_flagged: keepFlagged,
      }),
    onSuccess: (kit) => {
      put(kit);
      setPendingFlags(null);
      setError(null);
    },
    onError: (e) => {
      const flags = e instanceof ApiError && Array.isArray(e.body.flags) ? (e.body.flags as KitFlag[]) : null;
      if (flags) setPendingFlags(flags);
      else setError(failure(e, kitErrorTexts.finalize));
    },
  });

  const apply = useMutation({
    mutationFn: ({ kit, destination }: { kit: Kit; destination: string }) =>
      applyJob({
        wid,
        job_id: kit.job_id,
        kit_id: kit.kit_id,
        job_title: kit.job.title,
        company: kit.job.company,
        confirm: { job_id: kit.job_id, destination },
      }),
    onSuccess: (res) => {
      put(res.kit);
      setError(null);
    },
    onError: (e) => setError(failure(e, kitErrorTexts.apply)),
  });

  const [applied, setApplied] = useState(false);
  const mark = useMutation({
    mutationFn: (applicationId: string) => markApplied(wid, applicationId),
    onSuccess: () => setApplied(true),
    onError: (e) => setError(failure(e, kitErrorTexts.apply)),
  });

  return {
    kit: query.data?.kit ?? null,
    loading: query.isPending,
    loadError: query.isError ? failure(query.error, kitErrorTexts.generate) : null,
    generate,
    finalize,
    apply,
    mark,
    /** The application is applied: sent by e-mail, or marked by the user. */
    applied: applied || Boolean(query.data?.kit?.sends.some((s) => s.method === 'email' && s.delivery !== 'failed')),
    pendingFlags,
    clearPendingFlags: () => setPendingFlags(null),
    error,
    dismissError: () => setError(null),
  };
}
export type KitState = ReturnType<typeof useKit>;
