import type { Requirement } from './extract-requirements.ts';
import { parseExperienceNeeds, type ExperienceNeed } from './experience-needs.ts';

/** A line that asks the candidate for experience ('you bring', 'the ideal candidate has', 'requires'). */
const EXPERIENCE_ASKED = /\b(?:experience|erfahrung|erfarenhet)\b/i;
const PREFERRED = /\b(?:preferred|preferably|ideally|a plus|nice to have|bonus|desired|advantage)\b/i;

/**
 * The years of experience the posting asks for overall: the largest must-have need that is general or in
 * the posting's own role (else the largest must-have need of any kind), counting the title line's own
 * ('Principal Data Scientist with over 10 years experience'). Years that are only preferred, or one way
 * to qualify beside a degree, set no minimum.
 */
export function findYearsRequired(
  requirements: readonly Requirement[],
  title: string | null,
  titleLine: string,
  /** Other lines of the posting that may state the years ('The ideal candidate has 3+ years of experience in ...'), read when no requirement does. */
  otherLines: readonly string[] = [],
): { min: number; text: string } | null {
  const asked = [
    ...parseExperienceNeeds(titleLine),
    ...requirements.filter((r) => r.kind === 'must').flatMap((r) => r.experience),
  ].filter((n) => !n.orDegree);
  const needs: ExperienceNeed[] =
    asked.length > 0 || requirements.some((r) => r.experience.length > 0)
      ? asked
      : otherLines
          .filter((l) => EXPERIENCE_ASKED.test(l) && !PREFERRED.test(l))
          .flatMap(parseExperienceNeeds)
          .filter((n) => !n.orDegree);
  const titleKey = (title ?? '').toLowerCase();
  const general = needs.filter(
    (n) => !n.role || titleKey.includes(n.role.toLowerCase()) || n.role.toLowerCase().includes(titleKey),
  );
  const source = general.length > 0 ? general : needs;
  const max = source.reduce<ExperienceNeed | null>((best, n) => (!best || n.years > best.years ? n : best), null);
  return max ? { min: max.years, text: max.text } : null;
}
