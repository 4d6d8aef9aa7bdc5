import type { EngineData } from '../engine-data.ts';
import { titleTokens } from '../lookups/title-words.ts';
import { normalizeTitleWithAlternatives, type OccupationMatch } from '../posting/normalize-title.ts';
import { TITLE_RELATION_SCORES } from './fit-factors.ts';

/** Share of the wanted title's words present in the other title ('Survey Researchers' vs 'Survey Researcher' = 1). */
export function titleOverlap(wanted: string, other: string): number {
  const a = new Set(titleTokens(wanted));
  const b = new Set(titleTokens(other));
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared / a.size;
}

/** How two occupations relate: same O*NET code, listed as related, same SOC minor group, or not at all. */
export function occupationRelation(
  a: OccupationMatch | null,
  b: OccupationMatch | null,
  data: EngineData,
): { score: number; relation: string } {
  if (!a || !b) return { score: 0, relation: 'unknown' };
  if (a.code === b.code) return { score: TITLE_RELATION_SCORES.sameOccupation, relation: 'same occupation' };
  const related =
    data.occupationByCode.get(a.code)?.relatedCodes.includes(b.code) ||
    data.occupationByCode.get(b.code)?.relatedCodes.includes(a.code);
  if (related) return { score: TITLE_RELATION_SCORES.relatedOccupation, relation: 'related occupation' };
  if (a.code.slice(0, 5) === b.code.slice(0, 5))
    return { score: TITLE_RELATION_SCORES.sameGroup, relation: 'same occupation group' };
  return { score: 0, relation: 'different occupation' };
}

export type TitleMatcher = (title: string) => OccupationMatch | null;

/** Occupation matches of titles, computed once per title per call. */
export function createTitleMatcher(data: EngineData): TitleMatcher {
  const cache = new Map<string, OccupationMatch | null>();
  return (title) => {
    if (!cache.has(title)) cache.set(title, normalizeTitleWithAlternatives(title, data.titles));
    return cache.get(title)!;
  };
}
