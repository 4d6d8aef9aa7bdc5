import type { CuratedTitle, Occupation } from '../bundle/bundle-types.ts';
import { ORGANIZATION_WORDS, titleTokens } from './title-words.ts';

export interface TitleEntry {
  readonly code: string;
  readonly title: string;
  readonly tokens: readonly string[];
  readonly isPrimary: boolean;
}

/** Every O*NET title and alternate title, by normalized key and by word, for title normalization. */
export interface TitleIndex {
  readonly entries: readonly TitleEntry[];
  readonly exact: ReadonlyMap<string, TitleEntry>;
  readonly postings: ReadonlyMap<string, readonly number[]>;
  readonly idf: ReadonlyMap<string, number>;
  /** Last words of titles ('engineer', 'baker', 'researcher') with how many titles end in them. */
  readonly headWords: ReadonlyMap<string, number>;
  /** The hand-curated table of common titles, by normalized key; consulted before O*NET's lists. */
  readonly curated: ReadonlyMap<string, CuratedTitle>;
}

export function buildTitleIndex(occupations: readonly Occupation[], curatedTitles: readonly CuratedTitle[] = []): TitleIndex {
  const entries: TitleEntry[] = [];
  for (const occupation of occupations) {
    entries.push({ code: occupation.code, title: occupation.title, tokens: titleTokens(occupation.title), isPrimary: true });
    for (const title of occupation.titles) entries.push({ code: occupation.code, title, tokens: titleTokens(title), isPrimary: false });
  }
  const exact = new Map<string, TitleEntry>();
  // a key several occupations share ('system administrator') goes to the one that lists it most (its own title counts most)
  const votes = new Map<string, Map<string, number>>();
  for (const entry of entries) {
    const key = entry.tokens.join(' ');
    const byCode = votes.get(key) ?? new Map<string, number>();
    byCode.set(entry.code, (byCode.get(entry.code) ?? 0) + (entry.isPrimary ? 100 : 1));
    votes.set(key, byCode);
  }
  const postings = new Map<string, number[]>();
  const headWords = new Map<string, number>();
  const headTitles = new Set<string>();
  entries.forEach((entry, i) => {
    if (entry.tokens.length === 0) return;
    const key = entry.tokens.join(' ');
    const existing = exact.get(key);
    const byCode = votes.get(key)!;
    const score = (e: TitleEntry) => (byCode.get(e.code) ?? 0) * 2 + (e.isPrimary ? 1 : 0);
    if (!existing || score(entry) > score(existing)) exact.set(key, entry);
    // an alternate title that normalizes like one already indexed adds nothing to the word index
    if (existing && existing.code === entry.code) return;
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
