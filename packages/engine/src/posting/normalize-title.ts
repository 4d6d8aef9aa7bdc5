import type { TitleIndex } from '../lookups/title-index.ts';
import { titleVariants } from '../lookups/title-variants.ts';
import { titleTokens } from '../lookups/title-words.ts';

/** Which list a match came from, in words a person can read next to the result. */
export const MATCH_SOURCES = {
  curated: 'curated title table',
  title: 'O*NET title',
  alternate: 'O*NET alternate title',
  words: 'O*NET title words',
} as const;

export interface OccupationMatch {
  readonly code: string;
  /** The curated title, O*NET title or alternate title that matched. */
  readonly matchedTitle: string;
  /** 0-1: 1 for a curated title or an exact O*NET title, lower for alternates and partial word matches. */
  readonly confidence: number;
  /** How the title was compared: whole normalized title, or word overlap. */
  readonly method: 'exact' | 'words';
  readonly source: (typeof MATCH_SOURCES)[keyof typeof MATCH_SOURCES];
}

const MIN_CONFIDENCE = 0.35;
const MAX_POSTING = 4000;

/** The curated table's entry for the first of the spellings it holds. */
function matchCurated(variants: readonly string[], index: TitleIndex): OccupationMatch | null {
  for (const variant of variants) {
    const entry = index.curated.get(titleTokens(variant).join(' '));
    if (entry) return { code: entry.code, matchedTitle: entry.title, confidence: 1, method: 'exact', source: MATCH_SOURCES.curated };
  }
  return null;
}

/**
 * Normalizes a job title to an O*NET occupation, seniority words dropped throughout: the whole title in
 * the curated table of common titles, then among O*NET's titles; then its words before a location or
 * team suffix, or 'Head of X' as 'X Director', in the curated table (after O*NET's titles, so 'Maintenance
 * Workers, Machinery' stays the O*NET occupation of that name); then the best IDF-weighted word overlap
 * with O*NET's titles (the last word, the title's head, counts double). Null when nothing is close enough.
 */
export function normalizeTitle(title: string, index: TitleIndex): OccupationMatch | null {
  const tokens = titleTokens(title);
  if (tokens.length === 0) return null;
  const variants = titleVariants(title);
  const curated = matchCurated(variants.slice(0, 1), index);
  if (curated) return curated;
  const exact = index.exact.get(tokens.join(' '));
  if (exact) {
    const source = exact.isPrimary ? MATCH_SOURCES.title : MATCH_SOURCES.alternate;
    return { code: exact.code, matchedTitle: exact.title, confidence: exact.isPrimary ? 1 : 0.95, method: 'exact', source };
  }
  const curatedPart = matchCurated(variants.slice(1), index);
  if (curatedPart) return curatedPart;
  const weights = new Map<string, number>();
  tokens.forEach((t, i) => weights.set(t, (index.idf.get(t) ?? 0) * (i === tokens.length - 1 ? 2 : 1)));
  const queryWeight = [...weights.values()].reduce((a, b) => a + b, 0);
  if (queryWeight === 0) return null;
  const scores = new Map<number, number>();
  for (const [token, weight] of weights) {
    const list = index.postings.get(token);
    if (!list || list.length > MAX_POSTING) continue;
    for (const id of list) scores.set(id, (scores.get(id) ?? 0) + weight);
  }
  let best: { id: number; score: number } | null = null;
  for (const [id, overlap] of scores) {
    const entry = index.entries[id]!;
    const entryWeight = entry.tokens.reduce((sum, t, i) => sum + (index.idf.get(t) ?? 0) * (i === entry.tokens.length - 1 ? 2 : 1), 0);
    const headBonus = entry.tokens[entry.tokens.length - 1] === tokens[tokens.length - 1] ? 1 : 0.75;
    const score = (overlap / Math.sqrt(queryWeight * entryWeight)) * headBonus * (entry.isPrimary ? 1 : 0.97);
    if (!best || score > best.score + 1e-12 || (Math.abs(score - best.score) <= 1e-12 && id < best.id)) best = { id, score };
  }
  if (!best || best.score < MIN_CONFIDENCE) return null;
  const entry = index.entries[best.id]!;
  return { code: entry.code, matchedTitle: entry.title, confidence: Math.round(Math.min(0.9, best.score) * 100) / 100, method: 'words', source: MATCH_SOURCES.words };
}

/**
 * Like normalizeTitle, but a title with alternatives ('Systems Admin/Engineer') also tries each one
 * ('Systems Admin', 'Systems Engineer'), keeping the most confident match.
 */
export function normalizeTitleWithAlternatives(title: string, index: TitleIndex): OccupationMatch | null {
  const whole = normalizeTitle(title, index);
  const slash = /^(.*?)(\S+)\s*\/\s*(\S+)(.*)$/.exec(title);
  if (!slash || whole?.method === 'exact') return whole;
  const [, prefix, left, right, suffix] = slash;
  const options = [`${prefix}${left}${suffix}`, `${prefix}${right}${suffix}`].map((t) => normalizeTitle(t, index));
  return [whole, ...options].reduce<OccupationMatch | null>((best, m) => (m && (!best || m.confidence > best.confidence) ? m : best), null);
}
