import { WorkspaceListResponseSchema } from '@cp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';

/** Every workspace query of one user starts with this key, so one account never sees another's cache. */
export function workspacesRootKey(userId: string) {
  return ['workspaces', userId] as const;
}

/** GET /api/workspaces: items with their stats, the default id and the plan's limits. */
export function listWorkspaces(signal?: AbortSignal) {
  return apiRequest('/api/workspaces', { schema: WorkspaceListResponseSchema, signal });
}

export function workspacesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...workspacesRootKey(userId), 'list'] as const,
    queryFn: ({ signal }) => listWorkspaces(signal),
    staleTime: 10_000,
  });
}

export function useWorkspaces() {
  const session = useSession();
  return useQuery({ ...workspacesQueryOptions(session?.userId ?? ''), enabled: Boolean(session) });
}
