/** Small helpers for the module texts: joining lists, quoting, sentence case. Pure and deterministic. */

/** 'A', 'A and B', 'A, B and C'. */
export function joinList(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** A text cut to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function shorten(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

export const capitalize = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

/** Lower-cases the first letter unless the first word is an acronym or looks like a name ('SQL', 'iOS', 'McKinsey'). */
export function lowerFirst(text: string): string {
  const first = /^\S+/.exec(text)?.[0] ?? '';
  if (first.length > 1 && (/^[A-Z0-9]{2,}/.test(first) || /[A-Z]/.test(first.slice(1)))) return text;
  return text ? text[0]!.toLowerCase() + text.slice(1) : text;
}

/** Ends a sentence with one period (keeps ! and ?). */
export function endSentence(text: string): string {
  const trimmed = text.trim().replace(/[\s,;:]+$/, '');
  return /[.!?…]$/.test(trimmed) ? trimmed.replace(/…$/, '.') : `${trimmed}.`;
}

/** The indefinite article for a word or abbreviation ('an MBA', 'a B.S.', 'an engineer'). */
export function article(word: string): 'a' | 'an' {
  if (/^[AEIOU]/i.test(word) && !/^(?:uni|use|usu|one|eu)/i.test(word)) return 'an';
  // an initialism is said letter by letter ('an MBA', 'an HR', 'an R.N.'); a word written in capitals is said as a word ('a FOUNDING DIRECTOR')
  const first = /^[A-Z.]+/.exec(word)?.[0] ?? '';
  if (/^[FHLMNRSX](?:[.A-Z]|$)/.test(word) && (first.length <= 4 || !/[AEIOU]/.test(first.slice(1)))) return 'an';
  return 'a';
}

/** The bullet marker and surrounding space of a resume line removed. */
export const stripBullet = (text: string) =>
  text
    .replace(/^\s*(?:•|[-*+]\s|\d{1,2}[.)]\s)/, '')
    .replace(/\*\*/g, '')
    .trim();

export const round1 = (n: number) => Math.round(n * 10) / 10;
export const clampScore = (n: number) => Math.max(0, Math.min(100, Number.isFinite(n) ? n : 0));
