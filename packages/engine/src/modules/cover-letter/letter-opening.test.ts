import { describe, expect, it } from 'vitest';
import { AS_OF, testEngine } from '../../testing/fixtures.ts';
import { LETTER_PHRASES } from './phrases/phrases-by-language.ts';
import { recentRoleSentence, summaryAsSentence } from './letter-opening.ts';

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

describe('recentRoleSentence', () => {
  it('names the most recent paid role, never volunteering or a sponsorship', () => {
    const resume = engine.parseResume(
      'Dario Venn\ndario@example.com\n\nExperience\nVolunteer Coach, Eastside Youth League, 2023 - Present\n- Coached under-12 soccer\n' +
        'Personal Trainer, Ironvale Fitness Club, 2019 - 2023\n- Coached 40 clients a week\n',
      { asOf: AS_OF },
    );
    expect(recentRoleSentence(resume, LETTER_PHRASES.en)?.role).toMatchObject({
      title: 'Personal Trainer',
      employer: 'Ironvale Fitness Club',
    });
  });
});
