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
import { openingParagraph, whySentence } from './letter-opening.ts';
import { closingParagraph, postingTeam } from './letter-closing.ts';
import { educationSentence, evidenceSentences, skillSentences } from './letter-paragraphs.ts';
import { fillPhrase, frameTexts } from './letter-phrases.ts';
import { letterCompany } from './letter-company.ts';
import { singularTitle, titleCase, usableTitle } from './letter-roles.ts';
import { writeSignature } from './letter-signature.ts';
import { LETTER_PHRASES } from './phrases/phrases-by-language.ts';
import { pickEvidence, type Evidence } from './pick-evidence.ts';
import { findWhySource, isEnglishPhrase } from './why-this-role.ts';
import { detectLanguage } from '../../text/text-language.ts';

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

/** The longest posting title a letter names: a longer one is a run of the posting's text, and the letter says 'the position' instead. */
const MAX_TITLE_WORDS = 10;

/** The posting's title as the letter names it: parsePosting's, without parentheses ('(m/w/d)', '(Remote)'); null when it is not a title. */
export function letterTitle(title: string | null): string | null {
  // a year or school year closing the title is the posting's date, not the role ('Teacher - Mathematics 2025-2026')
  const clean = title
    ?.replace(/\s*\([^)]*\)\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(?:\s*[-–,]\s*|\s+)(?:19|20)\d\d(?:\s*[-/–]\s*(?:19|20)?\d\d)?$/, '');
  if (!clean || clean.split(' ').length > MAX_TITLE_WORDS || /[:|]/.test(clean) || /^job description$/i.test(clean))
    return null;
  return singularTitle(/\p{Ll}/u.test(clean) ? clean : titleCase(clean));
}

/**
 * writeCoverLetter (module 9): a letter a careful person would send: greeting, 3-4 short paragraphs
 * (why this role, in the posting's own words; two or three pieces of evidence from the resume; what
 * else the resume shows for the posting's requirements; a close), signed with the resume's name and
 * contact line. Every employer, title, degree and figure in it is the resume's own; the company is
 * named only when the posting states it on strong evidence (docs/decisions/040); nothing is left in brackets. Checked for unsupported claims:
 * `flags`. In a language other than English the letter's own words are that language's and the
 * resume's lines are quoted as written, never translated (see letter-phrases.ts).
 */
export function writeCoverLetter(input: CoverLetterInput, data: EngineData): CoverLetter {
  const resume = parseResume(input.resumeText, data, { asOf: input.asOf });
  const posting = parsePosting(input.postingText, data);
  return writeParsedCoverLetter(resume, posting, scoreFit(resume, posting, data), data, input.language ?? null);
}

export function writeParsedCoverLetter(
  resume: ParsedResume,
  posting: ParsedPosting,
  fit: FitResult,
  data: EngineData,
  language: string | null = null,
): CoverLetter {
  const p = LETTER_PHRASES[resolveLetterLanguage(language)];
  const postingLanguage = detectLanguage(posting.text);
  const title = letterTitle(posting.title);
  const company = letterCompany(posting);
  // 'Dear Hanover Insurance Group Hiring Team,': the company's 'The' does not follow 'Dear' (the letter's sentences keep it)
  const greeting = company
    ? fillPhrase(p.greetingCompany, {
        company: p === LETTER_PHRASES.en ? company.replace(/^the\s+(?=\S+\s)/i, '') : company,
      })
    : p.greeting;
  const found = findWhySource(posting);
  // an English letter does not say it is drawn to a German duty ('Steuerung und Durchführung des Onboarding-Prozesses')
  const source = found && (p !== LETTER_PHRASES.en || isEnglishPhrase(found.phrase)) ? found : null;
  const why = whySentence(source, company, p);
  const candidates = pickEvidence(fit, resume, {
    needsClause: !p.quoting,
    requirements: new Map(posting.requirements.map((r) => [r.id, r])),
  });
  // the title, the company and the posting's sentence the letter builds on are the posting's, and the resume's
  // sentences are its own words even where a wrapped line was joined to its continuation
  // (and the resume's titles as the letter says them, for one person: 'Pastry Bakers' -> 'Pastry Baker')
  const ownTitles = resume.roles.map((r) => usableTitle(r.title) ?? '');
  const facts = buildClaimFacts(resume, data, [
    title ?? '',
    company ?? '',
    source?.sentence ?? '',
    // the team a close may name is the posting's
    postingTeam(posting.text) ?? '',
    ...candidates.map((e) => e.sentence),
    ...ownTitles,
  ]);
  const formulaTexts = frameTexts(p);
  const signature = writeSignature(resume);
  const compose = (evidence: readonly Evidence[]) => {
    const opening = openingParagraph(resume, { title, company, why, evidenceRoles: evidence.map((e) => e.role) }, p);
    const body = evidenceSentences(evidence, p);
    const bodyText = body.map((s) => s.text).join(' ');
    const more = [
      ...skillSentences(resume, posting, `${opening} ${bodyText}`, p),
      educationSentence(resume, posting, p),
    ]
      .filter((s): s is string => !!s)
      .join(' ');
    // 3-4 paragraphs: when the resume gives nothing to state, the middle points to the resume rather than inventing
    const middle = [bodyText, more].filter((text) => text.length > 0);
    // the close names the posting's top requirement the evidence meets; when the check flags what it names, the general close
    const focused = closingParagraph(evidence, fit, posting, p);
    const close =
      focused !== p.closingParagraph &&
      flagClaims([{ field: 'letter', text: focused }], facts, data, { checkSkills: true, formulaTexts }).length > 0
        ? p.closingParagraph
        : focused;
    const paragraphs = [opening, ...(middle.length > 0 ? middle : [p.resumeNote]), close];
    // a sign-off with nothing under it reads unfinished: without a name or contact line the letter ends on its closing paragraph (the screen asks for the name)
    const letter = [greeting, '', paragraphs.join('\n\n'), ...(signature ? ['', p.signOff, signature] : [])].join('\n');
    // the sentence on the posting names the posting's skills, not the candidate's: its skills are not checked against the resume
    const flags = [
      ...flagClaims([{ field: 'letter', text: why ? letter.replace(why, '') : letter }], facts, data, {
        checkSkills: true,
        formulaTexts,
      }),
      ...(why ? flagClaims([{ field: 'letter', text: why }], facts, data, { formulaTexts }) : []),
    ];
    return { paragraphs, letter, body, flags };
  };
  let draft = compose(candidates);
  // a line that reads as a claim the resume does not make once it is said in the first person (a header taken for a bullet) is left out
  const flagged = new Set(
    draft.body.filter((s) => draft.flags.some((f) => s.text.includes(f.text))).flatMap((s) => s.evidence),
  );
  if (flagged.size > 0) draft = compose(candidates.filter((e) => !flagged.has(e)));
  return {
    letter: draft.letter,
    greeting,
    paragraphs: draft.paragraphs,
    closing: signature ? p.signOff : '',
    signature,
    placeholders: [],
    evidence: draft.body.flatMap((s) =>
      s.evidence.map((e) => ({ requirement: e.requirement, resume_line: e.sentence, sentence: s.text })),
    ),
    ...(why && source ? { posting_evidence: [{ sentence: why, posting_text: source.sentence }] } : {}),
    language: describeLetterLanguage(language),
    // a letter in English for a posting in German says so: the screen tells the user (decision 046)
    ...(postingLanguage !== resolveLetterLanguage(language) ? { posting_language: postingLanguage } : {}),
    flags: draft.flags,
  };
}
