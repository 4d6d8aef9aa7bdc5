import { RunEditResponseSchema, type RunEditResponse } from '@cp/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /api/workspaces/{wid}/runs/{runId}/edit: the generated letter shows again. */
export function revertLetterEdit(input: { wid: string; runId: string }) {
  return apiRequest(`/api/workspaces/${encodeURIComponent(input.wid)}/runs/${encodeURIComponent(input.runId)}/edit`, {
    method: 'DELETE',
    schema: RunEditResponseSchema,
  });
}

export function useRevertLetterEdit(options: {
  onSuccess: (answer: RunEditResponse) => void;
  onError: (error: unknown) => void;
}) {
  return useMutation({ mutationFn: revertLetterEdit, onSuccess: options.onSuccess, onError: options.onError });
}
