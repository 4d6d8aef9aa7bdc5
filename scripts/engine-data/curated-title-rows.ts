import { titleTokens } from '../../packages/engine/src/lookups/title-words.ts';
import { compareText } from '../../packages/engine/src/text/compare-text.ts';
import type { CuratedOccupation } from './curated-titles.ts';

const keyOf = (title: string) => titleTokens(title).join(' ');

/**
 * Checks the curated title table against O*NET's occupation list (code -> title) and returns it as bundle
 * rows, [code, ...titles] sorted by code. Throws, listing every problem, when a code is not an O*NET
 * occupation or is listed twice, its O*NET title is not the one written beside it, a title has no words
 * left once seniority words are dropped, two titles normalize alike, or a title is another occupation's
 * own O*NET title (the table would hide an exact match).
 */
export function curatedTitleRows(
  table: readonly CuratedOccupation[],
  onetTitles: ReadonlyMap<string, string>,
): string[][] {
  const problems: string[] = [];
  const ownTitles = new Map([...onetTitles].map(([code, title]) => [keyOf(title), code]));
  const seenCodes = new Set<string>();
  const seenKeys = new Map<string, string>();
  for (const { code, onet, titles } of table) {
    const actual = onetTitles.get(code);
    if (actual === undefined) problems.push(`${code} ('${onet}') is not an O*NET occupation`);
    else if (actual !== onet) problems.push(`${code} is '${actual}' in O*NET, not '${onet}'`);
    if (seenCodes.has(code)) problems.push(`${code} is listed twice`);
    seenCodes.add(code);
    for (const title of titles) {
      const key = keyOf(title);
      const owner = ownTitles.get(key);
      if (!key) problems.push(`'${title}' (${code}) has no words left once seniority words are dropped`);
      else if (seenKeys.has(key)) problems.push(`'${title}' (${code}) normalizes like ${seenKeys.get(key)}`);
      else if (owner !== undefined && owner !== code)
        problems.push(`'${title}' (${code}) is the O*NET title of ${owner}`);
      seenKeys.set(key, `'${title}' (${code})`);
    }
  }
  if (problems.length > 0)
    throw new Error(`curated titles (scripts/engine-data/curated-titles.ts):\n  ${problems.join('\n  ')}`);
  return [...table]
    .sort((a, b) => compareText(a.code, b.code))
    .map((row) => [row.code, ...[...row.titles].sort(compareText)]);
}
