import { isEnglishPhrase } from './english-phrase.ts';

/**
 * Which language a posting is written in, from its function words: English, or one of the others postings
 * come in (German, Swedish, French, Spanish, Italian, Portuguese). Generated English text quotes nothing
 * from a posting in another language mid-sentence; it says which language the posting is in instead.
 */
export const TEXT_LANGUAGES = ['en', 'de', 'sv', 'fr', 'es', 'it', 'pt'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

export const TEXT_LANGUAGE_NAMES: Readonly<Record<TextLanguage, string>> = {
  en: 'English',
  de: 'German',
  sv: 'Swedish',
  fr: 'French',
  es: 'Spanish',
  it: 'Italian',
  pt: 'Portuguese',
};

const words = (list: string) => new RegExp(`(?<![\\p{L}'])(?:${list.split(' ').join('|')})(?![\\p{L}'])`, 'giu');
/** Words frequent in one language's running text and rare in the others'. */
const FUNCTION_WORDS: Readonly<Record<TextLanguage, RegExp>> = {
  en: words('the and with you will for our of to is are we this that'),
  de: words(
    'und der das mit für wir sie ist zur zum bei oder eine einen dem den nicht auch ihr ihre ihren ihrem sind sowie',
  ),
  sv: words('och att för med som är av på ett vi du har till eller inom'),
  fr: words('les des pour avec dans une nous vous sur est et du au aux'),
  es: words('los las para con una por del que y el se su como'),
  it: words('della nella per che il di gli sono nel alla delle degli'),
  pt: words('uma com não dos das em os você ao pela pelo'),
};

/**
 * The text's language: the one whose function words are most frequent (English unless another clearly
 * leads, with at least 'minWords' of its words: 3 for a posting, 2 for one sentence of it).
 */
export function detectLanguage(text: string, options: { minWords?: number } = {}): TextLanguage {
  const counts = TEXT_LANGUAGES.map((code) => ({ code, n: text.match(FUNCTION_WORDS[code])?.length ?? 0 }));
  const english = counts[0]!.n;
  const top = counts.slice(1).sort((a, b) => b.n - a.n)[0]!;
  return top.n > english && top.n >= (options.minWords ?? 3) ? top.code : 'en';
}

/** One sentence of a posting is in another language than English ('Sie bringen Erfahrung mit ...', 'Du har ...'). */
export const isForeignSentence = (text: string): boolean => detectLanguage(text, { minWords: 2 }) !== 'en';

/** Letters of the other languages' alphabets that English words never hold. */
const FOREIGN_LETTERS = /[äöåßøæœñãõ]/i;

/** A posting's words an English sentence may quote: no function word or letter of another language. */
export const isQuotableInEnglish = (text: string): boolean => isEnglishPhrase(text) && !FOREIGN_LETTERS.test(text);
