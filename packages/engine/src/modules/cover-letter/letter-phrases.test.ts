import { describe, expect, it } from 'vitest';
import { findDates } from '../../text/dates.ts';
import { CHECKED_DEGREES, findNumbers } from '../claims/claim-facts.ts';
import { LETTER_LANGUAGES } from './letter-language.ts';
import { fillPhrase, frameTexts, phraseSlots, type PhraseKey } from './letter-phrases.ts';
import { LETTER_PHRASES } from './phrases/phrases-by-language.ts';

const EN = LETTER_PHRASES.en;
const keys = Object.keys(EN).filter((k) => k !== 'quoting') as PhraseKey[];

describe('the letter phrases', () => {
  it("fill the same slots in every language as in English (the English article '{a}' aside)", () => {
    for (const code of LETTER_LANGUAGES) {
      for (const key of keys) {
        const slots = phraseSlots(LETTER_PHRASES[code][key]).filter((s) => s !== 'a');
        expect(slots, `${code}.${key}`).toEqual(phraseSlots(EN[key]).filter((s) => s !== 'a'));
      }
      expect(phraseSlots(LETTER_PHRASES[code].quoting?.profile ?? '{summary}'), code).toEqual(['summary']);
    }
  });

  it('quote the resume in every language but English, which states its lines in the first person', () => {
    expect(LETTER_LANGUAGES.filter((code) => LETTER_PHRASES[code].quoting === null)).toEqual(['en']);
  });

  it('state no fact of their own: no number, date or degree in any language', () => {
    for (const code of LETTER_LANGUAGES) {
      const text = frameTexts(LETTER_PHRASES[code]).join('\n');
      expect(findNumbers(text), code).toEqual([]);
      expect(findDates(text), code).toEqual([]);
      expect(CHECKED_DEGREES.filter((d) => d.pattern.test(text)).map((d) => d.label), code).toEqual([]);
    }
  });

  it('keep what only the user can add in brackets, and brackets only there', () => {
    for (const code of LETTER_LANGUAGES) {
      const p = LETTER_PHRASES[code];
      for (const key of ['rolePlaceholder', 'whoPlaceholder', 'exampleOf', 'example', 'whyCompany', 'whyTeam', 'namePlaceholder'] as const) expect(p[key], `${code}.${key}`).toMatch(/^\[[^\]]+\]$/);
      for (const key of keys.filter((k) => !/placeholder|example|why/i.test(k))) expect(p[key], `${code}.${key}`).not.toMatch(/[[\]]/);
    }
  });
});

describe('fillPhrase', () => {
  it('fills every slot once, never the slots of a value, and leaves an unknown slot visible', () => {
    expect(fillPhrase('At {employer}, where I work as {a} {title}, ', { employer: 'Acme {title}', a: 'an', title: 'Engineer' })).toBe('At Acme {title}, where I work as an Engineer, ');
    expect(fillPhrase('Dear {company} Hiring Team,', {})).toBe('Dear {company} Hiring Team,');
  });

  it('cuts the slots out of the frame texts', () => {
    expect(frameTexts(EN)).toContain('Dear \n Hiring Team,');
    expect(frameTexts(LETTER_PHRASES.de)).toContain('umfasst meine Erfahrung: ');
  });
});
