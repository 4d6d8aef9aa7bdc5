import { withThe } from '../shared/organisation-name.ts';

/**
 * The words the letter itself writes around the resume's evidence, in one language. Slots in braces
 * are filled with text from the resume or the posting as written: {company}, {title}, {employer},
 * {skills}, {listed}, {degree}, {field}, {school}, {summary}, {quote}, {phrase}; {a} is the English indefinite article of
 * the noun after it. Every language has every key (a missing one is a type error).
 */
export interface LetterPhrases {
  readonly greetingCompany: string;
  readonly greeting: string;
  /** The opening sentence: the role applied for; without a usable title, the position in neutral words. */
  readonly applyingAt: string;
  readonly applying: string;
  readonly applyingAtUntitled: string;
  readonly applyingUntitled: string;
  /** Who the candidate is: the most recent role, current or past, with or without its employer. */
  readonly nowAt: string;
  readonly now: string;
  readonly lastAt: string;
  readonly last: string;
  /** The openings of the evidence sentences: the first role, then 'before that'; present for a current role. */
  readonly atRoleNow: string;
  readonly atRoleThen: string;
  readonly beforeAtRoleNow: string;
  readonly beforeAtRoleThen: string;
  readonly atEmployer: string;
  readonly beforeAtEmployer: string;
  readonly asTitle: string;
  readonly beforeAsTitle: string;
  /** An earlier role with the title just named and no employer to tell them apart: the title is not repeated. */
  readonly beforeSimilarRole: string;
  /** A line of the resume's projects section (never a role's line: paid work is not 'my own projects'). */
  readonly ownProjects: string;
  /** A role's line when the resume gives the role no usable title or employer. */
  readonly inWork: string;
  readonly also: string;
  /** Posting skills the resume shows in its work, skills it only lists, or both in one sentence ({listed}). */
  readonly skills: string;
  readonly skillsListed: string;
  readonly skillsBoth: string;
  readonly degreeFrom: string;
  readonly degree: string;
  /** A degree and its field: "Master's in Business Administration" (other languages keep the resume's words: 'Master's, Business Administration'). */
  readonly degreeIn: string;
  /** The middle paragraph when the resume shows nothing the letter can state (no fact: it points to the resume). */
  readonly resumeNote: string;
  readonly closingParagraph: string;
  /**
   * The close made specific to the posting's top requirement the evidence meets (letter-closing.ts): {work} is
   * 'my work as a {title}' or 'my experience', {phrase} the requirement. null: the language keeps closingParagraph.
   */
  readonly closingFocus: {
    readonly workAs: string;
    readonly work: string;
    readonly supports: string;
    readonly preparedTo: string;
    /** 'how I could contribute to your {team} team': the posting's team, when no requirement the resume meets can be named. */
    readonly team: string;
    readonly thanks: string;
  } | null;
  readonly signOff: string;
  /** The conjunction of a list ('Python and AWS'). */
  readonly and: string;
  /**
   * How the resume's lines appear. null: as first-person clauses ('I led ...'), English only, since the
   * resume is read in English. Otherwise quoted verbatim after a lead ('mi experiencia incluye: «Led ...»'),
   * never translated; the summary likewise, and the posting's sentence on why the role appeals.
   */
  readonly quoting: {
    readonly open: string;
    readonly close: string;
    readonly lead: string;
    readonly leadPast: string;
    readonly profile: string;
    readonly whyCompany: string;
    readonly whyPosting: string;
  } | null;
  /**
   * The English sentences on why the role appeals, built on the posting's own words ({phrase}): its
   * mission, its commitment, what the company is, or the work the role does. null with quoting.
   */
  readonly why: {
    readonly mission: string;
    readonly missionUnnamed: string;
    readonly commitment: string;
    readonly commitmentUnnamed: string;
    readonly identity: string;
    readonly work: string;
  } | null;
}

/** Keys of the phrases that are text with slots (all but `quoting`, `why` and `closingFocus`). */
export type PhraseKey = Exclude<keyof LetterPhrases, 'quoting' | 'why' | 'closingFocus'>;

/** A phrase with its slots filled in one pass (a value is never scanned for slots): '{title} at {company}'. */
export function fillPhrase(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}

/**
 * An organisation's name as the letter's sentence says it: English says 'the' before a body named by its kind or its
 * state ('at the University of Oslo', 'at the United States Navy'); the other languages quote it as written.
 */
export const sayName = (name: string, p: Pick<LetterPhrases, 'quoting'>): string => (p.quoting ? name : withThe(name));

/** The slot names of a phrase, sorted: 'At {employer}, where I work as {a} {title}' -> ['a', 'employer', 'title']. */
export function phraseSlots(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
}

/** Every text the letter writes in a language, its slots cut out: the words the claim check takes as the letter's own, never names. */
export function frameTexts(phrases: LetterPhrases): string[] {
  const texts = [
    ...Object.values(phrases).filter((v): v is string => typeof v === 'string'),
    ...Object.values(phrases.quoting ?? {}),
    ...Object.values(phrases.why ?? {}),
    ...Object.values(phrases.closingFocus ?? {}),
  ];
  return texts.map((t) => t.replace(/\{\w+\}/g, '\n'));
}
