import { ApplyImprovementsResponseSchema, type ApplyImprovementsResponse } from '@cp/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/workspaces/{wid}/resume/apply: the accepted changes of a stored run, by index, into the resume (free). */
export function applyImprovements(input: { wid: string; runId: string; changes: number[] }) {
  return apiRequest(`/api/workspaces/${encodeURIComponent(input.wid)}/resume/apply`, {
    method: 'POST',
    body: { runId: input.runId, changes: input.changes },
    schema: ApplyImprovementsResponseSchema,
  });
}

export function useApplyImprovements(options: {
  onSuccess: (answer: ApplyImprovementsResponse) => void | Promise<void>;
  onError: (error: unknown) => void;
}) {
  return useMutation({
    mutationFn: applyImprovements,
    onSuccess: (answer) => options.onSuccess(answer),
    onError: (error) => options.onError(error),
  });
}
