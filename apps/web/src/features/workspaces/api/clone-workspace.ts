import { CloneWorkspaceResponseSchema } from '@cp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { announceWorkspace } from '../utils/active-workspace.ts';
import { workspacesQueryOptions } from './list-workspaces.ts';

/** POST /api/workspaces/{wid}/clone: a copy with the same texts and newest module results; counts against the limit. */
export function cloneWorkspace(wid: string) {
  return apiRequest(`/api/workspaces/${encodeURIComponent(wid)}/clone`, {
    method: 'POST',
    schema: CloneWorkspaceResponseSchema,
  });
}

export function useCloneWorkspace() {
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? '';
  return useMutation({
    mutationFn: cloneWorkspace,
    onSuccess: async (workspace) => {
      announceWorkspace('created', workspace.wid);
      await queryClient.invalidateQueries({ queryKey: workspacesQueryOptions(userId).queryKey });
    },
  });
}
