import { ResetWorkspaceResponseSchema } from '@cp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { announceWorkspace } from '../utils/active-workspace.ts';
import { workspaceQueryOptions } from './get-workspace.ts';
import { workspacesQueryOptions } from './list-workspaces.ts';

/** POST /api/workspaces/{wid}/reset: clears the resume, the job text and every module output. */
export function resetWorkspace(wid: string) {
  return apiRequest(`/api/workspaces/${encodeURIComponent(wid)}/reset`, {
    method: 'POST',
    body: { wid },
    schema: ResetWorkspaceResponseSchema,
  });
}

export function useResetWorkspace() {
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? '';
  return useMutation({
    mutationFn: resetWorkspace,
    onSuccess: async (_answer, wid) => {
      announceWorkspace('updated', wid);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workspacesQueryOptions(userId).queryKey }),
        queryClient.invalidateQueries({ queryKey: workspaceQueryOptions(userId, wid).queryKey }),
      ]);
    },
  });
}
