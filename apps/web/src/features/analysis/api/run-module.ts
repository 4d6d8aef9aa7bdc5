import { ProcessModuleResponseSchema, type AnalysisModuleKey, type ProcessModuleResponse } from '@cp/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { announceCreditsChanged } from '../../../lib/credits-events.ts';

export type RunModuleInput = { module: AnalysisModuleKey; wid: string; language?: string; location?: string };

/** POST /api/modules/process (JSON): runs one analysis module on the workspace's stored documents. */
export function runModule(input: RunModuleInput) {
  const body = {
    module: input.module,
    wid: input.wid,
    ...(input.language ? { language: input.language } : {}),
    ...(input.location ? { location: input.location } : {}),
  };
  return apiRequest('/api/modules/process', { method: 'POST', body, schema: ProcessModuleResponseSchema });
}

/**
 * The run mutation. Whatever the outcome the credits badge refetches (a credit was spent, or a hold
 * released); the screen says what refreshes the workspace and how errors are shown.
 */
export function useRunModule(options: {
  onSuccess?: (answer: ProcessModuleResponse) => void | Promise<void>;
  onError?: (error: unknown) => void;
}) {
  return useMutation({
    mutationFn: runModule,
    onSuccess: (answer) => options.onSuccess?.(answer),
    onError: (error) => options.onError?.(error),
    onSettled: () => announceCreditsChanged(),
  });
}
