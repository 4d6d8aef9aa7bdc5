/** Text helpers of the goal classifier: normalization, tokens and a small edit distance for typos. */

/** The longest part of a question the classifier reads (the request caps it too). */
export const GOAL_READ_MAX = 2000;

/** Lower case ASCII words: accents stripped, punctuation to spaces, apostrophes dropped. */
export function normalizeGoal(question: string): string {
  return question
    .slice(0, GOAL_READ_MAX)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Levenshtein distance, stopping early once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** Typos tolerated for a word of this length: none under 5 letters, 1 up to 8, 2 beyond. */
function typoLimit(length: number): number {
  if (length < 5) return 0;
  return length <= 8 ? 1 : 2;
}

/**
 * True when `term` occurs in the normalized text. A term is a word or a phrase of words; a word
 * ending in '*' matches as an exact prefix ('promot*' matches 'promotion'). Whole words of 5+ letters
 * also match with a typo or two ('intervew', 'negociate').
 */
export function hasTerm(words: readonly string[], term: string): boolean {
  const parts = term.split(' ');
  for (let start = 0; start + parts.length <= words.length; start += 1) {
    if (parts.every((part, k) => wordMatches(words[start + k]!, part))) return true;
  }
  return false;
}

function wordMatches(word: string, pattern: string): boolean {
  // prefixes match exactly: a typo allowance on a stem would let 'intern*' take 'interview'
  if (pattern.endsWith('*')) return word.startsWith(pattern.slice(0, -1));
  if (word === pattern) return true;
  const limit = typoLimit(pattern.length);
  return limit > 0 && editDistance(word, pattern, limit) <= limit;
}
