import { describe, expect, it } from 'vitest';
import { detectLanguage, isQuotableInEnglish } from './text-language.ts';

describe('detectLanguage', () => {
  it('reads the language of a posting from its function words', () => {
    expect(detectLanguage('Wir suchen eine Fachkraft für die Wartung und Pflege der Anlagen in unserem Werk.')).toBe(
      'de',
    );
    expect(detectLanguage('Vi söker en tekniker som vill arbeta med service och underhåll av våra anläggningar.')).toBe(
      'sv',
    );
    expect(
      detectLanguage('Nous recherchons un technicien pour la maintenance des installations avec notre équipe.'),
    ).toBe('fr');
    expect(detectLanguage('We are hiring a technician to maintain the plant and work with our service team.')).toBe(
      'en',
    );
  });
  it('keeps an English posting English when it names a few foreign words', () => {
    expect(
      detectLanguage('You will join our Berlin team at Werk und Technik GmbH and work with the plant managers.'),
    ).toBe('en');
  });
  it('finds words an English sentence cannot quote', () => {
    expect(isQuotableInEnglish('Erfahrung mit Wartung und Pflege')).toBe(false);
    expect(isQuotableInEnglish('God förmåga att kommunicera')).toBe(false);
    expect(isQuotableInEnglish('experience with plant maintenance')).toBe(true);
    // a word joined by a hyphen or a dot is English's own
    expect(isQuotableInEnglish('Cared for 12 patients on a busy Med-Surg ward')).toBe(true);
    expect(isQuotableInEnglish('Built apps on the force.com platform')).toBe(true);
  });
});
