import { GoalAssistantResponseSchema, type GoalAssistantResponse } from '@cp/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type AskGoalBody = { question: string; workspace_id: string; plan: string };

/** POST /api/uc/goal-assistant: the goal as a plan over the workspace. */
export function askGoal(body: AskGoalBody): Promise<GoalAssistantResponse> {
  return apiRequest('/api/uc/goal-assistant', { method: 'POST', body, schema: GoalAssistantResponseSchema });
}

export function useAskGoal() {
  return useMutation({ mutationFn: askGoal });
}
