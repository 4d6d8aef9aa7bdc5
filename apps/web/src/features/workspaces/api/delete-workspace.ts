import { DeleteWorkspaceResponseSchema } from '@cp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { announceWorkspace, forgetWorkspace } from '../utils/active-workspace.ts';
import { workspacesQueryOptions } from './list-workspaces.ts';

/** DELETE /api/workspaces/{wid}: answers the default id afterwards (a fresh one when the last was deleted). */
export function deleteWorkspace(wid: string) {
  return apiRequest(`/api/workspaces/${encodeURIComponent(wid)}`, {
    method: 'DELETE',
    schema: DeleteWorkspaceResponseSchema,
  });
}

export function useDeleteWorkspace() {
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? '';
  return useMutation({
    mutationFn: deleteWorkspace,
    onSuccess: async (_answer, wid) => {
      forgetWorkspace(wid);
      announceWorkspace('deleted', wid);
      // The deleted workspace's detail is left to expire: removing it while its page is still on
      // screen would refetch it (404) before the caller has moved on to the default workspace.
      await queryClient.invalidateQueries({ queryKey: workspacesQueryOptions(userId).queryKey });
    },
  });
}
