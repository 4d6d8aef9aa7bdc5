import { CreateWorkspaceResponseSchema, type CreateWorkspaceBody } from '@cp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { announceWorkspace } from '../utils/active-workspace.ts';
import { workspacesQueryOptions } from './list-workspaces.ts';

/** POST /api/workspaces: the name defaults to 'New workspace' on the server; 403 PLAN_REQUIRED at the limit. */
export function createWorkspace(body: CreateWorkspaceBody = {}) {
  return apiRequest('/api/workspaces', { method: 'POST', body: body ?? {}, schema: CreateWorkspaceResponseSchema });
}

export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? '';
  return useMutation({
    mutationFn: createWorkspace,
    onSuccess: async (workspace) => {
      announceWorkspace('created', workspace.wid);
      await queryClient.invalidateQueries({ queryKey: workspacesQueryOptions(userId).queryKey });
    },
  });
}
