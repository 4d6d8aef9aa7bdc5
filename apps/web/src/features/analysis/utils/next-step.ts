import type { PlanPackage } from '@cp/contracts';
import { analysisSteps, moduleScreens, proOnlyScreens, type AnalysisStep } from './module-screens.ts';

export type NextStep = { step: AnalysisStep; label: string };

/**
 * The step a workspace's home offers next: the first analysis step without a result that the plan
 * can run ('Start with Resume Audit' before any, 'Continue with ...' after), or a way back to the
 * results once every step the plan allows is done.
 */
export function nextAnalysisStep(completedSteps: readonly number[], plan: PlanPackage): NextStep {
  const done = new Set(completedSteps);
  const open = analysisSteps.filter((step) => !(plan === 'free' && proOnlyScreens[step]));
  const next = open.find((step) => !done.has(step));
  if (next === undefined) return { step: open[0] ?? 1, label: 'Review your results' };
  const verb = open.some((step) => done.has(step)) ? 'Continue with' : 'Start with';
  return { step: next, label: `${verb} ${moduleScreens[next].title}` };
}
