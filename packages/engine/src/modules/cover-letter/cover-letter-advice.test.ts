import { describe, expect, it } from 'vitest';
import { AS_OF, testEngine } from '../../testing/fixtures.ts';
import { POSTING_DATA_ANALYST, RESUME_DATA_ANALYST } from '../../testing/module-fixtures.ts';
import { adviseCoverLetter } from './cover-letter-advice.ts';

const letter = testEngine().writeCoverLetter({
  resumeText: RESUME_DATA_ANALYST,
  postingText: POSTING_DATA_ANALYST,
  asOf: AS_OF,
});

describe('adviseCoverLetter', () => {
  it("names the posting's requirements the letter answers, and what only the writer can add", () => {
    const advice = adviseCoverLetter(letter);
    expect(advice[0]).toContain(
      `It answers the posting's requirements (${letter.evidence
        .map((e) => e.requirement)
        .slice(0, 3)
        .join('; ')})`,
    );
    expect(advice.join(' ')).toMatch(/why this company appeals to you/);
    expect(advice.length).toBeGreaterThanOrEqual(3);
    expect(advice.length).toBeLessThanOrEqual(5);
  });
  it("warns first about statements the resume does not support and gaps a model's letter left", () => {
    const advice = adviseCoverLetter({
      ...letter,
      placeholders: ['[company]'],
      flags: [{ kind: 'employer', text: 'Globex', field: 'letter', message: '' }],
    });
    expect(advice[0]).toMatch(/^One statement in the letter is not in your resume/);
    expect(advice[1]).toBe('Fill in the bracketed gap before you send it.');
  });
});
