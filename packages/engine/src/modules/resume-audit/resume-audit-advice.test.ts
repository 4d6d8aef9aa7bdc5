import { describe, expect, it } from 'vitest';
import { AS_OF, testEngine } from '../../testing/fixtures.ts';
import { RESUME_DATA_ANALYST } from '../../testing/module-fixtures.ts';
import { adviseResumeAudit } from './resume-audit-advice.ts';

const audit = testEngine().auditResume({ resumeText: RESUME_DATA_ANALYST, asOf: AS_OF });

describe('adviseResumeAudit', () => {
  const advice = adviseResumeAudit(audit);
  it('starts with the biggest gain, quoting a bullet that lacks a result', () => {
    expect(audit.improvements_to_potential[0]?.factor).toBe('outcomes');
    expect(advice[0]).toMatch(
      /^Add the result to the bullets that have none: .*starting with 'Built weekly SQL reports/,
    );
  });
  it('names the listed skill no role shows, the strongest skills and a next role from the result', () => {
    const text = advice.join(' ');
    expect(text).toContain('You list Microsoft Excel but no role shows it');
    expect(text).toContain(
      `Your strongest skills on the page are ${audit.skill_quartile.top_skills
        .slice(0, 2)
        .map((s) => s.skill)
        .join(' and ')}`,
    );
    expect(advice.length).toBeGreaterThanOrEqual(3);
    expect(advice.length).toBeLessThanOrEqual(5);
  });
  it('says no code and no score jargon in the summary', () => {
    expect(audit.summary).not.toMatch(/level (?:senior|lead)|points|\d{2}-\d{4}/);
  });
});
