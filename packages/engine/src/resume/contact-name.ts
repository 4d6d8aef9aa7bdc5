import type { TitleIndex } from '../lookups/title-index.ts';
import { findDates } from '../text/dates.ts';
import { hasRoleWord, scoreTitle } from './header-parts.ts';
import { isPlaceholder } from './placeholders.ts';
import { sectionOfHeading } from './section-headings.ts';

/** Credentials after a name: 'Maria Garcia, RN, BSN', 'Jane Roe, PhD', 'John Smith, P.Eng., PMP'. */
const CREDENTIAL =
  /^(?:[A-Z]{2,6}(?:-[A-Z]{1,4})?|Ph\.?\s?D\.?|M\.?D\.?|D\.?O\.?|J\.?D\.?|P\.?\s?Eng\.?|M\.?Sc\.?|B\.?Sc\.?|M\.?Ed\.?|Ed\.?D\.?|Jr\.?|Sr\.?|II|III|IV)$/;
/** A name word: 'Maria', "O'Neil", 'Garcia-Lopez', 'MAYER', 'J.', 'van', 'de'. */
const NAME_WORD = /^(?:\p{Lu}[\p{L}'’.-]*|van|von|de|der|den|da|di|del|la|le|bin|binti|al|el)$/u;
/** Top-of-page words that are never a name: 'Curriculum Vitae', 'Resume', 'Europass', 'Personal Information'. */
const NOT_A_NAME =
  /^(?:curriculum vitae|cv|r[eé]sum[eé]|europass|personal (?:information|details|data)|contact|contact information|page \d+)$/i;

export function splitCredentials(text: string): { name: string; credentials: string[] } {
  const [head, ...rest] = text.split(/\s*,\s*/);
  const credentials = rest.flatMap((r) => r.split(/\s+/)).filter(Boolean);
  if (rest.length > 0 && credentials.every((c) => CREDENTIAL.test(c))) return { name: head!, credentials };
  return { name: text, credentials: [] };
}

/** A job title rather than a name: a word that makes a title ('Charge Nurse', 'SOUS CHEF'), or a title the index knows whole. */
export function isTitleLike(text: string, titles: TitleIndex | undefined): boolean {
  if (hasRoleWord(text)) return true;
  return titles !== undefined && scoreTitle(text, titles) >= 3;
}

const isHeadingLike = (text: string) => NOT_A_NAME.test(text.trim()) || sectionOfHeading(text) !== null;

/** A person's name: one to four capitalised words (one only where a lone first name can be), no digits, no title, no heading. */
export function isNameLike(text: string, titles: TitleIndex | undefined, options: { allowSingle: boolean }): boolean {
  const words = text.trim().split(/\s+/);
  if (words.length > 4 || (words.length === 1 && !options.allowSingle) || /\d|@/.test(text)) return false;
  if (!words.every((w) => NAME_WORD.test(w)) || !/^\p{Lu}/u.test(words[0]!) || words.join('').length < 2) return false;
  return !isHeadingLike(text) && !isTitleLike(text, titles) && !isPlaceholder(text);
}

/** A headline under a name: short, no contact details, no date, no heading; not an address line. */
export function isHeadlineLike(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return (
    words.length >= 1 &&
    words.length <= 10 &&
    /^\p{Lu}/u.test(text.trim()) &&
    !/^\d/.test(text.trim()) &&
    findDates(text).length === 0 &&
    !isHeadingLike(text) &&
    !isPlaceholder(text)
  );
}

/** The title parts of a headline: 'Senior Data Analyst | SQL | Python' -> 'Senior Data Analyst'; 'DevOps Engineer · Software Architect' kept whole. */
export function headlineOf(pieces: readonly string[], titles: TitleIndex | undefined): string | null {
  const titled = pieces.filter((p) => isTitleLike(p, titles));
  return titled.length > 0 ? titled.join(' · ') : null;
}
