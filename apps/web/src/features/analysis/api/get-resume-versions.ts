import { ResumeVersionsResponseSchema } from '@cp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';

/** GET /api/workspaces/{wid}/resume/versions: the resume's stored versions and whether the newest apply can be undone. */
export function getResumeVersions(wid: string, signal?: AbortSignal) {
  return apiRequest(`/api/workspaces/${encodeURIComponent(wid)}/resume/versions`, {
    schema: ResumeVersionsResponseSchema,
    signal,
  });
}

export function resumeVersionsQueryOptions(userId: string, wid: string) {
  return queryOptions({
    queryKey: ['resume-versions', userId, wid] as const,
    queryFn: ({ signal }) => getResumeVersions(wid, signal),
    staleTime: 0,
  });
}

/** The versions of the workspace's resume (Resume Improvement's applied state); only fetched where `enabled`. */
export function useResumeVersions(wid: string, options: { enabled: boolean }) {
  const userId = useSession()?.userId ?? '';
  return useQuery({ ...resumeVersionsQueryOptions(userId, wid), enabled: Boolean(userId) && options.enabled });
}
