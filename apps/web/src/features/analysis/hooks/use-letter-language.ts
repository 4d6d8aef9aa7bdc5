import { useState } from 'react';
import { storageKeys } from '../../../lib/storage-keys.ts';
import { DEFAULT_LETTER_LANGUAGE, isLetterLanguage, type LetterLanguage } from '../utils/letter-languages.ts';

function readStored(): string | null {
  try {
    return localStorage.getItem(storageKeys.letterLanguage);
  } catch {
    return null;
  }
}

/**
 * The cover letter's language for the next run: the one last chosen on this device, else the stored
 * letter's (so the choice matches the letter shown), else English.
 */
export function useLetterLanguage(shownLetterLanguage?: string | null): [LetterLanguage, (code: string) => void] {
  const [language, setLanguage] = useState<LetterLanguage>(() => {
    const stored = readStored();
    if (isLetterLanguage(stored)) return stored;
    return isLetterLanguage(shownLetterLanguage ?? null)
      ? (shownLetterLanguage as LetterLanguage)
      : DEFAULT_LETTER_LANGUAGE;
  });
  const choose = (code: string) => {
    if (!isLetterLanguage(code)) return;
    setLanguage(code);
    try {
      localStorage.setItem(storageKeys.letterLanguage, code);
    } catch {
      // Storage may be full or blocked: the choice still holds for this visit.
    }
  };
  return [language, choose];
}
