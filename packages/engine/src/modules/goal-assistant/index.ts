export { planGoal } from './plan-goal.ts';
export { classifyGoal, goalIntents, goalIntentIds, switchTarget, type GoalIntentId } from './intent-table.ts';
export { assistantSteps, isServedStep } from './assistant-steps.ts';
export type { GoalAnswer, GoalInput, GoalPlan, GoalStep, GoalWorkspaceState } from './goal-types.ts';
