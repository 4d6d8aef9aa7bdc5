import { describe, expect, it } from 'vitest';
import { defaultEngine } from '../index.ts';
import { createTitleMatcher } from '../fit/title-similarity.ts';
import { jobSeekerProfile, scoreJobFit } from './job-fit.ts';
import { normalizeJobQuery } from './normalize-query.ts';

const engine = defaultEngine();
const read = (q: string) => normalizeJobQuery(q, engine.data);

describe('normalizeJobQuery', () => {
  it('reads role, place, remote mode, freshness, types, years and pay', () => {
    const q = read(
      'Senior data analyst jobs in Austin, TX within 25 miles, full-time, posted this week, 5+ years, $90k',
    );
    expect(q.role.toLowerCase()).toContain('data analyst');
    expect(q.occupation?.code).toBe(engine.normalizeTitle(q.role)?.code);
    expect(q.occupation).not.toBeNull();
    expect(q.place).toBe('Austin, TX');
    expect(q.distanceKm).toBe(40);
    expect(q.freshness).toBe('week');
    expect(q.employmentTypes).toEqual(['FULLTIME']);
    expect(q.years).toBe(5);
    expect(q.salaryFloor).toEqual({ amount: 90000, currency: 'USD' });
    expect(q.remoteMode).toBeNull();
    expect(q.clarifyingQuestions).toEqual([]);
  });

  it('reads remote and contract work without a place, and hourly pay as yearly', () => {
    const q = read('remote react developer contract €50/hour');
    expect(q.remoteMode).toBe('remote');
    expect(q.place).toBeNull();
    expect(q.employmentTypes).toEqual(['CONTRACTOR']);
    expect(q.salaryFloor).toEqual({ amount: 104000, currency: 'EUR' });
    expect(q.freshness).toBe('month');
  });

  it('asks what role when the query holds only filters', () => {
    const q = read('remote jobs posted today');
    expect(q.role).toBe('');
    expect(q.freshness).toBe('today');
    expect(q.clarifyingQuestions[0]).toMatch(/What kind of role/);
  });
});

describe('scoreJobFit', () => {
  const resume = engine.parseResume(
    'Jane Roe\njane@example.com\n\nExperience\nData Analyst, Acme Corp\nJan 2018 - Dec 2023\n- Built dashboards in Tableau and SQL\n\nSkills\nSQL, Python, Tableau, Microsoft Excel',
    { asOf: { year: 2024, month: 1 } },
  );
  const profile = jobSeekerProfile(resume);
  const matcher = createTitleMatcher(engine.data);

  it('scores a matching job high and explains it', () => {
    const fit = scoreJobFit(
      profile,
      { title: 'Data Analyst', occupationCode: null, skills: ['SQL', 'Python', 'Tableau'], yearsMin: 3 },
      engine.data,
      matcher,
    );
    expect(fit.score).toBeGreaterThanOrEqual(75);
    expect(fit.matchedSkills).toEqual(['SQL', 'Python', 'Tableau']);
    expect(fit.reasons.join(' ')).toMatch(/3 of 3 listed skills/);
  });

  it('scores an unrelated job low and names what is missing', () => {
    const fit = scoreJobFit(
      profile,
      { title: 'Registered Nurse', occupationCode: '29-1141.00', skills: ['Epic Systems', 'MEDITECH'], yearsMin: 10 },
      engine.data,
      matcher,
    );
    expect(fit.score).toBeLessThan(30);
    expect(fit.missingSkills.length).toBe(2);
    expect(fit.reasons.join(' ')).toMatch(/Asks for 10\+ years/);
  });
});
