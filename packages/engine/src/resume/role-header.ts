import { isDateFragment } from '../text/dates.ts';
import type { TitleIndex } from '../lookups/title-index.ts';
import { hasRoleWord, findLocation, splitHeader, type HeaderPart } from './header-parts.ts';
import { isUnpaidLabel } from './unpaid-role.ts';

export type Confidence = 'high' | 'medium' | 'low';

export interface RoleConfidence {
  readonly title: Confidence;
  readonly employer: Confidence;
  readonly dates: Confidence;
}

export interface RoleHeader {
  readonly title: string | null;
  readonly employer: string | null;
  readonly location: string | null;
  readonly descriptions: string[];
  readonly confidence: Omit<RoleConfidence, 'dates'>;
}

const byScore = (score: number): Confidence => (score >= 3 ? 'high' : score === 2 ? 'medium' : 'low');

/** A part that names nothing: a leftover date word ('Present', 'to'), one letter (an icon font's glyph), punctuation. */
const isNoise = (part: HeaderPart) => part.text.replace(/[^\p{L}\p{N}]/gu, '').length < 2 || isDateFragment(part.text);

/** The place in a part, when the part is nothing but a place ('Austin, TX', 'Seoul, S.Korea', 'Remote'). */
function placeOf(part: HeaderPart): string | null {
  const m = findLocation(part.text);
  if (!m) return null;
  const rest = part.text.replace(m[0], '').replace(/[\s,.*()|-]+/g, '');
  return rest.length <= 2 ? m[0] : null;
}

/** A header line's parts, its place taken out first ('Sunnyvale, CA' is one place, not two parts). */
export function splitHeaderLine(text: string, titles: TitleIndex): { parts: HeaderPart[]; place: string | null } {
  const place = findLocation(text)?.[0] ?? null;
  return { parts: splitHeader(place ? text.replace(place, '   ') : text, titles), place };
}

// not OR: in a title it is the operating room ('Pediatric OR Nurse')
const US_STATE_CODES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC';
/** A place printed without its comma before the title ('Oak Harbor WA Aviation Mechanic', 'Various locations Aviation Mechanic'). */
const LEADING_PLACE = new RegExp(
  `^((?:\\p{Lu}[\\p{Ll}.'-]+\\s){1,3}(?:${US_STATE_CODES})|(?:Various|Multiple) locations)\\s+(?=\\p{Lu})`,
  'u',
);
const SENIORITY =
  /\b(?:senior|junior|lead|staff|principal|chief|head|associate|assistant|deputy|charge|acting|interim)\b/i;

/** The title without a place run into its start, and that place; a prefix that names a role is the title's own. */
export function splitLeadingPlace(title: string): { title: string; place: string | null } {
  const m = LEADING_PLACE.exec(title);
  if (!m) return { title, place: null };
  const rest = title.slice(m[0].length);
  if (hasRoleWord(m[1]!) || SENIORITY.test(m[1]!) || !hasRoleWord(rest)) return { title, place: null };
  return { title: rest, place: /locations$/i.test(m[1]!) ? null : m[1]!.replace(/\s(\S+)$/, ', $1') };
}

/**
 * The title, employer and place among a role header's parts. The parts come in order of trust (the
 * dated line's first), so on equal scores the earlier part wins. When the employer was anonymised
 * ('Company Name'), the remaining name-like part is the title even if no title list knows it.
 */
export function assignParts(
  parts: readonly HeaderPart[],
  context: { places: readonly string[]; isAnonymised: boolean },
): RoleHeader {
  const useful = parts.filter((p) => !isNoise(p));
  const location = context.places[0] ?? useful.map(placeOf).find((p) => p !== null) ?? null;
  const candidates = useful.filter((p) => !p.isSentence && placeOf(p) === null);
  // on equal scores a part that names a role ('Assistant Store Manager') is the title before one that does not
  // ('Crestline Pharmacy', a word some titles end in)
  const namesRole = (p: HeaderPart) => (hasRoleWord(p.text) ? 1 : 0);
  const title = [...candidates].sort((a, b) => b.titleScore - a.titleScore || namesRole(b) - namesRole(a))[0];
  const guessed =
    context.isAnonymised && candidates.length === 1 && /^\p{Lu}/u.test(candidates[0]!.text) ? candidates[0]! : null;
  const chosenTitle = title && title.titleScore > 0 ? title : guessed;
  const employer = candidates
    // a part that names a role ('Internship', 'Research Intern') is no employer unless it says so ('at ...', 'Inc.'),
    // nor is a sponsorship or volunteering ('Pro Sponsored Athlete')
    .filter(
      (p) =>
        p !== chosenTitle &&
        p.employerScore > 0 &&
        p.text.length > 1 &&
        (p.employerScore >= 2 || !hasRoleWord(p.text)) &&
        !isUnpaidLabel(p.text),
    )
    .sort((a, b) => b.employerScore - a.employerScore || candidates.indexOf(a) - candidates.indexOf(b))[0];
  // a capitalised part beside a clearer title is its employer ('Senior Data Analyst - Quillfeather Health')
  const isEmployer =
    !!employer &&
    (employer.employerScore >= 2 ||
      employer.titleScore === 0 ||
      (chosenTitle !== null && chosenTitle.titleScore >= 3 && employer.titleScore < chosenTitle.titleScore));
  const placed = chosenTitle ? splitLeadingPlace(chosenTitle.text) : null;
  return {
    title: placed?.title ?? null,
    employer: isEmployer ? employer.text : null,
    location: location ?? placed?.place ?? null,
    descriptions: useful.filter((p) => p.isSentence).map((p) => p.text),
    confidence: {
      title: chosenTitle ? byScore(chosenTitle.titleScore) : 'low',
      employer: isEmployer ? byScore(employer.employerScore) : 'low',
    },
  };
}
