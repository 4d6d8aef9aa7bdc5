import { describe, expect, it } from 'vitest';
import { POSTING, testEngine } from '../testing/fixtures.ts';

const engine = testEngine();

describe('parsePosting', () => {
  const posting = engine.parsePosting(POSTING);

  it('normalizes the title to an O*NET occupation with the title that matched', () => {
    // the work arrangement is no part of the title: the posting's location says remote
    expect(posting.title).toBe('Senior Backend Engineer');
    expect(posting.occupation).toMatchObject({ code: '15-1252.00', matchedTitle: 'Backend Engineer', method: 'exact', source: 'curated title table' });
  });

  it('splits must-haves from nice-to-haves by heading, and types each requirement', () => {
    expect(posting.requirements.map((r) => [r.kind, r.type, r.label])).toEqual([
      ['must', 'experience', 'backend development'],
      ['must', 'skill', 'Go or Python'],
      ['must', 'skill', 'Kubernetes and Docker'],
      ['must', 'skill', 'PostgreSQL'],
      ['must', 'education', "Bachelor's degree in Computer Science or related field"],
      ['nice', 'skill', 'Kafka'],
      ['nice', 'skill', 'AWS certification'],
    ]);
  });

  it('gives skills an importance from where they are asked for', () => {
    const importance = Object.fromEntries(posting.skills.map((s) => [s.skill.name, s.importance]));
    expect(importance).toMatchObject({ Kubernetes: 'required', Docker: 'required', PostgreSQL: 'required', 'Apache Kafka': 'preferred' });
  });

  it('reads years, education, location and salary', () => {
    expect(posting.yearsRequired).toEqual({ min: 5, text: '5+ years' });
    expect(posting.education).toMatchObject({ level: 6, isRequired: true });
    expect(posting.location).toEqual({ text: 'Remote (US)', workplace: 'remote', workMode: 'remote', country: null });
    expect(posting.workMode).toBe('remote');
    expect(posting.salary).toEqual({ min: 150000, max: 180000, currency: 'USD', period: 'year', text: '$150,000 - $180,000 per year', bound: 'range' });
    expect(posting.company).toBe('Acmecorp');
  });

  it('uses cue phrases when there are no headings', () => {
    const plain = engine.parsePosting('Data Analyst\nYou must have 3 years of experience with SQL.\nTableau experience is a plus.\nWe offer great coffee.');
    expect(plain.requirements.map((r) => [r.kind, r.type])).toEqual([['must', 'experience'], ['nice', 'skill']]);
  });

  it('reads markdown headings, inline headings and role-specific years', () => {
    const text = '## Job title\nSurvey Researchers\n\n## Required Skills\n1. Analysis: Ability to analyze system errors.\n2. Excellent Time management skills\n\n## Required Experience\n1. Minimum 3 years of experience working as Survey Researchers.\n2. At least 5 years in a Tire repairers and changers role is necessary.';
    const p = engine.parsePosting(text);
    expect(p.occupation?.code).toBe('19-3022.00');
    expect(p.requirements.map((r) => r.label)).toEqual(['Analysis', 'Time management', 'Survey Researchers', 'Tire repairers and changers']);
    expect(p.requirements[3]!.experience).toEqual([{ years: 5, role: 'Tire repairers and changers', field: null, text: '5 years', scope: 'role', orDegree: false }]);
  });

  it("prefers the company's own cues to 'with X', which names tools as often as companies", () => {
    const p = engine.parsePosting('Frontend Engineer\nLumen Studios is hiring a Frontend Engineer.\n\nRequirements\n- Experience with GraphQL');
    expect(p.company).toBe('Lumen Studios');
  });

  it('is deterministic', () => {
    expect(engine.parsePosting(POSTING)).toEqual(posting);
  });
});
