import type { PlanPackage } from '@cp/contracts';

/**
 * The product's numbered steps (docs/product/1-platform.md section 1): one catalogue for the sidebar, the home page,
 * the workspace routes and, later, the progress bar and module screens.
 */
export const moduleSteps = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type ModuleStep = (typeof moduleSteps)[number];
export type ToolStep = 10 | 11;
export type Step = ModuleStep | ToolStep;

type StepInfo = {
  name: string;
  /** One line on what the step does for the job seeker. */
  purpose: string;
  /** Estimated time in minutes (docs/product/1-platform.md section 9); tools have none. */
  minutes?: readonly [number, number];
};

export const stepInfo: Record<Step, StepInfo> = {
  1: {
    name: 'Resume Audit',
    purpose: 'Scores your resume and lists strengths, gaps and the actions that raise the score.',
    minutes: [3, 5],
  },
  2: {
    name: 'Job Decoder',
    purpose: 'Breaks the job posting down into demand, needed skills and salary ranges.',
    minutes: [4, 6],
  },
  3: {
    name: 'Fit Matrix',
    purpose: 'Compares your resume to the posting: current fit, potential fit and what to mention.',
    minutes: [2, 4],
  },
  4: {
    name: 'Resume Improvement',
    purpose: 'Proposes phrase-level rewrites for this job, each with its reason.',
    minutes: [6, 10],
  },
  5: {
    name: 'Interview Questions',
    purpose: 'Generates the questions this role is likely to ask, with answer guidelines.',
    minutes: [5, 8],
  },
  6: {
    name: 'Offline Interview',
    purpose: 'Answer one question, typed or spoken, and get feedback on it.',
    minutes: [8, 12],
  },
  7: {
    name: 'Resume Builder',
    purpose: 'Builds and edits your resume and exports it as PDF or Word.',
    minutes: [4, 8],
  },
  8: {
    name: 'Live Interview',
    purpose: 'A timed mock interview on this job, spoken or typed, with feedback on the whole session.',
    minutes: [12, 15],
  },
  9: {
    name: 'Cover Letter',
    purpose: 'Drafts a send-ready letter from your resume and the job details.',
    minutes: [3, 5],
  },
  10: { name: 'Job Search Agent', purpose: 'Finds openings that match your query and resume, with fit scores.' },
  11: { name: 'Application Dashboard', purpose: 'Tracks your applications and their status.' },
};

/** Steps that need Pro on the free plan (docs/decisions/038 section 4). */
export const proOnlySteps: readonly Step[] = [4, 7, 8, 9];

export function isProLocked(step: Step, plan: PlanPackage): boolean {
  return plan === 'free' && proOnlySteps.includes(step);
}

/** '3–5 min' with an en dash, as the spec writes ranges. */
export function formatEstimate(minutes: readonly [number, number]): string {
  return `${minutes[0]}–${minutes[1]} min`;
}

/**
 * Toolkit groups as the sidebar shows them (docs/product/1-platform.md section 1). The third is 'Prepare', as the home
 * grid and the landing page name it (docs/product/2-modules.md section 1), so one group has one name everywhere
 * (docs/decisions/035); its id stays 'interview', the key of the sidebar's stored open sections.
 */
export const toolkitGroups = [
  { id: 'analyze', label: 'Analyze', steps: [1, 2, 3] },
  { id: 'build', label: 'Build', steps: [4, 9, 7] },
  { id: 'interview', label: 'Prepare', steps: [5, 6] },
] as const satisfies readonly { id: string; label: string; steps: readonly ModuleStep[] }[];

/** The sidebar's Tools section. */
export const toolSteps: readonly Step[] = [10, 11, 8];

/** Where a step lives inside a workspace (docs/product/1-platform.md section 2, Routes). */
export function stepPath(workspaceId: string, step: Step): string {
  if (step === 10) return `/app/w/${workspaceId}/agent`;
  if (step === 11) return `/app/w/${workspaceId}/applications`;
  return `/app/w/${workspaceId}/modules/${step}`;
}
