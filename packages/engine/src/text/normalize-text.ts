/**
 * normalizeText: the first pipeline step. Folds the typographic variety of pasted or extracted
 * resume/posting text into one form the later steps can rely on, without losing the layout
 * (runs of spaces between columns are kept, they separate a title from its dates).
 */

const REPLACEMENTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\r\n?/g, '\n'],
  [/[\u200B-\u200D\u2060\uFEFF\u00AD]/g, ''], // zero-width characters, soft hyphen
  [/[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, ' '], // exotic spaces
  [/\t/g, '    '],
  [/[\u2010\u2011\u2012\u2212]/g, '-'], // hyphens and minus
  [/[\u2013\u2014\u2015]/g, '\u2013'], // en/em dashes -> en dash
  [/[\u2018\u2019\u201A\u201B\u2032]/g, "'"],
  [/[\u201C\u201D\u201E\u201F\u2033]/g, '"'],
  [/\u2026/g, '...'],
  // bullets of every shape at the start of a line become "• "
  [
    /^([ ]*)[\u2022\u25AA\u25AB\u25CF\u25CB\u25E6\u2023\u2043\u2219\u00B7\u25A0\u25A1\u27A2\u2794\u2192\u276F\u25BA\u25B8\u2605\u2713\u2714\uF0B7\uF0A7\u00BB]\s*/gm,
    '$1\u2022 ',
  ],
];

/** Longest run of spaces kept (wider gaps are layout, not content) and longest line kept whole. */
const MAX_SPACES = 40;
const MAX_LINE = 1000;

/** Splits a line longer than MAX_LINE at spaces (or hard, for a run with none): no step then sees a huge line. */
function wrap(line: string): string[] {
  const out: string[] = [];
  let rest = line;
  while (rest.length > MAX_LINE) {
    const cut = rest.lastIndexOf(' ', MAX_LINE);
    const at = cut > MAX_LINE / 2 ? cut : MAX_LINE;
    out.push(rest.slice(0, at).trimEnd());
    rest = rest.slice(at).trimStart();
  }
  out.push(rest);
  return out;
}

export function normalizeText(input: string): string {
  let text = input.normalize('NFKC');
  for (const [pattern, replacement] of REPLACEMENTS) text = text.replace(pattern, replacement);
  text = text.replace(/ {41,}/g, ' '.repeat(MAX_SPACES));
  const lines = text.split('\n').flatMap((line) => wrap(line.trimEnd()));
  // collapse runs of more than two blank lines, trim leading/trailing blank lines
  const out: string[] = [];
  for (const line of lines) {
    if (line === '' && (out.length === 0 || out[out.length - 1] === '')) continue;
    out.push(line);
  }
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out.join('\n');
}

/** Lower-cases and strips diacritics: the comparison form of a word or phrase. */
/** True when every character is ASCII (most input): the fast paths need no Unicode handling. */
export function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 127) return false;
  return true;
}

export function foldCase(text: string): string {
  if (isAscii(text)) return text.toLowerCase();
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
