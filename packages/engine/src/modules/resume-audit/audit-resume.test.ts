import { describe, expect, it } from 'vitest';
import { AS_OF, RESUME_LAYOUT, testEngine } from '../../testing/fixtures.ts';
import { RESUME_ACTOR, RESUME_DATA_ANALYST, RESUME_MINIMAL, RESUME_NURSE } from '../../testing/module-fixtures.ts';
import { AUDIT_FACTORS } from './audit-factors.ts';

const engine = testEngine();
const audit = (resumeText: string, targetTitle?: string) =>
  engine.auditResume({ resumeText, asOf: AS_OF, targetTitle });

describe('auditResume (module 1)', () => {
  const strong = audit(RESUME_LAYOUT);

  it('scores a complete resume high, as the weighted sum of its factor table', () => {
    expect(strong.factors.map((f) => f.id)).toEqual(AUDIT_FACTORS.map((f) => f.id));
    expect(strong.score).toBeGreaterThan(85);
    expect(strong.factors.reduce((sum, f) => sum + f.points, 0)).toBeCloseTo(strong.score, 0);
    expect(strong.years_of_experience).toBe(8.1);
    expect(strong.occupation).toMatchObject({ code: '15-1252.00', title: 'Software Developers' });
  });

  it('lists what matched and what did not for every factor', () => {
    const outcomes = strong.factors.find((f) => f.id === 'outcomes')!;
    expect(outcomes.matched).toContain("'Cut p99 latency by 40% by tuning Postgres indexes and adding Redis…'");
    expect(outcomes.missing).toHaveLength(2);
    expect(strong.factors.find((f) => f.id === 'skills-evidence')).toMatchObject({
      missing: expect.arrayContaining(['Go']),
      detail: expect.stringMatching(/of 9 listed skills also appear in a role/),
    });
  });

  it('reaches its potential only by wording, results and details the candidate has', () => {
    const weak = audit(RESUME_NURSE);
    expect(weak.score).toBeLessThan(strong.score);
    expect(weak.score_potential).toBeGreaterThan(weak.score);
    expect(weak.improvements_to_potential[0]).toMatchObject({ factor: 'outcomes', impact: expect.any(Number) });
    expect(weak.improvements_to_potential.map((i) => i.factor)).not.toContain('market-skills');
    expect(weak.weaknesses.join(' ')).toMatch(/Action verbs: 1 of 6 bullets open with an action verb/);
    // the potential never counts skills the candidate would have to acquire
    const market = strong.factors.find((f) => f.id === 'market-skills')!;
    expect(market.potential_score).toBe(market.score);
  });

  it('gives salary expectations from BLS for the matched occupation and the years, with the source', () => {
    expect(strong.salary_expectations).toMatchObject({
      basis: 'bls-percentiles',
      source: 'BLS OEWS May 2024, SOC 15-1252 Software Developers',
      experience_level: 'Senior (5-10 years)',
    });
    expect(audit(RESUME_ACTOR).salary_expectations).toMatchObject({
      estimate: null,
      source: null,
      analysis: expect.stringMatching(/^No salary source covers this case/),
    });
    expect(audit(RESUME_MINIMAL).salary_expectations.analysis).toMatch(/could not be matched to an occupation/);
    expect(audit(RESUME_MINIMAL, 'Data Scientist').salary_expectations).toMatchObject({
      basis: 'bls-percentiles',
      source: expect.stringMatching(/SOC 15-2051 Data Scientists/),
    });
  });

  it('ranks the skills in quartiles by evidence and demand', () => {
    expect(strong.skill_quartile.top_skills[0]).toMatchObject({
      skill: 'Kubernetes',
      quantile: 1,
      score: 100,
      missing: [],
    });
    expect(strong.skill_quartile.bottom_skills.every((s) => s.quantile === 4)).toBe(true);
    expect(strong.skill_quartile.top_skills.length).toBeLessThanOrEqual(5);
  });

  it('suggests jobs from O*NET occupation similarity, each with the skills behind its score', () => {
    const jobs = strong.suggested_jobs;
    expect(jobs.top_jobs[0]).toMatchObject({ title: 'Software Developers', match_score: 100 });
    expect(jobs.top_jobs).toHaveLength(6);
    expect(jobs.top_jobs.every((j, i) => i === 0 || j.match_score <= jobs.top_jobs[i - 1]!.match_score)).toBe(true);
    expect(jobs.next_best_move).toMatchObject({
      relation: expect.stringMatching(/^related to your title 'Senior Software Engineer'/),
      why: expect.stringMatching(/BLS median pay/),
    });
    expect(jobs.top_skills.length).toBeLessThanOrEqual(5);
    const analyst = audit(RESUME_DATA_ANALYST).suggested_jobs;
    expect(analyst.top_jobs.map((j) => j.title)).toContain('Data Scientists');
  });

  it('works on a resume with almost nothing in it', () => {
    const bare = audit(RESUME_MINIMAL);
    expect(bare.score).toBeLessThan(20);
    expect(bare.weaknesses.join(' ')).toMatch(/No roles with dates found/);
    expect(bare.flags).toEqual([]);
  });
});
