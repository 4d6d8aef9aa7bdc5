import type { EngineData } from '../../engine-data.ts';
import { scoreFit } from '../../fit/score-fit.ts';
import { parsePosting } from '../../posting/parse-posting.ts';
import { parseResume } from '../../resume/parse-resume.ts';
import type { YearMonth } from '../../types.ts';
import { draftQuestions } from '../interview-questions/generate-questions.ts';
import type { Draft } from '../interview-questions/question-parts.ts';
import { INTERVIEW_CATEGORIES, type InterviewCategoryId } from '../interview-questions/question-templates.ts';

export const LIVE_FOCUSES = ['behavioral', 'technical', 'cv'] as const;
export type LiveFocus = (typeof LIVE_FOCUSES)[number];

export interface LivePlanInput {
  readonly resumeText: string;
  readonly postingText: string;
  readonly focus: LiveFocus;
  readonly asOf: YearMonth;
}

/** One question the interviewer will ask, with what a good answer holds (the rubric grades against it). */
export interface LivePlanQuestion {
  readonly question: string;
  readonly guidelines: readonly string[];
  readonly basis: string;
  readonly category: string;
  /** 'gap': aimed at a must-have the resume does not show (the Fit Matrix's gaps); 'focus': the chosen focus; 'opening'. */
  readonly aim: 'opening' | 'gap' | 'focus';
}

export interface LiveInterviewPlan {
  readonly role: string | null;
  readonly company: string | null;
  /** The posting's must-haves the resume does not meet (what the interviewer probes). */
  readonly gaps: readonly string[];
  readonly questions: readonly LivePlanQuestion[];
}

/** The focus's own category first, then the others it may borrow from when it runs short. */
const FOCUS_CATEGORIES: Record<LiveFocus, readonly InterviewCategoryId[]> = {
  behavioral: ['behavioral', 'resume', 'technical'],
  technical: ['technical', 'behavioral', 'resume'],
  cv: ['resume', 'behavioral', 'technical'],
};
/** Enough questions for 15 minutes at one to two minutes an answer, with follow-ups. */
export const LIVE_PLAN_MAX = 9;
const GAPS_MAX = 3;

const opening = (role: string | null): LivePlanQuestion => ({
  question: role
    ? `To start, tell me briefly about yourself and what makes you a fit for this ${role} role.`
    : 'To start, tell me briefly about yourself and what makes you a fit for this role.',
  guidelines: [
    'Keep it to one or two minutes: your current role, one result you are proud of, and why this role is the next step.',
    'Name the requirement of the posting you meet best.',
  ],
  basis: 'Every interview opens this way: it shows how you summarise your own experience.',
  category: 'Opening',
  aim: 'opening',
});

const asQuestion = (d: Draft, id: InterviewCategoryId, aim: LivePlanQuestion['aim']): LivePlanQuestion => ({
  question: d.question,
  guidelines: d.guidelines,
  basis: d.basis,
  category: INTERVIEW_CATEGORIES[id],
  aim,
});

/**
 * The questions a live interview asks, in order: an opening, then the chosen focus's questions with
 * the Fit Matrix's gaps (must-haves the resume does not show) asked early, one after every two focus
 * questions. The same engine questions as Interview Questions (module 5), so nothing is invented.
 */
export function planLiveInterview(input: LivePlanInput, data: EngineData): LiveInterviewPlan {
  const resume = parseResume(input.resumeText, data, { asOf: input.asOf });
  const posting = parsePosting(input.postingText, data);
  const fit = scoreFit(resume, posting, data);
  const drafts = draftQuestions(resume, posting, fit);
  const gapQuestions = drafts.gaps.slice(0, GAPS_MAX).map((d) => asQuestion(d, 'gaps', 'gap'));
  const focusQuestions = FOCUS_CATEGORIES[input.focus].flatMap((id) =>
    drafts[id].map((d) => asQuestion(d, id, 'focus')),
  );
  const questions: LivePlanQuestion[] = [opening(posting.title)];
  let g = 0;
  let f = 0;
  // focus, gap, focus, focus, gap, focus, focus, gap, ...: a gap as the second question, then every third
  for (
    let slot = 0;
    questions.length < LIVE_PLAN_MAX && (g < gapQuestions.length || f < focusQuestions.length);
    slot += 1
  ) {
    const gapTurn = g < gapQuestions.length && (slot % 3 === 1 || f >= focusQuestions.length);
    questions.push(gapTurn ? gapQuestions[g++]! : focusQuestions[f++]!);
  }
  const gaps = fit.requirements
    .filter((m) => m.requirement.kind === 'must' && m.status !== 'met')
    .map((m) => m.requirement.label);
  return { role: posting.title, company: posting.company, gaps: [...new Set(gaps)].slice(0, 6), questions };
}
