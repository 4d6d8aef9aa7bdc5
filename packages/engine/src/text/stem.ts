/**
 * A light English stemmer for matching requirement wording against resume wording
 * ('troubleshooting' ~ 'troubleshoot', 'analyses' ~ 'analysis' ~ 'analyze').
 * Deliberately conservative: it strips inflections and a few derivational suffixes, then
 * cuts long words to a fixed prefix so that noun/verb/adjective forms meet.
 */

const SUFFIXES: ReadonlyArray<readonly [string, string]> = [
  ['ational', 'ate'],
  ['ization', 'ize'],
  ['isation', 'ize'],
  ['fulness', 'ful'],
  ['iveness', 'ive'],
  ['ically', 'ic'],
  ['ments', ''],
  ['ment', ''],
  ['ation', ''],
  ['ities', ''],
  ['ity', ''],
  ['ings', ''],
  ['ing', ''],
  ['ies', 'y'],
  ['ied', 'y'],
  ['ness', ''],
  ['ers', ''],
  ['er', ''],
  ['ors', ''],
  ['or', ''],
  ['ed', ''],
  ['es', ''],
  ['s', ''],
  ['ly', ''],
];

const PREFIX_LENGTH = 5;
const cache = new Map<string, string>();

export function stem(word: string): string {
  const cached = cache.get(word);
  if (cached !== undefined) return cached;
  let w = word.toLowerCase();
  if (w.length > 3 && /^[a-z]+$/.test(w)) {
    for (const [suffix, replacement] of SUFFIXES) {
      if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
        if (suffix === 's' && /(ss|us|is)$/.test(w)) break;
        w = w.slice(0, w.length - suffix.length) + replacement;
        break;
      }
    }
    w = w.replace(/([b-df-hj-np-tv-z])\1$/, '$1').replace(/e$/, '');
    if (w.length > PREFIX_LENGTH) w = w.slice(0, PREFIX_LENGTH);
  }
  if (cache.size < 50_000) cache.set(word, w);
  return w;
}
