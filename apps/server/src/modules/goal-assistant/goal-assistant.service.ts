import { creditCosts, moduleKeys, proOnlySteps, type GoalAssistantResponse } from '@cp/contracts';
import { planGoal } from '@cp/engine';
import type { CreditsService } from '../credits/credits.service.ts';
import type { MeService } from '../me/me.service.ts';
import type { WorkspacesService } from '../workspaces/workspaces.service.ts';
import { firstNameOf, goalWorkspaceState } from './workspace-state.ts';

export type GoalAssistantServiceDeps = {
  me: Pick<MeService, 'getMe'>;
  credits: Pick<CreditsService, 'getCredits'>;
  workspaces: Pick<WorkspacesService, 'getWorkspace'>;
};

/** Credits one run of module n costs, from the one plan table. */
const costsByStep: Record<number, number> = Object.fromEntries(moduleKeys.map((key, i) => [i + 1, creditCosts[key]]));

/** POST /api/uc/goal-assistant: the user's goal as a plan over their workspace (deterministic, engine-built). */
export function createGoalAssistantService(deps: GoalAssistantServiceDeps) {
  return {
    async answer(userId: string, body: { question: string; workspace_id: string }): Promise<GoalAssistantResponse> {
      // The workspace first: an unknown or another user's workspace answers 404 before anything else is read.
      const detail = await deps.workspaces.getWorkspace(userId, body.workspace_id);
      const me = await deps.me.getMe(userId);
      const credits = await deps.credits.getCredits(userId);
      return planGoal({
        question: body.question,
        firstName: firstNameOf(me.user.name),
        plan: me.subscription.package,
        creditsAvailable: credits.available,
        trialAvailable: !me.subscription.trial_used,
        workspace: goalWorkspaceState(detail),
        creditCosts: costsByStep,
        proSteps: proOnlySteps,
      });
    },
  };
}
export type GoalAssistantService = ReturnType<typeof createGoalAssistantService>;
