import type { AdvancedFilters, Job, JobSearchResponse, NormalizedQuery } from '@cp/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { track } from '../../../lib/analytics.ts';
import { ApiError, serverDetail } from '../../../lib/api-client.ts';
import { readJson, sessionKeys } from '../../../lib/storage-keys.ts';
import { normalizeQuery, searchJobs } from '../api/job-search-api.ts';
import { filtersFrom } from '../utils/job-format.ts';

export type SearchPhase = 'idle' | 'normalizing' | 'searching' | 'relaxing' | 'fallback' | 'done' | 'error';

export type JobSearchState = {
  phase: SearchPhase;
  query: string;
  normalized: NormalizedQuery | null;
  filters: AdvancedFilters | null;
  jobs: Job[];
  result: Omit<JobSearchResponse, 'jobs'> | null;
  loadingMore: boolean;
  error: string | null;
};

/**
 * docs/product/3-agent-tracker-assistant.md section 9: the phases stay at least this long before 'done'; the state is
 * saved this much after a change.
 */
export const MIN_DISPLAY_MS = 450;
export const SAVE_DEBOUNCE_MS = 500;
/** How long the loosening ('relaxing', 'fallback') is shown before the results. */
export const RELAX_SHOW_MS = 900;

const initial: JobSearchState = {
  phase: 'idle',
  query: '',
  normalized: null,
  filters: null,
  jobs: [],
  result: null,
  loadingMore: false,
  error: null,
};
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        window.clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
const isCancel = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

function restore(wid: string): JobSearchState {
  const saved = readJson<Record<string, JobSearchState>>(sessionStorage, sessionKeys.agentResults, {})[wid];
  return saved && saved.phase === 'done' ? { ...saved, loadingMore: false, error: null } : initial;
}

/**
 * The agent's search (docs/product/3-agent-tracker-assistant.md section 4): normalizing -> searching -> relaxing ->
 * fallback -> done. A new query aborts the one running (silently); results are kept per workspace in the session and
 * restored straight into 'done'.
 */
export function useJobSearch(wid: string, useResume: boolean) {
  const [state, setState] = useState<JobSearchState>(() => restore(wid));
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    if (state.phase !== 'done') return undefined;
    const timer = window.setTimeout(() => {
      const all = readJson<Record<string, JobSearchState>>(sessionStorage, sessionKeys.agentResults, {});
      try {
        sessionStorage.setItem(sessionKeys.agentResults, JSON.stringify({ ...all, [wid]: state }));
      } catch {
        // A full session storage only loses the restore.
      }
    }, SAVE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [state, wid]);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (query: string, given?: { normalized: NormalizedQuery; filters: AdvancedFilters }) => {
      controller.current?.abort();
      const ctrl = new AbortController();
      controller.current = ctrl;
      const started = Date.now();
      try {
        let normalized = given?.normalized ?? null;
        let filters = given?.filters ?? null;
        if (!normalized || !filters) {
          setState({ ...initial, phase: 'normalizing', query });
          normalized = await normalizeQuery(query, wid, ctrl.signal);
          filters = filtersFrom(normalized);
        }
        if (!normalized.role) {
          // Nothing to search for: the clarifying question is the answer.
          setState({ ...initial, phase: 'done', query, normalized, filters });
          return;
        }
        setState((s) => ({
          ...s,
          phase: 'searching',
          query,
          normalized,
          filters,
          jobs: [],
          result: null,
          error: null,
        }));
        const res = await searchJobs({ normalized, filters, wid: useResume ? wid : undefined, page: 1 }, ctrl.signal);
        const { jobs, ...result } = res;
        for (const phase of ['relaxing', 'fallback'] as const) {
          if (!res.phases.includes(phase)) continue;
          setState((s) => ({ ...s, phase, result }));
          await sleep(RELAX_SHOW_MS, ctrl.signal);
        }
        await sleep(Math.max(0, MIN_DISPLAY_MS - (Date.now() - started)), ctrl.signal);
        if (ctrl.signal.aborted) return;
        setState({ ...initial, phase: 'done', query, normalized, filters, jobs, result });
        // what the search found, never the query itself (it may name the user's employer or place)
        track('agent_search_executed', {
          found: res.snapshot.totalFound,
          relaxed: res.relaxed.length,
          locked: res.locked,
          with_resume: useResume,
        });
      } catch (error) {
        if (isCancel(error) || ctrl.signal.aborted) return;
        setState((s) => ({ ...s, phase: 'error', error: serverDetail(error, 'Search failed') }));
      }
    },
    [wid, useResume],
  );

  const loadMore = useCallback(async () => {
    const { normalized, filters, result } = state;
    if (!normalized || !filters || !result?.has_more || state.loadingMore) return;
    setState((s) => ({ ...s, loadingMore: true }));
    try {
      const res = await searchJobs({ normalized, filters, wid: useResume ? wid : undefined, page: result.page + 1 });
      const { jobs, ...next } = res;
      setState((s) => {
        const seen = new Set(s.jobs.map((j) => j.id));
        return { ...s, loadingMore: false, jobs: [...s.jobs, ...jobs.filter((j) => !seen.has(j.id))], result: next };
      });
    } catch (error) {
      setState((s) => ({
        ...s,
        loadingMore: false,
        error: error instanceof ApiError ? error.detail : serverDetail(error, 'Search failed'),
      }));
    }
  }, [state, wid, useResume]);

  const dismissError = useCallback(
    () => setState((s) => ({ ...s, error: null, phase: s.phase === 'error' ? (s.result ? 'done' : 'idle') : s.phase })),
    [],
  );

  return { state, run, loadMore, dismissError };
}
