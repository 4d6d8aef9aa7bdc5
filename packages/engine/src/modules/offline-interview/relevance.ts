import { contentStems, GENERIC_QUESTION_WORDS as GENERIC, workWordCount, type AnswerText } from './answer-text.ts';
import type { CriterionFinding } from './rubric-types.ts';

/** The requirement a question targets, in the posting's words, from the question or its basis. */
export function targetedRequirement(question: string, basis: string | null): string | null {
  const fromBasis = basis?.match(
    /The posting (?:requires|would like|asks:?|needs|lists)\s+'?([^']+?)'?(?:[,;]|\.$|$)/,
  )?.[1];
  const fromQuestion = question.match(/The role (?:asks for|also lists)\s+(.+?)(?:[.,]|\s+as a plus)/)?.[1];
  const found = (fromBasis ?? fromQuestion)?.trim();
  return found && found.length > 2 ? found : null;
}

export interface RelevanceInput {
  readonly question: string;
  readonly basis: string | null;
  readonly requirement: string | null;
  /** Vocabulary skills the question or its requirement names. */
  readonly askedSkills: readonly string[];
  /** Vocabulary skills the answer names. */
  readonly answerSkills: readonly string[];
}

/** Relevance: does the answer speak to what was asked (the requirement's skills, the question's topic)? */
export function gradeRelevance(answer: AnswerText, input: RelevanceInput): CriterionFinding & { isOffTopic: boolean } {
  const topic = new Set(
    [...contentStems(input.question), ...contentStems(input.requirement ?? '')].filter((w) => !GENERIC.has(w)),
  );
  const said = new Set(answer.content);
  const shared = [...topic].filter((w) => said.has(w));
  const answerSkills = new Set(input.answerSkills.map((s) => s.toLowerCase()));
  const skillsHit = input.askedSkills.filter((s) => answerSkills.has(s.toLowerCase()));
  const topicShare = Math.min(1, shared.length / Math.min(3, Math.max(1, topic.size)));
  // a soft skill the answer shows without naming it ('communication') still counts through the topic's words
  const bySkills =
    input.askedSkills.length > 0 ? 60 * (skillsHit.length / input.askedSkills.length) + 40 * topicShare : 0;
  const isAboutWork = workWordCount(answer) >= 2 || input.answerSkills.length > 0;
  // a work story that never names the topic may still answer it (by 'it'): some credit, and the advice to name it
  const isUnnamed = shared.length === 0 && skillsHit.length === 0 && isAboutWork;
  const score = Math.round(Math.max(bySkills, 85 * topicShare, isUnnamed ? 30 : 0));
  const target = input.requirement ? `'${input.requirement}'` : 'what the question asks';
  const keep: string[] = [];
  const change: string[] = [];
  if (skillsHit.length > 0) keep.push(`You speak to the requirement directly: ${skillsHit.join(', ')}.`);
  const skillsMissed = input.askedSkills.filter((s) => !skillsHit.includes(s));
  if (skillsMissed.length > 0)
    change.push(`Name ${skillsMissed.slice(0, 3).join(', ')} where you used it: the question is about ${target}.`);
  else if (isUnnamed)
    change.push(`Name ${target} in so many words, so the interviewer hears that your story answers the question.`);
  else if (score < 50) change.push(`Tie the answer to ${target}: say in one sentence how your story shows it.`);
  const detail = isUnnamed
    ? `The answer is a work story but never names ${target}.`
    : score < 20
      ? `The answer barely touches ${target}.`
      : `The answer ${score >= 70 ? 'addresses' : 'partly addresses'} ${target}${skillsHit.length ? ` and names ${skillsHit.join(', ')}` : ''}.`;
  return {
    isOffTopic: shared.length === 0 && skillsHit.length === 0 && !isAboutWork,
    criterion: {
      id: 'relevance',
      label: 'Relevance to the requirement',
      score,
      weight: 30,
      detail,
      evidence: [...skillsHit, ...shared.slice(0, 5)],
    },
    keep,
    change,
  };
}
