import type { LetterLanguage } from '../letter-language.ts';
import type { LetterPhrases } from '../letter-phrases.ts';
import { DE_PHRASES } from './de.ts';
import { EN_PHRASES } from './en.ts';
import { ES_PHRASES } from './es.ts';
import { FR_PHRASES } from './fr.ts';
import { IT_PHRASES } from './it.ts';
import { PT_PHRASES } from './pt.ts';

/** The letter's own words in each language the built-in writer writes. */
export const LETTER_PHRASES: Readonly<Record<LetterLanguage, LetterPhrases>> = {
  en: EN_PHRASES,
  es: ES_PHRASES,
  fr: FR_PHRASES,
  de: DE_PHRASES,
  it: IT_PHRASES,
  pt: PT_PHRASES,
};
