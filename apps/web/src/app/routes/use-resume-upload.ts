import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { extractCvText } from '../../features/documents/api/extract-cv-text.ts';
import { workspaceQueryOptions } from '../../features/workspaces/api/get-workspace.ts';
import { workspacesQueryOptions } from '../../features/workspaces/api/list-workspaces.ts';
import { announceDocumentUpdated } from '../../lib/document-events.ts';
import { useSession } from '../../lib/session-store.ts';

/**
 * The agent's and the home's resume upload, composed here: the documents feature's
 * POST /api/modules/extract-cv-text stores the file as the workspace's resume, then the workspace
 * is fetched again (its new text is what the profile is read from) and other tabs are told.
 */
export function useResumeUpload(wid: string) {
  const userId = useSession()?.userId ?? '';
  const queryClient = useQueryClient();
  return useCallback(
    async (file: File) => {
      await extractCvText({ wid, file });
      announceDocumentUpdated('cv', wid);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceQueryOptions(userId, wid).queryKey }),
        queryClient.invalidateQueries({ queryKey: workspacesQueryOptions(userId).queryKey }),
      ]);
    },
    [wid, userId, queryClient],
  );
}
