import { describe, expect, it } from 'vitest';
import { AS_OF, testEngine } from '../../testing/fixtures.ts';
import { summaryAsSentence } from './letter-opening.ts';

const engine = testEngine();
const summaryOf = (summary: string) =>
  summaryAsSentence(
    engine.parseResume(
      `Priya Raman\npriya@example.com\n\nSummary\n${summary}\n\nExperience\nAccountant, Apex Ltd, 2019 - 2024\n- Prepared monthly expense forecasts\n`,
      { asOf: AS_OF },
    ),
  );

describe('summaryAsSentence', () => {
  it('says a description in the first person', () => {
    expect(summaryOf('Accountant with 13 years of experience in cost analysis and budgeting.')).toBe(
      'I am an accountant with 13 years of experience in cost analysis and budgeting.',
    );
  });

  it("does not turn an objective that opens with 'To ...' into 'I am a to ...'", () => {
    expect(
      summaryOf(
        'To pursue excellence in the dynamic business world by obtaining a placement where honesty would be valued.',
      ),
    ).toBeNull();
  });
});
