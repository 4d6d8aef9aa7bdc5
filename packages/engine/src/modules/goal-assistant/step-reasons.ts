import type { GoalWorkspaceState } from './goal-types.ts';
import type { GoalIntentId } from './intent-table.ts';

/** Why each step helps, in general terms (true of the module, not of the user). */
const stepWhy: Readonly<Record<number, string>> = {
  1: 'Scores your resume out of 100 and lists the strengths, the gaps and the actions that raise the score.',
  2: 'Lists what the posting requires and prefers, and the pay it states or published wage data for the role.',
  3: 'Checks each requirement of the posting against your resume, with the evidence it found or did not find.',
  4: 'Suggests phrase-level rewrites for this posting, each with its reason; you apply only what is true.',
  5: 'Gives the questions this role is likely to ask, with what a good answer covers.',
  6: 'Answer one question, typed or spoken, and get feedback on it.',
  7: 'Edit your resume and export it as PDF or Word.',
  8: 'A spoken mock interview in real time.',
  9: 'Drafts a letter from your resume and this posting, using only what your resume says.',
  10: 'Finds openings that match your query and resume, with fit scores.',
  11: 'Keeps your applications and their status in one place.',
};

/** Where a goal gives a step a sharper reason. */
const intentWhy: Partial<Record<GoalIntentId, Readonly<Record<number, string>>>> = {
  interview_soon: {
    3: 'Shows which requirements your resume backs and which it does not: the ones the interviewer is most likely to probe.',
    5: 'With days left, rehearse the questions this role is likely to ask.',
  },
  negotiate_offer: {
    1: 'Gives a salary estimate for the role your resume fits, with its source.',
    2: 'The pay the posting states, or published wage data for the role, is your anchor for a counter-offer.',
    3: 'The reasons to hire you it lists are your arguments when you ask for more.',
  },
  switch_careers: {
    1: 'Shows the roles your resume already fits and the skills that carry over.',
    3: 'Tells you which requirements of a posting in the new field you already meet.',
  },
  first_job: {
    1: 'Shows what a recruiter sees first when your experience is short, and what to add.',
  },
  promotion: {
    3: 'Measures your resume against a next-level posting, requirement by requirement.',
  },
  return_after_gap: {
    1: 'Shows how your resume reads today, including how it handles the dates around the break.',
  },
};

/** The reason shown for a step: the workspace's own result when the step ran, else the general reason. */
export function whyStep(step: number, intent: GoalIntentId, ws: GoalWorkspaceState): string {
  if (step === 1 && ws.resumeScore !== null) {
    const potential =
      ws.resumePotential !== null && ws.resumePotential > ws.resumeScore
        ? `; its listed actions point to ${ws.resumePotential}`
        : '';
    return `Your resume scored ${ws.resumeScore} of 100${potential}.`;
  }
  if (step === 3 && ws.fitScore !== null) {
    const gaps = ws.missingMustHaves.length;
    const gapText =
      gaps > 0 ? `, with ${gaps} must-have requirement${gaps === 1 ? '' : 's'} not shown on your resume` : '';
    return `Your fit with this posting is ${ws.fitScore} of 100${gapText}.`;
  }
  return intentWhy[intent]?.[step] ?? stepWhy[step] ?? '';
}

/** What to do to run the step, from what the workspace lacks. */
export function howStep(
  step: number,
  label: string,
  needs: 'cv' | 'jd' | 'both' | 'none',
  ws: GoalWorkspaceState,
): string {
  if (ws.completedSteps.includes(step))
    return `Done: open ${label} to review the result; run it again after you change your resume or the posting.`;
  const lacksCv = (needs === 'cv' || needs === 'both') && !ws.hasResume;
  const lacksJd = (needs === 'jd' || needs === 'both') && !ws.hasJob;
  if (lacksCv && lacksJd) return `Add your resume and the job posting on the Documents page, then open ${label}.`;
  if (lacksCv) return `Add your resume on the Documents page, then open ${label}.`;
  if (lacksJd) return `Add the job posting on the Documents page, then open ${label}.`;
  return `Open ${label}; it reads the documents already in this workspace.`;
}
