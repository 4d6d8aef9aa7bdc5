import { describe, expect, it } from 'vitest';
import { AS_OF, testEngine } from '../../testing/fixtures.ts';
import { POSTING_DATA_ANALYST, RESUME_DATA_ANALYST } from '../../testing/module-fixtures.ts';
import { adviseFitMatrix } from './fit-matrix-advice.ts';

const fit = testEngine().buildFitMatrix({
  resumeText: RESUME_DATA_ANALYST,
  postingText: POSTING_DATA_ANALYST,
  asOf: AS_OF,
});

describe('adviseFitMatrix', () => {
  const advice = adviseFitMatrix(fit);
  it('leads with the strongest match and the role that shows it', () => {
    expect(advice[0]).toBe(
      'Your strongest match is data analyst (shown in your work as Senior Data Analyst, Quillfeather Health).',
    );
  });
  it('names the required skill the resume does not show and says what to add', () => {
    expect(advice).toContain(
      'The posting requires communication skills with non-technical stakeholders and your resume does not show them: if you have them, add a bullet that says where.',
    );
  });
  it('names what is only partly shown, and says whether to apply', () => {
    expect(advice.join(' ')).toContain('your resume does not show dbt');
    expect(advice.join(' ')).toMatch(/You match most of what this posting asks: apply/);
    expect(advice.length).toBeGreaterThanOrEqual(3);
    expect(advice.length).toBeLessThanOrEqual(5);
  });
  it('advises against a posting the resume barely covers, without inventing a strength', () => {
    const weak = adviseFitMatrix({
      overall_fit: { score: 20, summary: '' },
      requirements: fit.requirements.map((r) => ({ ...r, status: 'missing' as const, evidence: [] })),
    });
    expect(weak.join(' ')).not.toMatch(/strongest match/);
    expect(weak.join(' ')).toMatch(/asks for a lot your resume does not show/);
  });
});
