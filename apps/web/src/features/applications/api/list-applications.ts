import { ApplicationsListResponseSchema, type Application } from '@cp/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const applicationsPath = (wid: string) => `/api/workspaces/${encodeURIComponent(wid)}/applications`;

/** GET /api/workspaces/{wid}/applications: newest first. A 401 is refreshed once and retried by the client. */
export function listApplications(wid: string, signal?: AbortSignal) {
  return apiRequest(applicationsPath(wid), { schema: ApplicationsListResponseSchema, signal });
}

export function applicationsQueryOptions(wid: string) {
  return queryOptions({
    queryKey: ['applications', wid],
    queryFn: ({ signal }) => listApplications(wid, signal),
    // Another tab or the kit flow may add one; the Refresh button reads it again at once.
    staleTime: 30_000,
  });
}

export function useApplications(wid: string) {
  return useQuery(applicationsQueryOptions(wid));
}

/** Writes the server's answer into the cached list (the list changes only after the server confirms). */
export function replaceInList(client: QueryClient, wid: string, update: (apps: Application[]) => Application[]) {
  client.setQueryData(applicationsQueryOptions(wid).queryKey, (old) =>
    old ? { applications: update(old.applications) } : old,
  );
}
