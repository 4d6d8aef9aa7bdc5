import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { applicationsPath, replaceInList } from './list-applications.ts';

/** DELETE /api/workspaces/{wid}/applications/{id} (204). */
export function removeApplication(wid: string, id: string) {
  return apiRequest(`${applicationsPath(wid)}/${encodeURIComponent(id)}`, { method: 'DELETE', schema: z.null() });
}

export function useRemoveApplication(wid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removeApplication(wid, id),
    onSuccess: (_none, id) => replaceInList(client, wid, (apps) => apps.filter((a) => a.id !== id)),
  });
}
