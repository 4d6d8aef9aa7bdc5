import { describe, expect, it } from 'vitest';
import { AS_OF, testEngine } from '../testing/fixtures.ts';

const engine = testEngine();
const posting = engine.parsePosting('Job title: Operations Manager\nRequired Experience\n- 3 years as Manager in Technology Solutions Process');
const experienceOf = (resume: string) => engine.scoreFit(engine.parseResume(resume, { asOf: AS_OF }), posting).requirements.find((m) => m.requirement.type === 'experience')!;

describe('matchExperienceRequirement', () => {
  it('matches a role the posting names by title and employer together', () => {
    const match = experienceOf('EXPERIENCE\nManager - Technology Solutions Process (2016 - 2020)');
    expect(match).toMatchObject({ status: 'met', score: 1, note: '4 years as Manager in Technology Solutions Process (asks 3)' });
    expect(match.evidence[0]).toMatchObject({ role: { title: 'Manager', employer: 'Technology Solutions Process' } });
  });

  it('does not count a role that shares only the job title word with the need', () => {
    const match = experienceOf('EXPERIENCE\nManager - Northwind Traders (2016 - 2020)');
    expect(match).toMatchObject({ status: 'missing', score: 0, note: 'asks 3 years as Manager in Technology Solutions Process; no such role in the resume' });
  });
});
