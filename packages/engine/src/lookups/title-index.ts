import type { CuratedTitle, Occupation } from '../bundle/bundle-types.ts';
import { compareText } from '../text/compare-text.ts';
import { ORGANIZATION_WORDS, titleTokenForms, titleTokens } from './title-words.ts';

export interface TitleEntry {
  readonly code: string;
  readonly title: string;
  /** The words the word index compares: level words dropped, unless they are what tells the title from another occupation's. */
  readonly tokens: readonly string[];
  readonly isPrimary: boolean;
  /** How many sources list this title for this occupation (an occupation's own title: 0, it wins by its own weight). */
  readonly sources: number;
}

/** Every O*NET title and alternate title, by normalized key and by word, for title normalization. */
export interface TitleIndex {
  readonly entries: readonly TitleEntry[];
  /**
   * Titles by key: each under its words with level words kept ('chief police officer') and, unless O*NET
   * lists those words without them as a title ('Police Officer'), also under its words without them.
   */
  readonly exact: ReadonlyMap<string, TitleEntry>;
  readonly postings: ReadonlyMap<string, readonly number[]>;
  readonly idf: ReadonlyMap<string, number>;
  /** Last words of titles ('engineer', 'baker', 'researcher') with how many titles end in them. */
  readonly headWords: ReadonlyMap<string, number>;
  /** The hand-curated table of common titles, by normalized key; consulted before O*NET's lists. */
  readonly curated: ReadonlyMap<string, CuratedTitle>;
}

/** An occupation's own title outweighs any count of sources for an alternate title. */
const PRIMARY_WEIGHT = 100;

interface Draft {
  readonly entry: Omit<TitleEntry, 'tokens'>;
  readonly full: readonly string[];
  readonly stripped: readonly string[];
  readonly fullKey: string;
  readonly strippedKey: string;
}

function draftEntries(occupations: readonly Occupation[]): Draft[] {
  const drafts: Draft[] = [];
  const add = (entry: Draft['entry']) => {
    const { full, stripped } = titleTokenForms(entry.title);
    drafts.push({ entry, full, stripped, fullKey: full.join(' '), strippedKey: stripped.join(' ') });
  };
  for (const occupation of occupations) {
    add({ code: occupation.code, title: occupation.title, isPrimary: true, sources: 0 });
    occupation.titles.forEach((title, i) =>
      add({ code: occupation.code, title, isPrimary: false, sources: occupation.titleSources[i] ?? 1 }),
    );
  }
  return drafts;
}

/**
 * The entry a key stands for: the occupation that lists it most (its own title counts PRIMARY_WEIGHT, an
 * alternate title its number of sources), then the first by code ('Customer Service Manager': first-line
 * office supervisors, five sources and a reported title, not public relations managers, one source);
 * within that occupation its own title, then the alternate with most sources, then the first.
 * (Employment as a tie-break was tried: detailed O*NET codes share their SOC group's employment, so it
 * sends ties to catch-alls such as 'Production Workers, All Other'.)
 */
function pickEntry(candidates: readonly TitleEntry[]): TitleEntry {
  if (candidates.length === 1) return candidates[0]!;
  const votes = new Map<string, number>();
  for (const e of candidates) votes.set(e.code, (votes.get(e.code) ?? 0) + (e.isPrimary ? PRIMARY_WEIGHT : e.sources));
  const [code] = [...votes].sort((a, b) => b[1] - a[1] || compareText(a[0], b[0]))[0]!;
  const own = candidates.filter((e) => e.code === code);
  return own.reduce((best, e) =>
    (Number(e.isPrimary) - Number(best.isPrimary) || e.sources - best.sources) > 0 ? e : best,
  );
}

export function buildTitleIndex(
  occupations: readonly Occupation[],
  curatedTitles: readonly CuratedTitle[] = [],
): TitleIndex {
  const drafts = draftEntries(occupations);
  // keys O*NET lists with no level word in them: 'police officer', 'high school teacher'
  const plainKeys = new Set(drafts.filter((d) => d.fullKey === d.strippedKey).map((d) => d.strippedKey));
  const byKey = new Map<string, TitleEntry[]>();
  const file = (key: string, entry: TitleEntry) => {
    const list = byKey.get(key);
    if (list) list.push(entry);
    else if (key) byKey.set(key, [entry]);
  };
  const entries = drafts.map((d): TitleEntry => {
    const hasLevel = d.fullKey !== d.strippedKey;
    const keepsLevel = hasLevel && plainKeys.has(d.strippedKey);
    const { code, title, isPrimary, sources } = d.entry;
    const entry = { code, title, isPrimary, sources, tokens: keepsLevel ? d.full : d.stripped };
    file(d.fullKey, entry);
    if (hasLevel && !keepsLevel) file(d.strippedKey, entry);
    return entry;
  });
  const exact = new Map<string, TitleEntry>();
  for (const [key, candidates] of byKey) exact.set(key, pickEntry(candidates));

  const postings = new Map<string, number[]>();
  const headWords = new Map<string, number>();
  const seen = new Set<string>();
  const headTitles = new Set<string>();
  entries.forEach((entry, i) => {
    if (entry.tokens.length === 0) return;
    const key = entry.tokens === drafts[i]!.full ? drafts[i]!.fullKey : drafts[i]!.strippedKey;
    // an alternate title that normalizes like one of its occupation's titles adds nothing to the word index
    const codeKey = `${entry.code} ${key}`;
    if (seen.has(codeKey)) return;
    seen.add(codeKey);
    for (const token of new Set(entry.tokens)) {
      const list = postings.get(token);
      if (list) list.push(i);
      else postings.set(token, [i]);
    }
    const head = entry.tokens[entry.tokens.length - 1]!;
    if (!ORGANIZATION_WORDS.has(head) && /^[a-z]{2,}$/.test(head) && !headTitles.has(key)) {
      headTitles.add(key);
      headWords.set(head, (headWords.get(head) ?? 0) + 1);
    }
  });
  const idf = new Map<string, number>();
  for (const [token, list] of postings) idf.set(token, Math.log(1 + entries.length / list.length));
  // the build rejects two curated titles that normalize alike, so the first one kept here is the only one
  const curated = new Map<string, CuratedTitle>();
  for (const entry of curatedTitles) {
    const key = titleTokens(entry.title).join(' ');
    if (key && !curated.has(key)) curated.set(key, entry);
  }
  return { entries, exact, postings, idf, headWords, curated };
}
