import { composeAdvice, quoteLine, shortList, type Advice } from '../shared/advice.ts';
import type { InterviewQuestion } from '../module-types.ts';
import { isPluralPhrase } from '../shared/plural-phrase.ts';

/** What the Interview Questions advice reads: category -> questions (guidelines a list, or text in a stored result). */
export type InterviewQuestionsAdviceInput = Readonly<
  Record<
    string,
    ReadonlyArray<Pick<InterviewQuestion, 'question' | 'basis'> & { readonly guidelines: readonly string[] | string }>
  >
>;

/** A basis that says the resume does not (fully) show what the posting asks. */
const GAP = /does not (?:show|list)|shows only (?:part|some)|shows no work|show less/i;
/** The topic of a basis ('The posting requires Kubernetes, and your resume ...' -> 'Kubernetes'). */
const TOPIC = /^The posting (?:requires|would like|asks for|prefers) (.+?)(?:,|;)? (?:and )?your resume/i;
/** The resume line a guideline points to ("A story your resume already has: 'Built...'"). */
const STORY = /(?:your resume already has|what your resume says): '(.+)'(?=\s*\(|\.?\s*$)/i;

const guidelinesOf = (q: { guidelines: readonly string[] | string }) =>
  typeof q.guidelines === 'string' ? q.guidelines.split('\n') : q.guidelines;

/** adviseInterviewQuestions: which questions to prepare first (the gaps), the stories the resume already has, and how to answer. */
export function adviseInterviewQuestions(questions: InterviewQuestionsAdviceInput): Advice {
  const all = Object.values(questions).flat();
  const gaps = all.filter((q) => GAP.test(q.basis));
  const gapTopics = [
    ...new Set(gaps.map((q) => TOPIC.exec(q.basis)?.[1]?.trim()).filter((t): t is string => Boolean(t))),
  ].map((t) => (t.includes(',') ? `'${t}'` : t));
  const story = all
    .filter((q) => !GAP.test(q.basis))
    .map((q) => ({
      topic: TOPIC.exec(q.basis)?.[1]?.trim() ?? null,
      line:
        guidelinesOf(q)
          .map((g) => STORY.exec(g)?.[1])
          .find(Boolean) ?? null,
    }))
    .find((s) => s.topic && s.line);
  const count = all.length;
  // one topic that names several things ('analytical skills') is 'them' too
  const gapIt = gapTopics.length === 1 && !isPluralPhrase(gapTopics[0]!) ? 'it' : 'them';
  return composeAdvice(
    [
      count > 0
        ? `Prepare an answer to each of the ${count === 1 ? 'question' : `${count} questions`} below, out loud, a few minutes each`
        : null,
      gaps.length > 0
        ? `Start with ${gapTopics.length > 0 ? shortList(gapTopics) : `the ${gaps.length === 1 ? 'question' : `${gaps.length} questions`} on gaps`}: your resume does not fully show ${gapIt}, so expect the interviewer to ask, and have an honest answer such as related work or how you would learn ${gapIt}`
        : null,
      story
        ? `Your resume already has the stories: for ${story.topic}, tell the one behind ${quoteLine(story.line!)}`
        : null,
      'Tell each story in three parts: the situation, what you did yourself, and what changed, with a number where you have one',
      'Know how every number on your resume was measured: interviewers ask',
    ],
    [],
  );
}
