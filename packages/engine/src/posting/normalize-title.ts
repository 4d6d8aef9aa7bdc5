import type { TitleIndex } from '../lookups/title-index.ts';
import { titleTokens } from '../lookups/title-words.ts';

export interface OccupationMatch {
  readonly code: string;
  /** The O*NET title or alternate title that matched. */
  readonly matchedTitle: string;
  /** 0-1: 1 for an exact O*NET title, lower for alternates and partial word matches. */
  readonly confidence: number;
  readonly method: 'exact' | 'words';
}

const MIN_CONFIDENCE = 0.35;
const MAX_POSTING = 4000;

/**
 * Normalizes a job title to an O*NET occupation: exact match on the normalized title first, then the
 * best IDF-weighted word overlap (the last word, the title's head, counts double). Null when nothing
 * is close enough.
 */
export function normalizeTitle(title: string, index: TitleIndex): OccupationMatch | null {
  const tokens = titleTokens(title);
  if (tokens.length === 0) return null;
  const exact = index.exact.get(tokens.join(' '));
  if (exact) return { code: exact.code, matchedTitle: exact.title, confidence: exact.isPrimary ? 1 : 0.95, method: 'exact' };
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
  return { code: entry.code, matchedTitle: entry.title, confidence: Math.round(Math.min(0.9, best.score) * 100) / 100, method: 'words' };
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
