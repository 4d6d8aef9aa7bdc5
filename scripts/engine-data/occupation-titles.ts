import { compareText } from '../../packages/engine/src/text/compare-text.ts';
import { phraseKey } from '../../packages/engine/src/text/tokenize.ts';

type Row = Readonly<Record<string, string>>;

export interface TitleSourceRows {
  /** O*NET Occupation Data: code and title. */
  readonly occupations: readonly Row[];
  /** O*NET Alternate Titles: code, alternate title, short title, source codes ('02,04,08'). */
  readonly alternates: readonly Row[];
  /** O*NET Sample of Reported Titles: code and reported title. */
  readonly reported: readonly Row[];
  /** ESCO occupations: preferred label and alternative labels (one a line). */
  readonly esco: readonly Row[];
}

/** The most sources a title's count records (one digit in the bundle). */
export const MAX_TITLE_SOURCES = 9;

/**
 * Every title of each O*NET occupation with how many sources list it there: each source code of an
 * Alternate Titles row (for its alternate and its short title) and each Sample of Reported Titles row
 * count one. ESCO occupations whose preferred label is exactly one O*NET title lend their alternative
 * labels (one source each) where no O*NET occupation already lists them. Titles are trimmed, kept as written.
 */
export function collectOccupationTitles(rows: TitleSourceRows): Map<string, Map<string, number>> {
  const codes = new Set(rows.occupations.map((r) => r['O*NET-SOC Code']!));
  const titlesBy = new Map<string, Map<string, number>>();
  const addTitle = (code: string, title: string, sources: number) => {
    const trimmed = title.trim();
    if (!codes.has(code) || !trimmed) return;
    const titles = titlesBy.get(code) ?? new Map<string, number>();
    titles.set(trimmed, (titles.get(trimmed) ?? 0) + sources);
    titlesBy.set(code, titles);
  };
  for (const r of rows.alternates) {
    const sources = Math.max(1, r['Source(s)']!.split(',').filter((s) => s.trim()).length);
    addTitle(r['O*NET-SOC Code']!, r['Alternate Title']!, sources);
    addTitle(r['O*NET-SOC Code']!, r['Short Title']!, sources);
  }
  for (const r of rows.reported) addTitle(r['O*NET-SOC Code']!, r['Reported Job Title']!, 1);
  const titleOwners = new Map<string, Set<string>>();
  const own = (title: string, code: string) =>
    titleOwners.set(phraseKey(title), new Set([...(titleOwners.get(phraseKey(title)) ?? []), code]));
  for (const r of rows.occupations) own(r['Title']!, r['O*NET-SOC Code']!);
  for (const [code, titles] of titlesBy) for (const title of titles.keys()) own(title, code);
  for (const r of rows.esco) {
    const owners = titleOwners.get(phraseKey(r['preferredLabel']!));
    if (owners?.size !== 1) continue;
    const [code] = [...owners];
    for (const alt of r['altLabels']!.split('\n'))
      if (alt && !titleOwners.has(phraseKey(alt)) && alt.split(' ').length <= 6) addTitle(code!, alt, 1);
  }
  return titlesBy;
}

/**
 * An occupation's titles for the bundle, its own title left out and sorted, with their source counts as
 * one digit each (capped at MAX_TITLE_SOURCES): ['Back End Engineer', 'Web Developer'] and '15'.
 */
export function titlesWithSources(
  title: string,
  titles: ReadonlyMap<string, number> | undefined,
): { titles: string[]; sources: string } {
  const titleKey = phraseKey(title);
  const kept = [...(titles ?? [])].filter(([t]) => phraseKey(t) !== titleKey).sort((a, b) => compareText(a[0], b[0]));
  return {
    titles: kept.map(([t]) => t),
    sources: kept.map(([, n]) => String(Math.min(MAX_TITLE_SOURCES, n))).join(''),
  };
}
