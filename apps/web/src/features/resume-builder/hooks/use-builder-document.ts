import { BuilderStateSchema, defaultBuilderLayout, type BuilderState } from '@cp/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { serverDetail } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { getBuilderState, saveBuilderState } from '../api/builder-api.ts';

export type SaveStatus = { kind: 'idle' | 'pending' | 'saving' | 'saved' } | { kind: 'error'; message: string };
const SAVE_DELAY_MS = 500;

/**
 * The builder's document: loaded from the server for this workspace, edited locally, saved back a
 * moment after each change. A change the contract refuses (too many bullets, a field too long) is
 * kept on screen with the reason and not sent, so nothing typed is lost.
 */
export function useBuilderDocument(wid: string) {
  const userId = useSession()?.userId ?? '';
  const query = useQuery({
    queryKey: ['builder-state', userId, wid] as const,
    queryFn: ({ signal }) => getBuilderState(wid, signal),
    enabled: Boolean(userId),
    staleTime: Infinity,
  });
  const [state, setState] = useState<BuilderState | null>(null);
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  /** Bumped each time the server holds a new document (a save, Apply, Undo, a restore): what reads it again keys on it. */
  const [savedCount, setSavedCount] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef<BuilderState | null>(null);
  const loaded = query.data;

  useEffect(() => {
    if (loaded?.state && latest.current === null) {
      latest.current = loaded.state;
      setState(loaded.state);
    }
  }, [loaded]);

  /** Saves what is on screen now; false when it could not be saved (the reason is in the status). */
  const flush = useCallback(async (): Promise<boolean> => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    const current = latest.current;
    if (!current) return true;
    const checked = BuilderStateSchema.safeParse(current);
    if (!checked.success) {
      setStatus({
        kind: 'error',
        message: `Not saved: ${checked.error.issues[0]?.message ?? 'the document is not valid.'}`,
      });
      return false;
    }
    setStatus({ kind: 'saving' });
    try {
      await saveBuilderState(wid, checked.data);
      // A change made while this one was on its way is saved by its own timer.
      if (latest.current === current) setStatus({ kind: 'saved' });
      setSavedCount((n) => n + 1);
      return true;
    } catch (error) {
      setStatus({
        kind: 'error',
        message: `Not saved: ${serverDetail(error, 'the server did not answer.')} Your changes stay on this page.`,
      });
      return false;
    }
  }, [wid]);

  const commit = useCallback(
    (next: BuilderState) => {
      latest.current = next;
      setState(next);
      setStatus({ kind: 'pending' });
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        void flush();
      }, SAVE_DELAY_MS);
    },
    [flush],
  );

  // Leaving the page with a change not yet on the server: the browser asks first.
  const unsaved = status.kind === 'pending' || status.kind === 'saving' || status.kind === 'error';
  useEffect(() => {
    if (!unsaved) return undefined;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        void flush();
      }
    },
    [flush],
  );

  /** Applies a change to the current document (layout or content). */
  const update = useCallback(
    (change: (s: BuilderState) => BuilderState) => {
      if (latest.current) commit(change(latest.current));
    },
    [commit],
  );

  /** Replaces the whole document (an accepted import, a restored version, a fresh start), keeping the layout. */
  const replaceDoc = useCallback(
    (doc: BuilderState['doc']) => {
      commit({ ...(latest.current ?? { ...defaultBuilderLayout, doc }), doc });
    },
    [commit],
  );

  /** Takes a state the server already holds (a restored version) without saving it again. */
  const adopt = useCallback((next: BuilderState) => {
    latest.current = next;
    setState(next);
    setStatus({ kind: 'saved' });
    setSavedCount((n) => n + 1);
  }, []);

  return { query, state, status, savedCount, update, replaceDoc, adopt, flush };
}
export type BuilderDocument = ReturnType<typeof useBuilderDocument>;
