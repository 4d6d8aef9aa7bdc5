import type { PlanPackage } from '@cp/contracts';

/** What the shell needs to know about the signed-in user. */
export type ShellUser = {
  email: string;
  plan: PlanPackage;
  trialUsed: boolean;
};
