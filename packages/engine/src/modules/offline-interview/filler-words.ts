/**
 * Filler words in a spoken answer's transcript. 'like' counts only where it is set off by commas or
 * follows another filler ('so, like,'): 'I would like to' and 'a tool like dbt' are not fillers.
 */
const FILLERS: ReadonlyArray<{ word: string; pattern: RegExp }> = [
  { word: 'um', pattern: /\b(?:um+|umm+|erm+)\b/gi },
  { word: 'uh', pattern: /\b(?:uh+|er|ah)\b(?!-)/gi },
  {
    word: 'you know',
    pattern: /\byou know\b(?!\s+(?:what|how|that|when|where|why|who|the|a|an|it|this|him|her|them|about)\b)/gi,
  },
  { word: 'I mean', pattern: /(?:^|[,.;]\s*)I mean\b/gi },
  { word: 'like', pattern: /(?:,\s*like\s*,|\b(?:um|uh|so),?\s+like\b)/gi },
  { word: 'sort of', pattern: /\bsort of\b/gi },
  {
    word: 'kind of',
    pattern: /\bkind of\b(?!\s+(?:\w+\s+)?(?:tool|problem|work|role|project|team|thing|data|issue)s?\b)/gi,
  },
  { word: 'basically', pattern: /\bbasically\b/gi },
  { word: 'actually', pattern: /\bactually\b/gi },
  { word: 'literally', pattern: /\bliterally\b/gi },
];

export interface FillerCount {
  readonly count: number;
  readonly words: ReadonlyArray<{ readonly word: string; readonly count: number }>;
}

export function countFillerWords(transcript: string): FillerCount {
  const words = FILLERS.map(({ word, pattern }) => ({ word, count: [...transcript.matchAll(pattern)].length })).filter(
    (w) => w.count > 0,
  );
  words.sort((a, b) => b.count - a.count || a.word.localeCompare(b.word));
  return { count: words.reduce((sum, w) => sum + w.count, 0), words };
}
