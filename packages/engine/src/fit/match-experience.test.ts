import { describe, expect, it } from 'vitest';
import { AS_OF, testEngine } from '../testing/fixtures.ts';

const engine = testEngine();
const posting = engine.parsePosting(
  'Job title: Operations Manager\nRequired Experience\n- 3 years as Manager in Technology Solutions Process',
);
const experienceOf = (resume: string) =>
  engine
    .scoreFit(engine.parseResume(resume, { asOf: AS_OF }), posting)
    .requirements.find((m) => m.requirement.type === 'experience')!;

describe('matchExperienceRequirement', () => {
  it('matches a role the posting names by title and employer together', () => {
    const match = experienceOf('EXPERIENCE\nManager - Technology Solutions Process (2016 - 2020)');
    expect(match).toMatchObject({
      status: 'met',
      score: 1,
      note: '4 years as Manager in Technology Solutions Process (asks 3)',
    });
    expect(match.evidence[0]).toMatchObject({ role: { title: 'Manager', employer: 'Technology Solutions Process' } });
  });

  it('does not count a role that shares only the job title word with the need', () => {
    const match = experienceOf('EXPERIENCE\nManager - Northwind Traders (2016 - 2020)');
    expect(match).toMatchObject({
      status: 'missing',
      score: 0,
      note: 'asks 3 years as Manager in Technology Solutions Process; no such role in the resume',
    });
  });
});

const needOf = (postingLine: string, resume: string) => {
  const p = engine.parsePosting(`Job title: Team Lead\nRequirements\n- ${postingLine}`);
  return engine
    .scoreFit(engine.parseResume(resume, { asOf: AS_OF }), p)
    .requirements.find((m) => m.requirement.type === 'experience')!;
};

const ENGINEER =
  'EXPERIENCE\nSoftware Engineer - Northwind (2015 - 2023)\n- Built REST APIs in Python\n- Wrote React dashboards for the billing team';
const MANAGER =
  'EXPERIENCE\nEngineering Manager - Northwind (2020 - 2024)\n- Managed a team of 6 engineers\nSoftware Engineer - Bluefin (2014 - 2020)\n- Built REST APIs in Python';

describe('matchExperienceRequirement: years OF something', () => {
  it('meets years managing people only with roles that manage people, not with total years', () => {
    expect(needOf('2+ years managing people', ENGINEER)).toMatchObject({
      status: 'missing',
      note: 'asks 2 years managing people; no dated role shows it',
    });
    expect(needOf('2+ years managing people', MANAGER)).toMatchObject({
      status: 'met',
      note: '4 years managing people (asks 2; from Engineering Manager)',
    });
  });

  it('meets years of a technology only with the roles that show it', () => {
    expect(needOf('3+ years of experience with React', ENGINEER)).toMatchObject({
      status: 'met',
      note: expect.stringMatching(/^8 years with React \(asks 3; from Software Engineer\)/),
    });
    expect(needOf('3+ years of experience with React', MANAGER)).toMatchObject({ status: 'missing' });
  });

  it('meets years of professional experience with total years', () => {
    expect(needOf('5+ years of professional experience', MANAGER)).toMatchObject({
      status: 'met',
      note: '10 years of experience (asks 5)',
    });
  });

  it('counts years in a field only from roles whose title names it', () => {
    const nurse =
      'EXPERIENCE\nStaff Nurse - Mercy General (2012 - 2024)\n- Developed care plans for 6 patients a shift on a medical-surgical unit';
    expect(needOf('3+ years of experience in web development', nurse)).toMatchObject({
      status: 'missing',
      note: 'asks 3 years in web development; no such role in the resume',
    });
    expect(needOf('2+ years of med-surg experience', nurse)).toMatchObject({
      status: 'met',
      note: expect.stringMatching(/^12 years in med-surg/),
    });
    const marketer =
      'Marketing director who grows brands\nEXPERIENCE\nMarketing Director - Acme (2011 - 2024)\n- Managed product launches and a team of 5';
    expect(needOf('5+ years of experience in product management', marketer)).toMatchObject({ status: 'missing' });
    const supply = 'EXPERIENCE\nSupply Chain Manager - Acme (2014 - 2024)\n- Ran purchasing for 3 plants';
    expect(needOf('2+ years of experience in education management', supply)).toMatchObject({ status: 'missing' });
  });
});

describe('matchExperienceRequirement: a field under its other names', () => {
  it('counts a kindergarten teacher toward child care, daycare or preschool experience', () => {
    const match = needOf(
      '1 year of experience working in child care, daycare, or preschool settings',
      'EXPERIENCE\nEnglish Teacher - Sunrise Academy (2016 - 2018)\n- Taught English for kindergarten students',
    );
    expect(match.status).toBe('met');
    const none = needOf('1 year of experience working in child care, daycare, or preschool settings', ENGINEER);
    expect(none.status).toBe('missing');
  });
});
