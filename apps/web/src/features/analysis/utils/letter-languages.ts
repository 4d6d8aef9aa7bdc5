/**
 * The product's languages (docs/product/2-modules.md section 9), as sent to the cover letter run; English is the
 * default.
 */
export const letterLanguages = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Spanish' },
  { code: 'fr', label: 'French' },
  { code: 'de', label: 'German' },
  { code: 'it', label: 'Italian' },
  { code: 'pt', label: 'Portuguese' },
  { code: 'hi', label: 'Hindi' },
  { code: 'ar', label: 'Arabic' },
  { code: 'zh', label: 'Mandarin Chinese' },
  { code: 'ja', label: 'Japanese' },
  { code: 'ko', label: 'Korean' },
] as const;
export type LetterLanguage = (typeof letterLanguages)[number]['code'];

export const DEFAULT_LETTER_LANGUAGE: LetterLanguage = 'en';

export function isLetterLanguage(value: string | null): value is LetterLanguage {
  return letterLanguages.some((l) => l.code === value);
}
