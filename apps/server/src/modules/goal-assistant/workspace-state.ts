import { parseStoredAnalysisResult, type WorkspaceDetail } from '@cp/contracts';
import type { GoalWorkspaceState } from '@cp/engine';

/** The latest stored result of a module, parsed; null when it did not run or its result does not parse. */
function latest<K extends 'Module 1' | 'Module 3'>(detail: WorkspaceDetail, key: K) {
  const run = detail.module_outputs[key]?.latest;
  if (!run) return null;
  const parsed = parseStoredAnalysisResult(key, run.result);
  return parsed.success ? parsed.data : null;
}

/** What Ask UC may say about a workspace: the documents it holds, the modules that ran, their scores and gaps. */
export function goalWorkspaceState(detail: WorkspaceDetail): GoalWorkspaceState {
  const audit = latest(detail, 'Module 1');
  const fit = latest(detail, 'Module 3');
  return {
    hasResume: detail.stats.hasResume,
    hasJob: detail.stats.hasJob,
    completedSteps: detail.stats.completedSteps,
    resumeScore: audit ? Math.round(audit.score) : null,
    resumePotential: audit ? Math.round(audit.score_potential) : null,
    fitScore: fit ? Math.round(fit.overall_fit.score) : null,
    fitPotential: fit ? Math.round(fit.potential_score) : null,
    missingMustHaves: fit
      ? fit.requirements.filter((r) => r.kind === 'must' && r.status === 'missing').map((r) => r.label)
      : [],
  };
}

/** The first word of the saved name, letters only (never a guess: null when there is none). */
export function firstNameOf(name: string | null): string | null {
  const first = name?.trim().split(/\s+/)[0] ?? '';
  return /^[\p{L}][\p{L}'-]{0,39}$/u.test(first) ? first : null;
}
