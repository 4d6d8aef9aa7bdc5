import { composeAdvice, type Advice } from '../shared/advice.ts';
import type { CoverLetter } from '../module-types.ts';

/** What the Cover Letter advice reads (a model's letter may lack the evidence fields a stored one has). */
export type CoverLetterAdviceInput = Pick<CoverLetter, 'signature' | 'placeholders' | 'language' | 'flags'> & {
  readonly evidence: ReadonlyArray<{ readonly requirement: string }>;
  readonly posting_evidence?: ReadonlyArray<unknown> | null;
};

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many.replace('#', String(n)));

/** adviseCoverLetter: what to check before sending, what the letter already answers, and what only the writer can add. */
export function adviseCoverLetter(letter: CoverLetterAdviceInput): Advice {
  // the letter's own filler ('your recent work') is no posting requirement
  const requirements = [...new Set(letter.evidence.map((e) => e.requirement).filter((r) => r && !/^your /i.test(r)))];
  const flagged = letter.flags.length;
  const gaps = letter.placeholders.length;
  const isEnglish = /^en\b/i.test(letter.language);
  return composeAdvice(
    [
      flagged > 0
        ? `${plural(flagged, 'One statement', '# statements')} in the letter ${plural(flagged, 'is', 'are')} not in your resume: check or remove ${plural(flagged, 'it', 'them')} before you send it`
        : null,
      gaps > 0 ? `Fill in the ${plural(gaps, 'bracketed gap', '# bracketed gaps')} before you send it` : null,
      requirements.length > 0
        ? `It answers the posting's ${requirements.length === 1 ? 'requirement' : 'requirements'} (${requirements.slice(0, 3).join('; ')}) with lines from your own resume: the evidence below shows which line each sentence rests on`
        : 'It is written from your resume: read it through and keep only what is true to your work',
      letter.posting_evidence && letter.posting_evidence.length > 0
        ? "The opening uses the posting's own words about the role: if you know why this company appeals to you, add one sentence of your own"
        : 'If you know why this company appeals to you, add one sentence of your own to the first paragraph',
      isEnglish ? null : 'Your resume lines are quoted as written, so check that they read well in the letter',
      letter.signature.trim()
        ? 'Read it aloud once, change any word that does not sound like you, then send it with your resume'
        : 'Sign it with your name and contact line, then send it with your resume',
    ],
    [],
  );
}
