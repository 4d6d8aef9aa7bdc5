import { WorkspaceSummarySchema, type UpdateWorkspaceBody } from '@cp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { announceWorkspace } from '../utils/active-workspace.ts';
import { workspaceQueryOptions } from './get-workspace.ts';
import { workspacesQueryOptions } from './list-workspaces.ts';

/** PATCH /api/workspaces/{wid}: a new name, or isDefault true. */
export function updateWorkspace({ wid, ...body }: { wid: string } & UpdateWorkspaceBody) {
  return apiRequest(`/api/workspaces/${encodeURIComponent(wid)}`, {
    method: 'PATCH',
    body,
    schema: WorkspaceSummarySchema,
  });
}

export function useUpdateWorkspace() {
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? '';
  return useMutation({
    mutationFn: updateWorkspace,
    onSuccess: async (workspace) => {
      announceWorkspace('updated', workspace.wid);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workspacesQueryOptions(userId).queryKey }),
        queryClient.invalidateQueries({ queryKey: workspaceQueryOptions(userId, workspace.wid).queryKey }),
      ]);
    },
  });
}
