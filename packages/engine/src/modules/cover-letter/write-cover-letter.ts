import type { EngineData } from '../../engine-data.ts';
import type { FitResult } from '../../fit/fit-types.ts';
import { scoreFit } from '../../fit/score-fit.ts';
import { parsePosting, type ParsedPosting } from '../../posting/parse-posting.ts';
import { parseResume, type ParsedResume } from '../../resume/parse-resume.ts';
import type { YearMonth } from '../../types.ts';
import { buildClaimFacts } from '../claims/claim-facts.ts';
import { flagClaims } from '../claims/flag-claims.ts';
import type { CoverLetter } from '../module-types.ts';
import { describeLetterLanguage, resolveLetterLanguage } from './letter-language.ts';
import { educationSentence, evidenceParagraph, introParagraph, skillsSentence } from './letter-paragraphs.ts';
import { fillPhrase, frameTexts } from './letter-phrases.ts';
import { LETTER_PHRASES } from './phrases/phrases-by-language.ts';
import { pickEvidence } from './pick-evidence.ts';

export interface CoverLetterInput {
  readonly resumeText: string;
  readonly postingText: string;
  readonly asOf: YearMonth;
  /**
   * The letter language the user asked for, as a code or a name ('es', 'es-MX', 'Spanish', 'Español'). The built-in
   * engine writes English, Spanish, French, German, Italian and Portuguese; others are written in English (an LLM provider writes them).
   */
  readonly language?: string | null;
}

/**
 * writeCoverLetter (module 9): a send-ready letter (greeting, 3-4 short paragraphs, closing) built from
 * the resume's evidence for the posting's top requirements: every employer, title, degree and figure
 * in it is the resume's own; the company is named only when the posting states it; what only the
 * user can add (why this company) is a bracketed placeholder. Checked for unsupported claims: `flags`.
 * In a language other than English the letter's own words are that language's and the resume's
 * lines are quoted as written, never translated (see letter-phrases.ts).
 */
export function writeCoverLetter(input: CoverLetterInput, data: EngineData): CoverLetter {
  const resume = parseResume(input.resumeText, data, { asOf: input.asOf });
  const posting = parsePosting(input.postingText, data);
  return writeParsedCoverLetter(resume, posting, scoreFit(resume, posting, data), data, input.language ?? null);
}

export function writeParsedCoverLetter(resume: ParsedResume, posting: ParsedPosting, fit: FitResult, data: EngineData, language: string | null = null): CoverLetter {
  const p = LETTER_PHRASES[resolveLetterLanguage(language)];
  const title = posting.title ? posting.title.replace(/\s*\([^)]*\)\s*/g, ' ').replace(/\s+/g, ' ').trim() : null;
  const company = posting.company;
  const greeting = company ? fillPhrase(p.greetingCompany, { company }) : p.greeting;
  const evidence = pickEvidence(fit, resume);
  const intro = introParagraph(resume, title, company, p);
  const topMissing = fit.requirements.find((m) => m.requirement.kind === 'must');
  const body = evidenceParagraph(evidence, resume, p) ?? (topMissing ? fillPhrase(p.exampleOf, { requirement: topMissing.requirement.label }) : p.example);
  const more = [skillsSentence(resume, posting, `${intro} ${body}`, p), educationSentence(resume, posting, p)].filter((s): s is string => !!s).join(' ');
  const closingParagraph = `${company ? fillPhrase(p.whyCompany, { company }) : p.whyTeam} ${p.closingParagraph}`;
  const paragraphs = [intro, body, ...(more ? [more] : []), closingParagraph];
  const closing = p.signOff;
  const signature = resume.contact.name ?? p.namePlaceholder;
  const letter = [greeting, '', paragraphs.join('\n\n'), '', closing, signature].join('\n');
  const placeholders = [...letter.matchAll(/\[[^\]\n]+\]/g)].map((m) => m[0]);
  // the title and company are the posting's; the letter's own words, in any language, are never names
  const facts = buildClaimFacts(resume, data, [title ?? '', company ?? '']);
  const flags = flagClaims([{ field: 'letter', text: letter }], facts, data, { checkSkills: true, formulaTexts: frameTexts(p) });
  return {
    letter,
    greeting,
    paragraphs,
    closing,
    signature,
    placeholders,
    evidence: evidence.map((e) => ({ requirement: e.requirement, resume_line: e.line.text })),
    language: describeLetterLanguage(language),
    flags,
  };
}
