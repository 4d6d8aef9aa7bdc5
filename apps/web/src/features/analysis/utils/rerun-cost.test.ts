import { describe, expect, it } from 'vitest';
import { isRerunFree, letterLanguageNote } from './rerun-cost.ts';

const engineOnly = {
  llm: false,
  letter_languages: ['en', 'es', 'fr', 'de', 'it', 'pt'],
  location_changes_salary: false,
};
const withModel = { llm: true, letter_languages: null, location_changes_salary: false };
const latest = { run_id: 'r1', result: '{}', source: 'engine' as const, flags: [] };

describe('isRerunFree', () => {
  it('is free for an engine result on the same options, and never before a first run', () => {
    expect(isRerunFree({ step: 3, latest, capabilities: engineOnly, language: 'en', storedLanguage: null })).toBe(true);
    expect(
      isRerunFree({ step: 3, latest: undefined, capabilities: engineOnly, language: 'en', storedLanguage: null }),
    ).toBe(false);
  });

  it('charges with a language model, a model-written result, an unknown capability, or a changed letter language', () => {
    expect(isRerunFree({ step: 3, latest, capabilities: withModel, language: 'en', storedLanguage: null })).toBe(false);
    expect(
      isRerunFree({
        step: 3,
        latest: { ...latest, source: 'llm' },
        capabilities: engineOnly,
        language: 'en',
        storedLanguage: null,
      }),
    ).toBe(false);
    expect(isRerunFree({ step: 3, latest, capabilities: undefined, language: 'en', storedLanguage: null })).toBe(false);
    expect(isRerunFree({ step: 9, latest, capabilities: engineOnly, language: 'es', storedLanguage: 'en' })).toBe(
      false,
    );
    expect(isRerunFree({ step: 9, latest, capabilities: engineOnly, language: 'es', storedLanguage: 'es' })).toBe(true);
  });
});

describe('letterLanguageNote', () => {
  it('says so for a language only a model writes, and nothing when the server writes it', () => {
    expect(letterLanguageNote('ja', 'Japanese', engineOnly)).toBe(
      "This server's built-in writer cannot write Japanese yet (it writes English, Spanish, French, German, Italian and Portuguese). Choose one of those: nothing is charged.",
    );
    expect(letterLanguageNote('es', 'Spanish', engineOnly)).toBeNull();
    expect(letterLanguageNote('ja', 'Japanese', withModel)).toBeNull();
    expect(letterLanguageNote('ja', 'Japanese', undefined)).toBeNull();
  });
});
