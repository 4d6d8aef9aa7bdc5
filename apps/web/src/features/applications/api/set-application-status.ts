import { ApplicationSchema, type ApplicationStatus } from '@cp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { applicationsPath, replaceInList } from './list-applications.ts';

/** PUT /api/workspaces/{wid}/applications/{id}/status: any status from any other. */
export function setApplicationStatus(wid: string, id: string, status: ApplicationStatus) {
  return apiRequest(`${applicationsPath(wid)}/${encodeURIComponent(id)}/status`, {
    method: 'PUT',
    body: { status },
    schema: ApplicationSchema,
  });
}

export function useSetApplicationStatus(wid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ApplicationStatus }) => setApplicationStatus(wid, id, status),
    onSuccess: (saved) => replaceInList(client, wid, (apps) => apps.map((a) => (a.id === saved.id ? saved : a))),
  });
}
