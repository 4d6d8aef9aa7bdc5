import porter2 from 'wink-porter2-stemmer';

/**
 * The English stem a word is compared by when requirement wording is matched against resume wording:
 * Porter's second English stemmer (Snowball 'english', docs/decisions/043), which never cuts a word to a
 * fixed length, so inflected and derived forms meet ('troubleshooting' ~ 'troubleshoot', 'managed' ~
 * 'managing' ~ 'management', 'developer' ~ 'development') while unrelated words stay apart ('college' /
 * 'collected', 'marketers' / 'Marketo', 'community' / 'communication', 'general' / 'generate').
 * A few rules on top, each for a family the algorithm leaves split or joins wrongly.
 */

/** Words the algorithm would give a stem shared with an unrelated word: each keeps its own. */
const OWN_STEMS: ReadonlyMap<string, string> = new Map([
  // 'excellent communication' is no evidence of Excel
  ['excellent', 'excellent'],
  ['excellence', 'excellent'],
  ['excellently', 'excellent'],
]);

/**
 * A stem's ending joined to its family's: 'analysis', 'analyses', 'analyze', 'analytical' and 'analyst' all read
 * 'analys'; 'certify' and 'certification' read 'certif'; 'organizational' reads as 'organization' does; an agent
 * noun meets its verb ('instructor' ~ 'instructing', 'supervisor' ~ 'supervise', 'assessor' ~ 'assess').
 */
const FAMILY_ENDINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?:ysi|yz|yt|yst)$/, 'ys'],
  [/ifi$/, 'if'],
  [/^organiz$/, 'organ'],
  [/(?<=^(?!monitor$)[a-z]{3,}(?:ct|is|it|ss|st))or$/, ''],
];

/** British spelling read as American before stemming ('organisation' ~ 'organization'). */
const BRITISH_IZE = /(?<=[a-z]{3})isation(s?)$/;

const cache = new Map<string, string>();

export function stem(word: string): string {
  const cached = cache.get(word);
  if (cached !== undefined) return cached;
  const lower = word.toLowerCase();
  let w = lower;
  if (w.length > 3 && /^[a-z]+$/.test(w)) {
    w = OWN_STEMS.get(w) ?? porter2(w.replace(BRITISH_IZE, 'ization$1'));
    for (const [ending, family] of FAMILY_ENDINGS) w = w.replace(ending, family);
  }
  if (cache.size < 50_000) cache.set(word, w);
  return w;
}
