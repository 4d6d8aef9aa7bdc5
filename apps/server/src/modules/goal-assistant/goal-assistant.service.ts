import { creditCosts, moduleKeys, proOnlySteps, type GoalAssistantResponse } from '@cp/contracts';
import { findUnsupportedClaims, planGoal } from '@cp/engine';
import type { CreditsService } from '../credits/credits.service.ts';
import type { MeService } from '../me/me.service.ts';
import type { WorkspacesService } from '../workspaces/workspaces.service.ts';
import type { PlanRephraser } from './plan-rephraser.ts';
import { applyRephrasing, rephrasableTexts } from './rephrase-plan.ts';
import { firstNameOf, goalWorkspaceState } from './workspace-state.ts';

export type GoalAssistantServiceDeps = {
  me: Pick<MeService, 'getMe'>;
  credits: Pick<CreditsService, 'getCredits'>;
  workspaces: Pick<WorkspacesService, 'getWorkspace'>;
  /** With an LLM configured: rewords the plan's texts, each claim-checked here (docs/decisions/035). */
  rephraser?: PlanRephraser | null;
};

/** Every text of the engine's answer and the user's goal: the only sources a reworded text may draw facts from. */
function factsOf(answer: GoalAssistantResponse, question: string): string[] {
  const copy = answer.assistant_copy_v2;
  if (!copy) return [question];
  return [
    question,
    copy.greeting,
    copy.acknowledgment,
    copy.direct_answer.summary,
    ...copy.quick_wins,
    ...copy.cautions,
    copy.uc_pitch,
    ...copy.steps.flatMap((step) => [step.title, step.time, step.why, step.how]),
  ];
}

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
      const answer = planGoal({
        question: body.question,
        firstName: firstNameOf(me.user.name),
        plan: me.subscription.package,
        creditsAvailable: credits.available,
        trialAvailable: !me.subscription.trial_used,
        workspace: goalWorkspaceState(detail),
        creditCosts: costsByStep,
        proSteps: proOnlySteps,
      });
      if (!deps.rephraser) return answer;
      const rephrased = await deps.rephraser.rephrase({ question: body.question, texts: rephrasableTexts(answer) });
      if (!rephrased) return answer;
      // The engine's claim check: no employer, title, degree, date, number, skill or name the plan and the goal do not hold.
      const allowed = factsOf(answer, body.question);
      return applyRephrasing(
        answer,
        rephrased,
        (text) => findUnsupportedClaims(text, null, { allowed, checkSkills: true }).length === 0,
      );
    },
  };
}
export type GoalAssistantService = ReturnType<typeof createGoalAssistantService>;
