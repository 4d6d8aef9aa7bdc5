import { describe, expect, it } from 'vitest';
import { AS_OF, testEngine } from '../../testing/fixtures.ts';
import { postingCountry, resumeCountry } from './document-country.ts';

const engine = testEngine();

describe('resumeCountry and postingCountry', () => {
  it("reads the resume's contact location", () => {
    expect(
      resumeCountry(
        engine.parseResume(
          'Deniz Kaya\ndeniz@example.com | Istanbul, Turkey\n\nEXPERIENCE\nSoftware Engineer  2019 - 2024',
          { asOf: AS_OF },
        ),
      ),
    ).toBe('TR');
  });

  it("reads the posting's location, else the currency of its stated pay", () => {
    expect(postingCountry(engine.parsePosting('Data Analyst\nLocation: Warsaw, Poland\nRequirements\n- SQL'))).toBe(
      'PL',
    );
    expect(
      postingCountry(engine.parsePosting('Data Analyst\nSalary: £40,000 - £50,000 per year\nRequirements\n- SQL')),
    ).toBe('GB');
    expect(postingCountry(engine.parsePosting('Data Analyst\nRequirements\n- SQL'))).toBeNull();
  });
});
