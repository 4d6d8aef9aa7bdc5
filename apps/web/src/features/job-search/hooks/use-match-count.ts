import { useQuery } from '@tanstack/react-query';
import { readJson, sessionKeys } from '../../../lib/storage-keys.ts';
import { normalizeQuery, searchJobs } from '../api/job-search-api.ts';
import { filtersFrom } from '../utils/job-format.ts';

export type MatchCount = { query: string; count: number; demo: boolean };

function cached(wid: string, query: string): MatchCount | undefined {
  const saved = readJson<Record<string, MatchCount>>(sessionStorage, sessionKeys.agentPreviewCount, {})[wid];
  return saved && saved.query === query && Number.isInteger(saved.count) ? saved : undefined;
}

function remember(wid: string, value: MatchCount) {
  const all = readJson<Record<string, MatchCount>>(sessionStorage, sessionKeys.agentPreviewCount, {});
  try {
    sessionStorage.setItem(sessionKeys.agentPreviewCount, JSON.stringify({ ...all, [wid]: value }));
  } catch {
    // A full session storage only costs a recount next time.
  }
}

/**
 * The real number of jobs in the index that match a query (DECISIONS 12: never a random number),
 * read by the same normalize and search calls as the agent, once per session and workspace (the
 * spec's 'preview job count' in session storage). Null data: the query names no role to count.
 */
export async function countMatches(wid: string, query: string, signal?: AbortSignal): Promise<MatchCount | null> {
  const normalized = await normalizeQuery(query, wid, signal);
  if (!normalized.role) return null;
  const found = await searchJobs({ normalized, filters: filtersFrom(normalized), page: 1 }, signal);
  const value = { query, count: found.snapshot.totalFound, demo: found.coverage.demo };
  remember(wid, value);
  return value;
}

export function useMatchCount(wid: string, query: string | null) {
  return useQuery({
    queryKey: ['job-search', 'match-count', wid, query],
    queryFn: ({ signal }) => countMatches(wid, query!, signal),
    enabled: Boolean(query),
    initialData: query ? cached(wid, query) : undefined,
    // Kept for the session: a count from session storage is not refetched (0 marks it as from there).
    initialDataUpdatedAt: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
