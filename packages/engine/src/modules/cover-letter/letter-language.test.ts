import { describe, expect, it } from 'vitest';
import { describeLetterLanguage, findLetterLanguage, resolveLetterLanguage } from './letter-language.ts';

describe('resolveLetterLanguage', () => {
  it('takes codes and names in any case, with or without accents and region', () => {
    for (const request of [
      'es',
      'ES',
      'es-MX',
      'es_419',
      'spa',
      'Spanish',
      'spanish',
      'Español',
      'español',
      'Espanol',
      'Castellano',
      ' Spanish ',
    ])
      expect(resolveLetterLanguage(request), request).toBe('es');
    expect(['fr', 'fr-CA', 'French', 'Français', 'francais'].map(resolveLetterLanguage)).toEqual([
      'fr',
      'fr',
      'fr',
      'fr',
      'fr',
    ]);
    expect(['de', 'de-AT', 'German', 'Deutsch', 'ger'].map(resolveLetterLanguage)).toEqual([
      'de',
      'de',
      'de',
      'de',
      'de',
    ]);
    expect(['it', 'Italian', 'Italiano'].map(resolveLetterLanguage)).toEqual(['it', 'it', 'it']);
    expect(['pt', 'pt-BR', 'Portuguese', 'Português', 'Portuguese (Brazil)'].map(resolveLetterLanguage)).toEqual([
      'pt',
      'pt',
      'pt',
      'pt',
      'pt',
    ]);
    expect(['en', 'en-US', 'English', 'ENGLISH'].map(resolveLetterLanguage)).toEqual(['en', 'en', 'en', 'en']);
  });

  it('falls back to English for an empty, unknown or unwritten language', () => {
    for (const request of [
      null,
      undefined,
      '',
      '  ',
      'Japanese',
      'ja',
      'zh-Hans',
      'Mandarin Chinese',
      'Hindi',
      'Arabic',
      'Korean',
      'Klingon',
      'e',
      'esperanto',
      'es-',
      'spanish-ish',
    ]) {
      expect(resolveLetterLanguage(request), String(request)).toBe('en');
    }
    expect(findLetterLanguage('Japanese')).toBeNull();
    expect(findLetterLanguage('')).toBeNull();
  });
});

describe('describeLetterLanguage', () => {
  it('gives the code written, and for a language the engine cannot write, English with a note naming the request', () => {
    expect(describeLetterLanguage(null)).toBe('en');
    expect(describeLetterLanguage('')).toBe('en');
    expect(describeLetterLanguage('English')).toBe('en');
    expect(describeLetterLanguage('Español')).toBe('es');
    expect(describeLetterLanguage('pt-BR')).toBe('pt');
    expect(describeLetterLanguage('Japanese')).toBe(
      "en (the built-in engine writes English, Spanish, French, German, Italian and Portuguese; 'Japanese' needs the language model)",
    );
    expect(describeLetterLanguage(' hi ')).toBe(
      "en (the built-in engine writes English, Spanish, French, German, Italian and Portuguese; 'hi' needs the language model)",
    );
  });
});
