import { describe, expect, it } from 'vitest';
import { AS_OF, testEngine } from '../../testing/fixtures.ts';

const engine = testEngine();
const letterOf = (postingText: string, language?: string) =>
  engine.writeCoverLetter({ resumeText: RESUME, postingText, asOf: AS_OF, language });

/** Fictional documents: an English resume and a posting written in German. */
const RESUME = `Lena Marquardt
lena.marquardt@example.com

EXPERIENCE
Logistics Planner at Hollerith Freight
Apr 2021 - Present
- Plans weekly routes for 40 trucks across 3 depots
- Cut empty return trips by 18% with a shared load board
`;

const POSTING_DE = `Disponent (m/w/d) Logistik

Die Lindner Spedition GmbH ist ein Familienunternehmen mit Sitz in Kassel.

Deine Aufgaben
- Planung und Steuerung der Touren für unsere Fahrzeuge
- Abstimmung mit Kunden und Fahrern

Dein Profil
- Erfahrung in der Disposition oder Tourenplanung
- Sicherer Umgang mit MS Office und einer Telematik-Software
- Gute Deutschkenntnisse in Wort und Schrift
`;

const POSTING_EN = `Logistics Planner

Requirements
- Experience planning routes for a truck fleet
- Comfortable with a load board and spreadsheets
`;

describe('a letter for a posting in another language', () => {
  it('says which language the posting is in when the letter is written in English', () => {
    const letter = letterOf(POSTING_DE);
    expect(letter.language).toBe('en');
    expect(letter.posting_language).toBe('de');
  });

  it('says nothing when the letter is in the posting language, or both are English', () => {
    expect(letterOf(POSTING_DE, 'de').posting_language).toBeUndefined();
    expect(letterOf(POSTING_EN).posting_language).toBeUndefined();
    expect(Object.keys(letterOf(POSTING_EN))).not.toContain('posting_language');
  });

  it('is the same on a re-run of the same documents and options, so the free re-run still applies', () => {
    expect(JSON.stringify(letterOf(POSTING_DE))).toBe(JSON.stringify(letterOf(POSTING_DE)));
  });
});
