import { RunEditResponseSchema, type RunEditResponse } from '@cp/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const editPath = (wid: string, runId: string) =>
  `/api/workspaces/${encodeURIComponent(wid)}/runs/${encodeURIComponent(runId)}/edit`;

/** PUT /api/workspaces/{wid}/runs/{runId}/edit: keeps the user's letter with its run (free). */
export function saveLetterEdit(input: { wid: string; runId: string; text: string }) {
  return apiRequest(editPath(input.wid, input.runId), {
    method: 'PUT',
    body: { text: input.text },
    schema: RunEditResponseSchema,
  });
}

export function useSaveLetterEdit(options: {
  onSuccess: (answer: RunEditResponse) => void;
  onError: (error: unknown) => void;
}) {
  return useMutation({ mutationFn: saveLetterEdit, onSuccess: options.onSuccess, onError: options.onError });
}
