import { matchesOf } from './match-all.ts';
import { foldCase, isAscii } from './normalize-text.ts';

/** A word of the text with its place, its original spelling and its comparison form. */
export interface Token {
  readonly text: string;
  readonly norm: string;
  readonly start: number;
  readonly end: number;
}

// Words keep inner dots (node.js, asp.net), trailing + and # (c++, c#, f#), and a leading dot
// (.net); hyphens, slashes and other punctuation split words.
const TOKEN = /\.?[\p{L}\p{N}](?:[\p{L}\p{N}]|\.(?=[\p{L}\p{N}]))*[+#]*/gu;
/** The same rule for plain ASCII text, which is most text and several times faster to scan. */
const ASCII_TOKEN = /\.?[A-Za-z0-9](?:[A-Za-z0-9]|\.(?=[A-Za-z0-9]))*[+#]*/g;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const ascii = isAscii(text);
  for (const match of matchesOf(ascii ? ASCII_TOKEN : TOKEN, text)) {
    const start = match.index;
    tokens.push({
      text: match[0],
      norm: ascii ? match[0].toLowerCase() : foldCase(match[0]),
      start,
      end: start + match[0].length,
    });
  }
  return tokens;
}

/** The comparison key of a phrase: its folded tokens joined by single spaces. */
export function phraseKey(text: string): string {
  return tokenize(text)
    .map((t) => t.norm)
    .join(' ');
}
