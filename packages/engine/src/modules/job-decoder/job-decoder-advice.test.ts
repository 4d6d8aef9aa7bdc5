import { describe, expect, it } from 'vitest';
import { testEngine } from '../../testing/fixtures.ts';
import { POSTING_DATA_ANALYST } from '../../testing/module-fixtures.ts';
import { adviseJobDecoder } from './job-decoder-advice.ts';

const job = testEngine().decodeJob({ postingText: POSTING_DATA_ANALYST });

describe('adviseJobDecoder', () => {
  const advice = adviseJobDecoder(job);
  it('names the must-haves, the nice-to-haves and the stated pay of the posting', () => {
    expect(advice[0]).toMatch(/^The must-haves here are Communication, PostgreSQL, Power BI, SQL and 2 more/);
    expect(advice.join(' ')).toContain('dbt and Airflow, and Healthcare or insurance domain are nice to have');
    expect(advice.join(' ')).toContain('It states pay of $95,000 - $120,000 a year');
    expect(advice.length).toBeLessThanOrEqual(5);
  });
  it('says to ask for the range when the posting states no pay, and reads bare skill names of stored results', () => {
    const advice2 = adviseJobDecoder({
      demand_score: null,
      stated_salary: null,
      salary_ranges: [],
      skills_needed: ['SQL'],
    });
    expect(advice2.join(' ')).toContain('It states no pay: ask for the range early.');
    expect(advice2.length).toBeGreaterThanOrEqual(3);
  });
});
