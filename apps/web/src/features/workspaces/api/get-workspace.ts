import { WorkspaceDetailSchema } from '@cp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { isWorkspaceId } from '../utils/workspace-path.ts';
import { workspacesRootKey } from './list-workspaces.ts';

/** GET /api/workspaces/{wid} (no caching): texts, module outputs, last change and stats. */
export function getWorkspace(wid: string, signal?: AbortSignal) {
  return apiRequest(`/api/workspaces/${encodeURIComponent(wid)}`, { schema: WorkspaceDetailSchema, signal });
}

/**
 * Hydration (docs/product/1-platform.md section 4): always fetched again when a screen mounts or the workspace changes.
 */
export function workspaceQueryOptions(userId: string, wid: string) {
  return queryOptions({
    queryKey: [...workspacesRootKey(userId), 'detail', wid] as const,
    queryFn: ({ signal }) => getWorkspace(wid, signal),
    staleTime: 0,
  });
}

export function useWorkspace(wid: string | null) {
  const session = useSession();
  return useQuery({
    ...workspaceQueryOptions(session?.userId ?? '', wid ?? ''),
    enabled: Boolean(session) && isWorkspaceId(wid),
  });
}

/** The server's answer for an unknown id, a malformed one and another user's alike. */
export function isWorkspaceNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404 && error.code === 'WID_NOT_FOUND';
}
