import { useState } from 'react';
import { storageKeys } from '../../../lib/storage-keys.ts';
import { DEFAULT_LETTER_LANGUAGE, isLetterLanguage, type LetterLanguage } from '../utils/letter-languages.ts';

function readStored(): LetterLanguage {
  try {
    const stored = localStorage.getItem(storageKeys.letterLanguage);
    return isLetterLanguage(stored) ? stored : DEFAULT_LETTER_LANGUAGE;
  } catch {
    return DEFAULT_LETTER_LANGUAGE;
  }
}

/** The cover letter's language, remembered across visits (English until the user picks another). */
export function useLetterLanguage(): [LetterLanguage, (code: string) => void] {
  const [language, setLanguage] = useState<LetterLanguage>(readStored);
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
