import type { EngineData } from '../../engine-data.ts';
import type { FitResult } from '../../fit/fit-types.ts';
import { scoreFit } from '../../fit/score-fit.ts';
import { parsePosting, type ParsedPosting } from '../../posting/parse-posting.ts';
import { parseResume, type ParsedResume } from '../../resume/parse-resume.ts';
import type { YearMonth } from '../../types.ts';
import { buildClaimFacts } from '../claims/claim-facts.ts';
import { usableTitle } from '../cover-letter/letter-roles.ts';
import { flagClaims } from '../claims/flag-claims.ts';
import { postingSources } from '../claims/posting-sources.ts';
import type { InterviewQuestion, InterviewQuestions } from '../module-types.ts';
import { gapQuestions } from './gap-questions.ts';
import type { AskedRequirement, Draft } from './question-parts.ts';
import { CATEGORY_LIMITS, INTERVIEW_CATEGORIES, type InterviewCategoryId } from './question-templates.ts';
import { requirementTopic } from './requirement-topic.ts';
import { actionOf, behavioralQuestions, listStatements, resumeQuestions } from './resume-questions.ts';
import { technicalQuestions } from './technical-questions.ts';
import { detectLanguage, isQuotableInEnglish, TEXT_LANGUAGE_NAMES } from '../../text/text-language.ts';
import { tidyText } from './tidy-text.ts';

export interface InterviewQuestionsInput {
  readonly resumeText: string;
  readonly postingText: string;
  readonly asOf: YearMonth;
}

export type QuestionDrafts = Record<InterviewCategoryId, Draft[]>;

const tidyDraft = (d: Draft): Draft => ({
  question: tidyText(d.question),
  guidelines: d.guidelines.map(tidyText),
  basis: tidyText(d.basis),
});

/** What a posting in another language asks of the candidate that an English question can say: working in that language. */
const languageQuestion = (name: string): Draft => ({
  question: `The posting is written in ${name}. How comfortable are you working in ${name} every day, and could you answer part of this interview in it?`,
  guidelines: [
    `Say plainly how well you speak, read and write ${name}, with an example of using it at work or in study.`,
    'If you are still learning it, say how and since when.',
  ],
  basis: `The posting is written in ${name}, so the employer will likely expect you to work in it.`,
});

/** The question drafts of every category (shared by the Fit Matrix's interview items), their punctuation made clean. */
export function draftQuestions(resume: ParsedResume, posting: ParsedPosting, fit: FitResult): QuestionDrafts {
  const byId = new Map(fit.requirements.map((m) => [m.requirement.id, m]));
  const asked: AskedRequirement[] = posting.requirements.flatMap((r) => {
    const m = byId.get(r.id);
    return m ? [{ r, m, topic: requirementTopic(r, posting) }] : [];
  });
  const statements = listStatements(resume);
  const drafts: QuestionDrafts = {
    technical: technicalQuestions(asked, resume),
    // a story is an accomplishment: a line that opens with what the candidate did, never a unit's header or a label
    behavioral: behavioralQuestions(
      asked,
      posting,
      statements.filter((b) => actionOf(b.text) !== null),
    ),
    gaps: gapQuestions(asked),
    resume: resumeQuestions(resume, statements),
  };
  // an English question quotes nothing in another language: a posting in one gets a question on working in it instead
  const language = detectLanguage(posting.text);
  if (language !== 'en') drafts.gaps.unshift(languageQuestion(TEXT_LANGUAGE_NAMES[language]));
  for (const id of Object.keys(drafts) as InterviewCategoryId[])
    drafts[id] = drafts[id]
      .filter((d) => isQuotableInEnglish(`${d.question} ${d.basis}`))
      .slice(0, CATEGORY_LIMITS[id])
      .map(tidyDraft);
  return drafts;
}

/**
 * generateInterviewQuestions (module 5): a map of category -> questions with answer guidelines and,
 * in plain words, why each is asked. Built from the posting's real requirements (a skill or duty, never
 * the company, the city, the schedule or boilerplate): technical per skill the resume shows, behavioral
 * from its soft skills with the resume story closest in meaning, gaps from what the resume does not
 * show, and the resume's own roles. Questions may quote the posting; anything they say about the
 * candidate comes from the resume (checked: each question carries its flags).
 */
export function generateInterviewQuestions(input: InterviewQuestionsInput, data: EngineData): InterviewQuestions {
  const resume = parseResume(input.resumeText, data, { asOf: input.asOf });
  const posting = parsePosting(input.postingText, data);
  return questionsFromDrafts(draftQuestions(resume, posting, scoreFit(resume, posting, data)), resume, posting, data);
}

export function questionsFromDrafts(
  drafts: QuestionDrafts,
  resume: ParsedResume,
  posting: ParsedPosting,
  data: EngineData,
): InterviewQuestions {
  // the resume's titles as a question says them, for one person ('Plumbers' -> 'Plumber', question-parts.ts)
  const facts = buildClaimFacts(resume, data, [
    ...postingSources(posting),
    ...resume.roles.map((r) => usableTitle(r.title) ?? ''),
  ]);
  const out: Record<string, InterviewQuestion[]> = {};
  for (const id of Object.keys(INTERVIEW_CATEGORIES) as InterviewCategoryId[]) {
    if (drafts[id].length === 0) continue;
    out[INTERVIEW_CATEGORIES[id]] = drafts[id].map((d) => ({
      ...d,
      flags: flagClaims(
        [
          { field: 'question', text: d.question },
          ...d.guidelines.map((text, i) => ({ field: `guidelines[${i}]`, text })),
        ],
        facts,
        data,
      ),
    }));
  }
  return out;
}
