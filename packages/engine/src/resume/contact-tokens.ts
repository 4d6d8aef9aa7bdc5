import { matchesOf } from '../text/match-all.ts';
import { findLocation } from './header-parts.ts';

export type ContactTokenKind = 'email' | 'url' | 'phone';

export interface ContactToken {
  readonly kind: ContactTokenKind;
  readonly text: string;
  readonly index: number;
}

const EMAIL = /(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

// a scheme or 'www.' and anything up to a space or separator; or a bare domain whose top level is in lower
// case ('janedoe.dev', 'linkedin.com/in/janedoe'), so that 'ASP.NET' is not a link
const URL_CHARS = String.raw`[^\s|•·,;<>()"']`;
const URL_TOKEN = new RegExp(
  String.raw`(?<![\w@./-])(?:(?:https?:\/\/|www\.)${URL_CHARS}+|(?:[A-Za-z0-9-]+\.)+(?:com|io|dev|me|net|org|co|ai|app|page|site|tech|xyz|info|uk|de|ca|in|us|eu)(?:\/${URL_CHARS}*)?)(?![\w@-])`,
  'gi',
);
/** 'ASP.NET', 'B.Tech': a bare domain whose top level is not written in lower case. */
const isCapitalisedBareDomain = (url: string) =>
  !/^(?:https?:\/\/|www\.)/i.test(url) && !/\.[a-z]+(?:\/|$)/.test(url.replace(/\/.*$/, ''));

/** Telephone numbers as people write them (never a year, a range of years or a zip code); each must still have 7 to 15 digits. */
const PHONE_FORMS = [
  String.raw`(?:\+\s?1[\s.-]?|1[\s.-])?(?:\(\d{3}\)\s?|\d{3}[\s.-]?)\d{3}[\s.-]?\d{4}`, // North American: (415) 555-0142, +1 415.555.0142, 1-800-555-0199
  String.raw`\+\s?\d{1,3}(?:[\s.-]?\(\d{1,4}\))?(?:[\s.-]?\d{1,5}){2,6}`, // international: +44 (0)20 7946 0958, +33 1 23 45 67 89
  String.raw`\(?0\d{1,4}\)?[\s.-]?\d{2,5}(?:[\s.-]?\d{2,5}){0,3}`, // national with a trunk 0: 020 7946 0958, 07700 900123
  String.raw`\d{3}[.-]\d{4}`, // local: 555-0142
];
const PHONE = new RegExp(String.raw`(?<![\w+@/.-])(?:${PHONE_FORMS.join('|')})(?![\w%@/]|[.,:-]\d)`, 'g');
const hasPhoneDigits = (text: string) => text.replace(/\D/g, '').length >= 7 && text.replace(/\D/g, '').length <= 15;

/** Splits what is left of a line once its tokens are taken out (each replaced by '|'s): wide gaps, '|', '•', '·', ' - ', ';'. */
const SEPARATORS = /\s{2,}|\s*[|•·;]+\s*|\s[-\u2013\u2014]\s/;
const MASK = '|';

/**
 * findContactTokens: the e-mail addresses, links and telephone numbers inside a line, whatever separates
 * them (a wide gap, '|', '•', or a single space), and the pieces of text left between them.
 */
export function findContactTokens(line: string): { tokens: ContactToken[]; pieces: string[] } {
  const tokens: ContactToken[] = [];
  let masked = line;
  const take = (kind: ContactTokenKind, pattern: RegExp, accept: (text: string) => boolean) => {
    for (const m of matchesOf(pattern, masked)) {
      const text = kind === 'url' ? m[0].replace(/[.,;:!?]+$/, '') : m[0].trim();
      if (!accept(text)) continue;
      tokens.push({ kind, text, index: m.index + m[0].indexOf(text) });
      masked = masked.slice(0, m.index) + MASK.repeat(m[0].length) + masked.slice(m.index + m[0].length);
    }
  };
  take('email', EMAIL, () => true);
  take('url', URL_TOKEN, (url) => !isCapitalisedBareDomain(url));
  take('phone', PHONE, hasPhoneDigits);
  const pieces = masked
    .split(SEPARATORS)
    .map((p) => p.replace(/^[#*_\s,:/\\[\]()-]+|[#*_\s,:/\\[\]()-]+$/g, ''))
    .filter(Boolean);
  return { tokens: tokens.sort((a, b) => a.index - b.index), pieces };
}

/** 'Austin, TX', 'Berlin, Germany', 'Remote' when it is the whole piece (a zip or postal code may follow), else null. */
export function locationOf(piece: string): string | null {
  const place = findLocation(piece);
  if (!place) return null;
  const rest = (piece.slice(0, place.index) + piece.slice(place.index + place[0].length)).replace(
    /\b\d{5}(?:-\d{4})?\b|\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b|[\s,.()]/g,
    '',
  );
  return rest.length <= 2 ? place[0] : null;
}
