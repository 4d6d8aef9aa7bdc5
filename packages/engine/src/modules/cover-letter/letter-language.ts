import { joinList } from '../shared/text-helpers.ts';

/** The languages the built-in writer writes a letter in (BCP-47 codes); others need the language model. */
export const LETTER_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt'] as const;
export type LetterLanguage = (typeof LETTER_LANGUAGES)[number];

/** The English name of each language, for the note on a language the engine cannot write. */
export const LETTER_LANGUAGE_NAMES: Readonly<Record<LetterLanguage, string>> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
};

/** Names and codes a request may use, lower-cased and without accents: English names, own names, ISO 639-1/-2 codes. */
const ALIASES: Readonly<Record<LetterLanguage, readonly string[]>> = {
  en: ['en', 'eng', 'english'],
  es: ['es', 'spa', 'spanish', 'espanol', 'castellano'],
  fr: ['fr', 'fra', 'fre', 'french', 'francais'],
  de: ['de', 'deu', 'ger', 'german', 'deutsch'],
  it: ['it', 'ita', 'italian', 'italiano'],
  pt: ['pt', 'por', 'portuguese', 'portugues'],
};

const BY_ALIAS: ReadonlyMap<string, LetterLanguage> = new Map(
  LETTER_LANGUAGES.flatMap((code) => ALIASES[code].map((alias) => [alias, code] as const)),
);

/** 'Español' -> 'espanol', 'pt_BR' -> 'pt-br', 'Portuguese (Brazil)' -> 'portuguese'. */
function normalizeRequest(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[(,].*$/, '')
    .replace(/_/g, '-')
    .trim();
}

/** The language a request names, by code ('es', 'es-MX') or name ('Spanish', 'Español'), case-insensitively; null for none the engine writes. */
export function findLetterLanguage(requested: string | null | undefined): LetterLanguage | null {
  const key = normalizeRequest(requested ?? '');
  if (!key) return null;
  // a code with region or script subtags: 'es-MX', 'pt-BR', 'zh-Hans'
  const primary = /^([a-z]{2,3})(?:-[a-z0-9]+)+$/.exec(key)?.[1];
  return BY_ALIAS.get(primary ?? key) ?? null;
}

/** The language the letter is written in: the one requested when the engine writes it, else English. */
export function resolveLetterLanguage(requested: string | null | undefined): LetterLanguage {
  return findLetterLanguage(requested) ?? 'en';
}

/**
 * The result's `language` field: the code written ('es'), or, for a request the engine cannot write,
 * 'en' with a note that names the request ("en (the built-in engine writes ...; 'Japanese' needs the language model)").
 */
export function describeLetterLanguage(requested: string | null | undefined): string {
  const request = requested?.trim() ?? '';
  const code = findLetterLanguage(request);
  if (code || !request) return code ?? 'en';
  const names = joinList(LETTER_LANGUAGES.map((c) => LETTER_LANGUAGE_NAMES[c]));
  return `en (the built-in engine writes ${names}; '${request}' needs the language model)`;
}
