import { ApplicationSchema, type UpdateApplicationBody } from '@cp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { applicationsPath, replaceInList } from './list-applications.ts';

/** PATCH /api/workspaces/{wid}/applications/{id}: notes, next step and reminder, close reason, link. */
export function updateApplication(wid: string, id: string, body: UpdateApplicationBody) {
  return apiRequest(`${applicationsPath(wid)}/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    schema: ApplicationSchema,
  });
}

export function useUpdateApplication(wid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateApplicationBody }) => updateApplication(wid, id, body),
    onSuccess: (saved) => replaceInList(client, wid, (apps) => apps.map((a) => (a.id === saved.id ? saved : a))),
  });
}
