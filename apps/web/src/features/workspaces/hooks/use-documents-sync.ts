import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onDocumentUpdatedElsewhere } from '../../../lib/document-events.ts';
import { useSession } from '../../../lib/session-store.ts';
import { workspaceQueryOptions } from '../api/get-workspace.ts';
import { workspacesQueryOptions } from '../api/list-workspaces.ts';

/**
 * A document stored in another tab refreshes that workspace here (its texts, its cleared results)
 * and the list's stats. In this tab the saving screen refreshes them itself. Mount once under /app.
 */
export function useDocumentsSync() {
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? '';
  useEffect(() => {
    if (!userId) return;
    return onDocumentUpdatedElsewhere(({ wid }) => {
      void queryClient.invalidateQueries({ queryKey: workspaceQueryOptions(userId, wid).queryKey });
      void queryClient.invalidateQueries({ queryKey: workspacesQueryOptions(userId).queryKey });
    });
  }, [queryClient, userId]);
}
