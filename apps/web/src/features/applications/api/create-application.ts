import { ApplicationSchema, type CreateApplicationBody } from '@cp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { applicationsPath, replaceInList } from './list-applications.ts';

/** POST /api/workspaces/{wid}/applications: blank fields take the spec's defaults. */
export function createApplication(wid: string, body: CreateApplicationBody) {
  return apiRequest(applicationsPath(wid), { method: 'POST', body, schema: ApplicationSchema });
}

export function useCreateApplication(wid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApplicationBody) => createApplication(wid, body),
    onSuccess: (saved) => replaceInList(client, wid, (apps) => [saved, ...apps]),
  });
}
