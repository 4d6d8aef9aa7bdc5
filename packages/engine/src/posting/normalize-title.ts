import type { TitleIndex } from '../lookups/title-index.ts';
import { splitJoinedTitle } from '../lookups/title-parts.ts';
import { titleHead, titleVariants } from '../lookups/title-variants.ts';
import { titleTokenForms, titleTokens } from '../lookups/title-words.ts';

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
  /** The spelling that matched: the title, its words before a suffix, or one part of a joined title ('Data Scientist' of 'Data Scientist/ ML Engineer'). */
  readonly titlePart: string;
  /** One sentence a person can read: which title matched, from which source, and from which part of the title. */
  readonly explanation: string;
}

type Found = Omit<OccupationMatch, 'titlePart' | 'explanation'>;

const MIN_CONFIDENCE = 0.35;
const MIN_HEAD_TITLES = 3;
const MAX_POSTING = 4000;

/** The curated table's entry for a spelling, seniority words dropped. */
function matchCurated(variant: string, index: TitleIndex): Found | null {
  const entry = index.curated.get(titleTokens(variant).join(' '));
  return entry
    ? { code: entry.code, matchedTitle: entry.title, confidence: 1, method: 'exact', source: MATCH_SOURCES.curated }
    : null;
}

/**
 * O*NET's title or alternate title for a spelling: with its level words first ('Chief Police Officer' is
 * not a 'Police Officer', 'Head Cook' not a 'Cook'), then without them unless that leaves a single word
 * and the spelling is only part of the title ('Director' of 'Director - Quality Engineering').
 */
function matchExact(variant: string, index: TitleIndex, options: { isPart: boolean }): Found | null {
  const { full, stripped } = titleTokenForms(variant);
  const keys = [
    full.length > stripped.length ? full.join(' ') : '',
    stripped.length > 1 || !options.isPart ? stripped.join(' ') : '',
  ];
  const entry = keys.map((key) => (key ? index.exact.get(key) : undefined)).find((e) => e !== undefined);
  if (!entry) return null;
  const source = entry.isPrimary ? MATCH_SOURCES.title : MATCH_SOURCES.alternate;
  return {
    code: entry.code,
    matchedTitle: entry.title,
    confidence: entry.isPrimary ? 1 : 0.95,
    method: 'exact',
    source,
  };
}

/**
 * The best IDF-weighted word overlap with O*NET's titles (the last word, the title's head, counts double).
 * With `head`, only titles holding that word compete: the job a title names is its head noun
 * ('Facilitator for ... Classes' is a facilitator, never a 'Class A Truck Driver').
 */
function matchWords(tokens: readonly string[], index: TitleIndex, options: { head?: string } = {}): Found | null {
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
    if (options.head && !entry.tokens.includes(options.head)) continue;
    const entryWeight = entry.tokens.reduce(
      (sum, t, i) => sum + (index.idf.get(t) ?? 0) * (i === entry.tokens.length - 1 ? 2 : 1),
      0,
    );
    const headBonus = entry.tokens[entry.tokens.length - 1] === tokens[tokens.length - 1] ? 1 : 0.75;
    const score = (overlap / Math.sqrt(queryWeight * entryWeight)) * headBonus * (entry.isPrimary ? 1 : 0.97);
    if (!best || score > best.score + 1e-12 || (Math.abs(score - best.score) <= 1e-12 && id < best.id))
      best = { id, score };
  }
  if (!best || best.score < MIN_CONFIDENCE) return null;
  const entry = index.entries[best.id]!;
  return {
    code: entry.code,
    matchedTitle: entry.title,
    confidence: Math.round(Math.min(0.9, best.score) * 100) / 100,
    method: 'words',
    source: MATCH_SOURCES.words,
  };
}

/** Whether words end like a job title: in a word at least MIN_HEAD_TITLES O*NET titles end in ('Analyst', not 'Resources'). */
function endsLikeTitle(tokens: readonly string[], index: TitleIndex): boolean {
  return tokens.length > 0 && (index.headWords.get(tokens[tokens.length - 1]!) ?? 0) >= MIN_HEAD_TITLES;
}

