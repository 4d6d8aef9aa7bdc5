/** Inputs and answer of the Ask UC goal assistant (pure: the server gathers the state, this builds the plan). */

export type GoalPlan = 'free' | 'pro' | 'ultimate';

/** What the workspace holds, read by the server; nothing here is guessed. */
export type GoalWorkspaceState = {
  hasResume: boolean;
  hasJob: boolean;
  /** Module numbers whose newest run holds a result. */
  completedSteps: readonly number[];
  /** Resume Audit's score and potential, when it ran. */
  resumeScore: number | null;
  resumePotential: number | null;
  /** Fit Matrix's overall fit and potential, when it ran. */
  fitScore: number | null;
  fitPotential: number | null;
  /** Must-have requirements the Fit Matrix found no evidence for (labels, as the Fit Matrix wrote them). */
  missingMustHaves: readonly string[];
};

export type GoalInput = {
  question: string;
  /** The user's first name from the profile, when one is saved. */
  firstName: string | null;
  plan: GoalPlan;
  creditsAvailable: number;
  /** True when the user has not used the free Pro trial yet. */
  trialAvailable: boolean;
  workspace: GoalWorkspaceState;
  /** Credits one run of each module costs (the plan table's). */
  creditCosts: Readonly<Record<number, number>>;
  /** Steps locked on the free plan (the plan table's). */
  proSteps: readonly number[];
};

export type GoalStep = {
  title: string;
  /** '3–5 min' (spec's estimate). */
  time: string;
  why: string;
  how: string;
  pro: boolean;
  module_step: number;
  credits: number;
  done: boolean;
};

export type GoalAnswer = {
  intent: string;
  assistant_copy_v2: {
    greeting: string;
    acknowledgment: string;
    direct_answer: { summary: string };
    quick_wins: string[];
    cautions: string[];
    uc_pitch: string;
    steps: GoalStep[];
    progress: { done: number; total: number };
  };
  uc_flow: { step: number; label: string; reason: string; pro: boolean; done: boolean }[];
  primary_index: number;
  upsell: { copy: string } | null;
};
