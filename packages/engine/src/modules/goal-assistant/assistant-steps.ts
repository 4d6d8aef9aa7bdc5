/**
 * The one table of steps Ask UC may recommend. `served` says whether this build has the step's screen:
 * a step that is not served is never recommended or linked (switch it on when its screen ships).
 */
export type AssistantStepInfo = {
  label: string;
  /** Spec's estimated minutes; null for tools without an estimate. */
  minutes: readonly [number, number] | null;
  /** What the step needs in the workspace before it can run. */
  needs: 'cv' | 'jd' | 'both' | 'none';
  served: boolean;
};

export const assistantSteps: Readonly<Record<number, AssistantStepInfo>> = {
  1: { label: 'Resume Audit', minutes: [3, 5], needs: 'cv', served: true },
  2: { label: 'Job Decoder', minutes: [4, 6], needs: 'jd', served: true },
  3: { label: 'Fit Matrix', minutes: [2, 4], needs: 'both', served: true },
  4: { label: 'Resume Improvement', minutes: [6, 10], needs: 'both', served: true },
  5: { label: 'Interview Questions', minutes: [5, 8], needs: 'both', served: true },
  6: { label: 'Offline Interview', minutes: [8, 12], needs: 'both', served: true },
  7: { label: 'Resume Builder', minutes: [4, 8], needs: 'cv', served: true },
  8: { label: 'Live Interview', minutes: [12, 15], needs: 'both', served: false },
  9: { label: 'Cover Letter', minutes: [3, 5], needs: 'both', served: true },
  10: { label: 'Job Search Agent', minutes: null, needs: 'none', served: true },
  11: { label: 'Application Dashboard', minutes: null, needs: 'none', served: true },
};

export function isServedStep(step: number): boolean {
  return assistantSteps[step]?.served === true;
}

/** '3–5 min' with an en dash, as the spec writes ranges; '' without an estimate. */
export function stepTime(step: number): string {
  const minutes = assistantSteps[step]?.minutes;
  return minutes ? `${minutes[0]}–${minutes[1]} min` : '';
}
