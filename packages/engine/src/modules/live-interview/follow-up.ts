import type { AnswerFeedback } from '../offline-interview/grade-answer.ts';
import type { RubricCriterion } from '../offline-interview/rubric-types.ts';

/** Below this rubric score (or with any answer problem) an answer is thin and gets one follow-up. */
export const THIN_ANSWER_SCORE = 55;

const FOLLOW_UPS: Record<RubricCriterion['id'], (requirement: string | null) => string> = {
  structure: () => 'And how did that end? What was the result, and how did you know it worked?',
  specificity: () => 'What exactly did you do yourself there: which tools, and which numbers can you put on it?',
  relevance: (requirement) =>
    requirement
      ? `How does that connect to ${requirement}, which this role asks for?`
      : 'How does that connect to what this role asks for?',
  length: () =>
    'Could you say more? Walk me through one concrete example: the situation, what you did, and how it ended.',
};

/**
 * One follow-up on a thin answer, as an interviewer would probe: aimed at the rubric's weakest
 * criterion (no result, nothing specific, off the requirement, too short). Null when the answer holds up.
 */
export function followUpFor(feedback: AnswerFeedback): string | null {
  if (feedback.problems.includes('empty')) return 'Take your time. Could you give me one example from your own work?';
  if (feedback.problems.includes('off_topic') || feedback.problems.includes('copied_question'))
    return FOLLOW_UPS.relevance(feedback.requirement);
  if (feedback.problems.length > 0) return FOLLOW_UPS.length(null);
  if (feedback.score === null || feedback.score >= THIN_ANSWER_SCORE) return null;
  // the criterion that lost the most weighted points
  const weakest = [...feedback.criteria].sort((a, b) => (100 - b.score) * b.weight - (100 - a.score) * a.weight)[0];
  return weakest ? FOLLOW_UPS[weakest.id](feedback.requirement) : null;
}
