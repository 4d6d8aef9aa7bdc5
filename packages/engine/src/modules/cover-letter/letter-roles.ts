import type { FitEvidence } from '../../fit/requirement-match.ts';
import type { ParsedResume } from '../../resume/parse-resume.ts';
import type { Role } from '../../resume/extract-roles.ts';

/**
 * What a letter may call an employer or a job title: the resume's own words, unless the reading went
 * wrong in a way a reader would see at once. Template words ('Company Name', 'City'), date words
 * ('Present', 'June 2020') and long runs of text are never written as a name: the role is then
 * described by what is left (its title, or its employer), never by a placeholder.
 */
const NOT_A_NAME =
  /^(?:present|current|currently|now|today|to date|ongoing|company(?: name)?|employer(?: name)?|organi[sz]ation(?: name)?|name|city|state|location|n\/?a|tbd|various|confidential)$/i;
const TEMPLATE_WORDS = /\b(?:company name|employer name|city,? state)\b/i;
const DATE_WORD =
  /^(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*)?(?:\d{4}|present|current)\b/i;
/** Characters of a misread encoding ('Â', 'ï1⁄4') or a layout run: not a name as written. */
const BROKEN = /[ÂÃâï�|[\]{}]|\u2044/;
const MAX_NAME_WORDS = 10;

/** The text as a name a letter can write, or null: 'Present', 'Company Name', 'June 2020' and mangled text are not names. */
export function usableName(text: string | null | undefined): string | null {
  const clean = text
    ?.replace(/\s+/g, ' ')
    .replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, '')
    .trim();
  if (!clean || !/\p{L}{2}/u.test(clean)) return null;
  if (NOT_A_NAME.test(clean) || TEMPLATE_WORDS.test(clean) || DATE_WORD.test(clean) || BROKEN.test(clean)) return null;
  return clean.split(' ').length <= MAX_NAME_WORDS ? clean : null;
}

/**
 * A job title a sentence can say ('where I work as a ...'): a usable name that does not end in a plural
 * acronym ('CPAs') or in a full stop, and starts with a capital ('credible and non-credible.' is a line
 * the reading took for a title). 'Internship' is said as the person who held it: 'intern'.
 */
export function usableTitle(text: string | null | undefined): string | null {
  // a note in brackets is not part of the title a sentence says ('Pump Operator (night shift)', 'Developer (Local to TX)')
  const name = usableName(text?.replace(/\s*\([^)]*\)\s*$/, ''));
  if (!name || /\b[A-Z]{2,}s$/.test(name) || /[.,;:]$/.test(name) || !/^[A-Z0-9]/.test(name)) return null;
  // '1 year as an Office Administrator', '5+ years in retail': a line of the summary the reading took for a title
  if (/^\d+\+?\s*(?:years?|yrs?|months?)\b/i.test(name)) return null;
  if (/^internship$/i.test(name)) return 'intern';
  // a title written in capitals is said in title case ('ASSISTANT STORE MANAGER' -> 'Assistant Store Manager'; 'CEO' stays)
  return singularTitle(!/\p{Ll}/u.test(name) && name.includes(' ') ? titleCase(name) : name);
}

/**
 * A title said for one person: a posting for several hires, or a resume that copies an occupation's name, says it
 * in the plural ('Becker Instructors'). A plural after 'of' or 'for' is the role's field, not the role ('Director of
 * Projects', 'Manager for Events'), and among words in '-ects' only 'Architects' is a role ('Projects' is not).
 */
export function singularTitle(title: string): string {
  if (/\s(?:of|for)\s/i.test(title)) return title;
  return title.replace(/(\p{Ll}(?:or|er|ist|ian|ant|ent|ive|ate|itect|eer))s$/u, '$1');
}

/** An employer that is a job title ('Senior Specialist (Storage Services)'): a role's header read wrong; the role is then named by its title only. */
export function usableEmployer(text: string | null | undefined): string | null {
  const name = usableName(text);
  const head =
    name
      ?.replace(/\s*\([^)]*\)/g, '')
      .trim()
      .split(/\s+/)
      .pop() ?? '';
  return name && !TITLE_WORDS.test(head) ? name : null;
}

/** Head words of job titles: a 'name' or a 'project' that holds one is a role's header the reading took for something else. */
export const TITLE_WORDS =
  /\b(?:manager|director|engineer|developer|nurse|teacher|analyst|assistant|officer|specialist|consultant|technician|designer|accountant|chef|supervisor|coordinator|representative|administrator|instructor|scientist|associate|intern|trainee|clerk|agent|lead|head)\b/i;

/** A project of the resume that is a job the reading put among projects: its name holds a job title, a template's words or a date range. */
export function isRoleLikeProject(name: string, dates: unknown): boolean {
  return (
    TITLE_WORDS.test(name) ||
    /\b(?:company name|city|state)\b/i.test(name) ||
    (dates !== null && /\b(?:present|current)\b/i.test(name))
  );
}

/** The role a line of evidence belongs to, found in the resume by title and employer as written. */
export function findRole(resume: ParsedResume, role: FitEvidence['role']): Role | null {
  if (!role) return null;
  return resume.roles.find((r) => r.title === role.title && r.employer === role.employer) ?? null;
}

/** The role as a letter can describe it: usable title and employer, and whether the candidate still holds it. */
export interface LetterRole {
  readonly title: string | null;
  readonly employer: string | null;
  readonly isCurrent: boolean;
}

export function describeRole(
  role: Pick<Role, 'title' | 'employer'> & { readonly dates: Role['dates'] | null },
): LetterRole {
  return {
    title: usableTitle(role.title),
    employer: usableEmployer(role.employer),
    isCurrent: role.dates?.isCurrent ?? false,
  };
}

/**
 * A name as the text writes it: one the reading cut inside a word ('Source Solutions LLC' of
 * 'SpotSource Solutions LLC is a ...') is taken whole; a name the text holds as whole words stays.
 */
export function nameAsWritten(name: string | null, text: string): string | null {
  if (!name) return name;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (new RegExp(`(?<![\\p{L}\\d])${escaped}`, 'u').test(text)) return name;
  const glued = new RegExp(`[\\p{L}\\d]+${escaped}`, 'u').exec(text);
  return glued ? glued[0] : name;
}

/** Short words and acronyms that stay in capitals when a title written in capitals is said in title case. */
const KEEP_CAPITALS =
  /^(?:[A-Z]{1,2}|[B-DF-HJ-NP-TV-Z]{2,}|AWS|API|SAP|ERP|CRM|EHS|ESL|IOS|ETL|CAD|GIS|HVAC|CNA|LPN|[IVX]+)$/;
const SMALL_WORDS = /^(?:and|or|of|the|for|in|at|to|with|on)$/i;

/** 'ENVIRONMENTAL ENGINEER/SCIENTIST' -> 'Environmental Engineer/Scientist'; 'SQL', 'IT', 'II' stay. */
export function titleCase(title: string): string {
  return title.replace(/\p{L}[\p{L}']*/gu, (word, offset: number) => {
    if (offset > 0 && SMALL_WORDS.test(word)) return word.toLowerCase();
    if (KEEP_CAPITALS.test(word)) return word;
    return word[0]! + word.slice(1).toLowerCase();
  });
}
