import type { Requirement } from './extract-requirements.ts';
import { parseExperienceNeeds, type ExperienceNeed } from './experience-needs.ts';

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
): { min: number; text: string } | null {
  const needs: ExperienceNeed[] = [
    ...parseExperienceNeeds(titleLine),
    ...requirements.filter((r) => r.kind === 'must').flatMap((r) => r.experience),
  ].filter((n) => !n.orDegree);
  const titleKey = (title ?? '').toLowerCase();
  const general = needs.filter(
    (n) => !n.role || titleKey.includes(n.role.toLowerCase()) || n.role.toLowerCase().includes(titleKey),
  );
  const source = general.length > 0 ? general : needs;
  const max = source.reduce<ExperienceNeed | null>((best, n) => (!best || n.years > best.years ? n : best), null);
  return max ? { min: max.years, text: max.text } : null;
}
