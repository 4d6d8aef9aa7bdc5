/**
 * The words the letter itself writes around the resume's evidence, in one language. Slots in braces
 * are filled with text from the resume or the posting as written: {company}, {title}, {employer},
 * {requirement}, {skills}, {degree}, {school}, {summary}; {a} is the English indefinite article of
 * the noun after it. Every language has every key (a missing one is a type error).
 */
export interface LetterPhrases {
  readonly greetingCompany: string;
  readonly greeting: string;
  /** The opening sentence: the role applied for. */
  readonly applyingAt: string;
  readonly applying: string;
  readonly rolePlaceholder: string;
  /** Who the candidate is: the most recent role, current or past, with or without its employer. */
  readonly nowAt: string;
  readonly now: string;
  readonly lastAt: string;
  readonly last: string;
  readonly whoPlaceholder: string;
  /** The openings of the evidence sentences: the first role, then 'before that'; present for a current role. */
  readonly atRoleNow: string;
  readonly atRoleThen: string;
  readonly beforeAtRoleNow: string;
  readonly beforeAtRoleThen: string;
  readonly atEmployer: string;
  readonly beforeAtEmployer: string;
  readonly asTitle: string;
  readonly ownProjects: string;
  readonly also: string;
  /** The body when no resume line answers the posting. */
  readonly exampleOf: string;
  readonly example: string;
  readonly skills: string;
  readonly degreeFrom: string;
  readonly degree: string;
  readonly whyCompany: string;
  readonly whyTeam: string;
  readonly closingParagraph: string;
  readonly signOff: string;
  readonly namePlaceholder: string;
  /** The conjunction of a list ('Python and AWS'). */
  readonly and: string;
  /**
   * How the resume's lines appear. null: as first-person clauses ('I led ...'), English only, since the
   * resume is read in English. Otherwise quoted verbatim after a lead ('mi experiencia incluye: «Led ...»'),
   * never translated; the summary likewise.
   */
  readonly quoting: {
    readonly open: string;
    readonly close: string;
    readonly lead: string;
    readonly leadPast: string;
    readonly profile: string;
  } | null;
}

/** Keys of the phrases that are text with slots (all but `quoting`). */
export type PhraseKey = Exclude<keyof LetterPhrases, 'quoting'>;

/** A phrase with its slots filled in one pass (a value is never scanned for slots): '{title} at {company}'. */
export function fillPhrase(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}

/** The slot names of a phrase, sorted: 'At {employer}, where I work as {a} {title}' -> ['a', 'employer', 'title']. */
export function phraseSlots(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
}

/** Every text the letter writes in a language, its slots cut out: the words the claim check takes as the letter's own, never names. */
export function frameTexts(phrases: LetterPhrases): string[] {
  const texts = [...Object.values(phrases).filter((v): v is string => typeof v === 'string'), ...Object.values(phrases.quoting ?? {})];
  return texts.map((t) => t.replace(/\{\w+\}/g, '\n'));
}
