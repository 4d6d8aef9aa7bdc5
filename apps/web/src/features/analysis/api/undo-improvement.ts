import { UndoImprovementResponseSchema, type UndoImprovementResponse } from '@cp/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/workspaces/{wid}/resume/undo: the resume goes back to the version before an applied improvement. */
export function undoImprovement(input: { wid: string; versionId: string }) {
  return apiRequest(`/api/workspaces/${encodeURIComponent(input.wid)}/resume/undo`, {
    method: 'POST',
    body: { versionId: input.versionId },
    schema: UndoImprovementResponseSchema,
  });
}

export function useUndoImprovement(options: {
  onSuccess: (answer: UndoImprovementResponse) => void | Promise<void>;
  onError: (error: unknown) => void;
}) {
  return useMutation({
    mutationFn: undoImprovement,
    onSuccess: (answer) => options.onSuccess(answer),
    onError: (error) => options.onError(error),
  });
}
