import { describe, expect, it } from 'vitest';
import { findDates } from '../../text/dates.ts';
import { CHECKED_DEGREES, findNumbers } from '../claims/claim-facts.ts';
import { LETTER_LANGUAGES } from './letter-language.ts';
import { fillPhrase, frameTexts, phraseSlots, type PhraseKey } from './letter-phrases.ts';
import { LETTER_PHRASES } from './phrases/phrases-by-language.ts';

const EN = LETTER_PHRASES.en;
const keys = Object.keys(EN).filter((k) => k !== 'quoting' && k !== 'why' && k !== 'closingFocus') as PhraseKey[];

describe('the letter phrases', () => {
  it("fill the same slots in every language as in English (the English article '{a}' aside)", () => {
    for (const code of LETTER_LANGUAGES) {
      for (const key of keys) {
        const slots = phraseSlots(LETTER_PHRASES[code][key]).filter((s) => s !== 'a');
        expect(slots, `${code}.${key}`).toEqual(phraseSlots(EN[key]).filter((s) => s !== 'a'));
      }
      const quoting = LETTER_PHRASES[code].quoting;
      if (quoting)
        expect([quoting.profile, quoting.whyCompany, quoting.whyPosting].map(phraseSlots), code).toEqual([
          ['summary'],
          ['company', 'quote'],
          ['quote'],
        ]);
    }
  });

  it("say why the role appeals in English on the posting's own phrase, and quote its sentence in the other languages", () => {
    expect(LETTER_LANGUAGES.filter((code) => LETTER_PHRASES[code].why !== null)).toEqual(['en']);
    for (const text of Object.values(EN.why!)) expect(phraseSlots(text)).toContain('phrase');
  });

  it("make the close specific in English only, where the requirement is said in the letter's own language", () => {
    expect(LETTER_LANGUAGES.filter((code) => LETTER_PHRASES[code].closingFocus !== null)).toEqual(['en']);
    expect([EN.closingFocus!.supports, EN.closingFocus!.preparedTo].map(phraseSlots)).toEqual([
      ['phrase', 'work'],
      ['phrase', 'work'],
    ]);
  });

  it('quote the resume in every language but English, which states its lines in the first person', () => {
    expect(LETTER_LANGUAGES.filter((code) => LETTER_PHRASES[code].quoting === null)).toEqual(['en']);
  });

  it('state no fact of their own: no number, date or degree in any language', () => {
    for (const code of LETTER_LANGUAGES) {
      const text = frameTexts(LETTER_PHRASES[code]).join('\n');
      expect(findNumbers(text), code).toEqual([]);
      expect(findDates(text), code).toEqual([]);
      expect(
        CHECKED_DEGREES.filter((d) => d.pattern.test(text)).map((d) => d.label),
        code,
      ).toEqual([]);
    }
  });

  it('leave nothing in brackets for the user to fill, in any language', () => {
    for (const code of LETTER_LANGUAGES)
      for (const text of frameTexts(LETTER_PHRASES[code])) expect(text, code).not.toMatch(/[[\]]/);
  });
});

describe('fillPhrase', () => {
  it('fills every slot once, never the slots of a value, and leaves an unknown slot visible', () => {
    expect(
      fillPhrase('At {employer}, where I work as {a} {title}, ', {
        employer: 'Acme {title}',
        a: 'an',
        title: 'Engineer',
      }),
    ).toBe('At Acme {title}, where I work as an Engineer, ');
    expect(fillPhrase('Dear {company} Hiring Team,', {})).toBe('Dear {company} Hiring Team,');
  });

  it('cuts the slots out of the frame texts', () => {
    expect(frameTexts(EN)).toContain('Dear \n Hiring Team,');
    expect(frameTexts(LETTER_PHRASES.de)).toContain('umfasst meine Erfahrung: ');
  });
});
