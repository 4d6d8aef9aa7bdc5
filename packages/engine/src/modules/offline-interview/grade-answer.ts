import type { EngineData } from '../../engine-data.ts';
import { parseResume } from '../../resume/parse-resume.ts';
import { extractSkills } from '../../skills/extract-skills.ts';
import { normalizeText } from '../../text/normalize-text.ts';
import type { YearMonth } from '../../types.ts';
import { buildOutline, type OutlineStep } from './answer-outline.ts';
import { gradeLength } from './answer-length.ts';
import { isCopiedQuestion, isGibberish, isRepeated, readAnswer } from './answer-text.ts';
import { feedbackMarkdown } from './feedback-markdown.ts';
import { gradeRelevance, targetedRequirement } from './relevance.ts';
import type { CriterionFinding, RubricCriterion } from './rubric-types.ts';
import { gradeSpecificity } from './specificity.ts';
import { gradeStructure, isHypothetical } from './star-structure.ts';

export const ANSWER_PROBLEMS = ['empty', 'gibberish', 'repeated', 'copied_question', 'off_topic'] as const;
export type AnswerProblem = (typeof ANSWER_PROBLEMS)[number];

export interface GradeAnswerInput {
  readonly question: string;
  readonly guidelines?: readonly string[];
  /** Why the question is asked (module 5's basis): names the requirement it targets. */
  readonly basis?: string | null;
  readonly category?: string | null;
  /** The typed answer or the spoken answer's transcript; null or empty when there is none. */
  readonly answer: string | null;
  readonly resumeText?: string | null;
  readonly asOf: YearMonth;
}

export interface AnswerFeedback {
  readonly question: string;
  readonly category: string | null;
  readonly requirement: string | null;
  readonly score: number | null;
  readonly verdict: string;
  readonly problems: readonly AnswerProblem[];
  readonly criteria: readonly RubricCriterion[];
  readonly keep: readonly string[];
  readonly change: readonly string[];
  readonly outline: readonly OutlineStep[];
  readonly markdown: string;
}

/** Most an answer with a problem can score, whatever its parts: never praise for nothing. */
const PROBLEM_CAP: Record<AnswerProblem, number> = {
  empty: 0,
  gibberish: 0,
  repeated: 15,
  copied_question: 10,
  off_topic: 25,
};
const PROBLEM_VERDICT: Record<AnswerProblem, string> = {
  empty: 'There is no answer to grade yet.',
  gibberish: 'This does not read as an answer: the words are not ones an interviewer could follow.',
  repeated: 'The answer repeats itself: most of it says the same thing again.',
  copied_question: 'The answer repeats the question back instead of answering it.',
  off_topic: 'The answer does not address the question.',
};
const PROBLEM_CHANGE: Record<AnswerProblem, string> = {
  empty: 'Write or say your answer: one real example, what you did and how it ended.',
  gibberish: 'Answer in full sentences an interviewer can follow: one real example, what you did and how it ended.',
  repeated: 'Say each point once, then move the story on: what happened next, and how it ended.',
  copied_question: 'Do not restate the question: go straight to your example.',
  off_topic: 'Start again from the question: pick an example that shows exactly what it asks about.',
};

function verdictFor(score: number): string {
  if (score >= 80) return 'A strong answer: keep its shape and polish the details below.';
  if (score >= 60) return 'A good base: a few changes will make it convincing.';
  if (score >= 40) return 'It needs work: the story is there in part, the changes below complete it.';
  return 'Not ready yet: rebuild it around one real example, using the outline below.';
}

function skillNames(text: string, data: EngineData): string[] {
  const sources = normalizeText(text)
    .split('\n')
    .map((t, line) => ({ text: t, section: 'text' as const, line }));
  return [...new Set(extractSkills(sources, data.skills).map((m) => m.skill.name))];
}

/**
 * gradeAnswer (module 6, Offline Interview): a deterministic rubric over one answer, structure (STAR),
 * specificity, relevance to the requirement the question targets and length, with the answer's own
 * words as evidence; what to keep and what to change; and a stronger outline built only from resume
 * lines. An empty, gibberish, repeated, copied or off-topic answer is named as such and never praised.
 */
export function gradeAnswer(input: GradeAnswerInput, data: EngineData): AnswerFeedback {
  const question = input.question.trim();
  const basis = input.basis?.trim() || null;
  const requirement = targetedRequirement(question, basis);
  const guidelines = input.guidelines ?? [];
  const resume = input.resumeText?.trim() ? parseResume(input.resumeText, data, { asOf: input.asOf }) : null;
  const outline = buildOutline(resume, question, `${question} ${requirement ?? ''}`, requirement);
  const base = { question, category: input.category ?? null, requirement };
  if (input.answer === null) {
    const verdict =
      'Your answer was not transcribed, so its content could not be graded: see the delivery figures, and add what you said as a transcript to get the rubric.';
    return {
      ...base,
      score: null,
      verdict,
      problems: [],
      criteria: [],
      keep: [],
      change: [],
      outline,
      markdown: feedbackMarkdown({
        score: null,
        verdict,
        requirement,
        guidelines,
        criteria: [],
        keep: [],
        change: [],
        outline,
      }),
    };
  }
  const answer = readAnswer(input.answer);
  const problems: AnswerProblem[] = [];
  if (answer.content.length < 3) problems.push('empty');
  else if (isGibberish(answer)) problems.push('gibberish');
  else {
    if (isRepeated(answer)) problems.push('repeated');
    if (isCopiedQuestion(answer, question)) problems.push('copied_question');
  }
  const blank = problems.includes('empty') || problems.includes('gibberish');
  const askedSkills = skillNames(`${question}\n${requirement ?? ''}`, data);
  const answerSkills = blank ? [] : skillNames(answer.text, data);
  const relevance = gradeRelevance(answer, { question, basis, requirement, askedSkills, answerSkills });
  const findings: CriterionFinding[] = [
    gradeStructure(answer, { isHypothetical: isHypothetical(question) }),
    gradeSpecificity(answer, answerSkills),
    relevance,
    gradeLength(answer),
  ];
  if (!blank && !problems.includes('copied_question') && relevance.isOffTopic && answer.words.length >= 12)
    problems.push('off_topic');

  const criteria = findings.map((f) =>
    blank ? { ...f.criterion, score: 0, evidence: [], detail: 'Not graded: there is no answer to read.' } : f.criterion,
  );
  const weighted = Math.round(
    criteria.reduce((sum, c) => sum + c.score * c.weight, 0) / criteria.reduce((sum, c) => sum + c.weight, 0),
  );
  const cap = Math.min(100, ...problems.map((p) => PROBLEM_CAP[p]));
  const score = Math.max(0, Math.min(weighted, cap));
  const keep = problems.length > 0 ? [] : findings.flatMap((f) => f.keep);
  const change = [...problems.map((p) => PROBLEM_CHANGE[p]), ...(blank ? [] : findings.flatMap((f) => f.change))];
  const verdict = problems.length > 0 ? PROBLEM_VERDICT[problems[0]!] : verdictFor(score);
  const markdown = feedbackMarkdown({ score, verdict, requirement, guidelines, criteria, keep, change, outline });
  return { ...base, score, verdict, problems, criteria, keep, change, outline, markdown };
}
