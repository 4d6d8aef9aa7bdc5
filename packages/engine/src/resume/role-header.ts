import { isDateFragment } from '../text/dates.ts';
import type { TitleIndex } from '../lookups/title-index.ts';
import { hasRoleWord, findLocation, splitHeader, type HeaderPart } from './header-parts.ts';

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

/**
 * The title, employer and place among a role header's parts. The parts come in order of trust (the
 * dated line's first), so on equal scores the earlier part wins. When the employer was anonymised
 * ('Company Name'), the remaining name-like part is the title even if no title list knows it.
 */
export function assignParts(parts: readonly HeaderPart[], context: { places: readonly string[]; isAnonymised: boolean }): RoleHeader {
  const useful = parts.filter((p) => !isNoise(p));
  const location = context.places[0] ?? useful.map(placeOf).find((p) => p !== null) ?? null;
  const candidates = useful.filter((p) => !p.isSentence && placeOf(p) === null);
  const title = [...candidates].sort((a, b) => b.titleScore - a.titleScore)[0];
  const guessed = context.isAnonymised && candidates.length === 1 && /^\p{Lu}/u.test(candidates[0]!.text) ? candidates[0]! : null;
  const chosenTitle = title && title.titleScore > 0 ? title : guessed;
  const employer = candidates
    // a part that names a role ('Internship', 'Research Intern') is no employer unless it says so ('at ...', 'Inc.')
    .filter((p) => p !== chosenTitle && p.employerScore > 0 && p.text.length > 1 && (p.employerScore >= 2 || !hasRoleWord(p.text)))
    .sort((a, b) => b.employerScore - a.employerScore || candidates.indexOf(a) - candidates.indexOf(b))[0];
  // a capitalised part beside a clearer title is its employer ('Senior Data Analyst - Quillfeather Health')
  const isEmployer = !!employer && (employer.employerScore >= 2 || employer.titleScore === 0 || (chosenTitle !== null && chosenTitle.titleScore >= 3 && employer.titleScore < chosenTitle.titleScore));
  return {
    title: chosenTitle?.text ?? null,
    employer: isEmployer ? employer.text : null,
    location,
    descriptions: useful.filter((p) => p.isSentence).map((p) => p.text),
    confidence: { title: chosenTitle ? byScore(chosenTitle.titleScore) : 'low', employer: isEmployer ? byScore(employer.employerScore) : 'low' },
  };
}