/**
 * One spelling of a title to an O*NET occupation, seniority words dropped where they only give a level:
 * the whole title in the curated table of common titles, then among O*NET's titles; then the same for its
 * words before a location or team suffix and for 'Head of X' read as 'X Director' (the whole title first,
 * so 'Maintenance Workers, Machinery' stays the O*NET occupation of that name); then the best word overlap
 * of its words before the suffix with O*NET's titles. Words before a suffix that do not end like a title
 * ('Human Resources - Compensation Manager') are looked up in the curated table only, and the word overlap
 * then uses the whole title, as it does when they are a single word ('Director - Quality Engineering'),
 * among the titles that hold its head noun.
 */
function matchSpelling(title: string, index: TitleIndex): (Found & { titlePart: string }) | null {
  const tokens = titleTokens(title);
  if (tokens.length === 0) return null;
  for (const [i, variant] of titleVariants(title).entries()) {
    const isPart = i > 0;
    const match =
      matchCurated(variant, index) ??
      (!isPart || endsLikeTitle(titleTokens(variant), index) ? matchExact(variant, index, { isPart }) : null);
    if (match) return { ...match, titlePart: variant };
  }
  const headWords = titleHead(title);
  const head = titleTokens(headWords);
  const headMatch = head.length > 1 && endsLikeTitle(head, index) ? matchWords(head, index) : null;
  if (headMatch) return { ...headMatch, titlePart: headWords };
  const whole = matchWords(tokens, index, {
    head:
      head.length > 0 && head.length < tokens.length && endsLikeTitle(head, index) ? head[head.length - 1] : undefined,
  });
  return whole ? { ...whole, titlePart: title.trim() } : null;
}

function explain(match: Found & { titlePart: string }, title: string): OccupationMatch {
  const part =
    match.titlePart.trim() === title.trim() ? `'${match.titlePart}'` : `'${match.titlePart}' (from '${title.trim()}')`;
  const how =
    match.method === 'exact'
      ? `is '${match.matchedTitle}' in the ${match.source}`
      : `is closest in words to '${match.matchedTitle}' (${match.source}, confidence ${match.confidence})`;
  return { ...match, explanation: `${part} ${how}, O*NET ${match.code}` };
}

/**
 * Normalizes a job title to an O*NET occupation (matchSpelling). A title that joins roles ('Data
 * Scientist/ ML Engineer', 'CEO & Founder', 'UX/UI Designer', 'Engineer | Fintech') that does not match
 * whole also tries each part, a part that is only a modifier ('UX' of 'UX/UI Designer') taking the head
 * noun of the last part: the first part matched exactly wins, else the most confident match. Every match
 * says which title it matched, from which source and which part. Null when nothing is close enough.
 */
export function normalizeTitle(title: string, index: TitleIndex): OccupationMatch | null {
  const whole = matchSpelling(title, index);
  if (whole?.method === 'exact') return explain(whole, title);
  const parts = splitJoinedTitle(title);
  if (parts.length < 2) return whole && explain(whole, title);
  const lastHead = parts[parts.length - 1]!.split(' ').pop()!;
  const spellings = [
    ...new Set(parts.flatMap((p) => (endsLikeTitle(titleTokens(p), index) ? [p] : [p, `${p} ${lastHead}`]))),
  ];
  const matches = spellings.map((p) => matchSpelling(p, index)).filter((m) => m !== null);
  const best =
    matches.find((m) => m.method === 'exact') ??
    [whole, ...matches].reduce<(typeof matches)[number] | null>(
      (b, m) => (m && (!b || m.confidence > b.confidence) ? m : b),
      null,
    );
  return best && explain(best, title);
}

/** The same as normalizeTitle (which tries the parts of a joined title itself); kept for its callers. */
export const normalizeTitleWithAlternatives = normalizeTitle;
