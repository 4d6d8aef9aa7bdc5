import { isDateFragment } from '../text/dates.ts';
import { LOCATION, type HeaderPart } from './header-parts.ts';

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
  const m = LOCATION.exec(part.text);
  if (!m) return null;
  const rest = part.text.replace(m[0], '').replace(/[\s,.*()|-]+/g, '');
  return rest.length <= 2 ? m[0] : null;
}

/**
 * The title, employer and place among a role header's parts. The parts come in order of trust (the
 * dated line's first), so on equal scores the earlier part wins.
 */
export function assignParts(parts: readonly HeaderPart[]): RoleHeader {
  const useful = parts.filter((p) => !isNoise(p));
  const location = useful.map(placeOf).find((p) => p !== null) ?? null;
  const candidates = useful.filter((p) => !p.isSentence && placeOf(p) === null);
  const title = [...candidates].sort((a, b) => b.titleScore - a.titleScore)[0];
  const chosenTitle = title && title.titleScore > 0 ? title : null;
  const employer = candidates
    .filter((p) => p !== chosenTitle && p.employerScore > 0 && p.text.length > 1)
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
