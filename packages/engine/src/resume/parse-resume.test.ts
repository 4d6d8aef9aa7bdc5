import { describe, expect, it } from 'vitest';
import { AS_OF, RESUME_LAYOUT, testEngine } from '../testing/fixtures.ts';

const engine = testEngine();

describe('parseResume', () => {
  const resume = engine.parseResume(RESUME_LAYOUT, { asOf: AS_OF });

  it('reads contact details, summary and sections', () => {
    expect(resume.contact).toMatchObject({
      name: 'Maria Lopez',
      title: null,
      email: 'maria.lopez@example.com',
      phone: '(415) 555-0142',
      location: 'Austin, TX',
      urls: ['github.com/mlopez'],
    });
    expect(resume.summary).toBe('Backend engineer who ships reliable payment systems');
    expect(resume.sections.map((s) => s.kind)).toEqual(['contact', 'summary', 'experience', 'education', 'skills']);
  });

  it("takes a CV's 'job applied for' line as its headline when no headline is printed under the name", () => {
    const cv = [
      'Curriculum Vitae',
      '',
      'PERSONAL INFORMATION        Ana Novak',
      '                            Ljubljana, Slovenia',
      '',
      'JOB APPLIED FOR             Logistics coordinator',
      '',
      'WORK EXPERIENCE',
      '2019 – Present   Dispatcher',
      '                 Alpine Freight d.o.o.',
    ].join('\n');
    expect(engine.parseResume(cv, { asOf: AS_OF }).contact).toMatchObject({
      title: 'Logistics coordinator',
      confidence: { title: 'high' },
    });
    expect(resume.contact.title).toBeNull();
  });

  it('reads roles with employer, title, dates and bullets', () => {
    expect(resume.roles.map((r) => [r.title, r.employer, r.dates?.text, r.bullets.length])).toEqual([
      ['Senior Software Engineer', 'Northwind Payments Inc', 'Mar 2021 - Present', 3],
      ['Software Engineer', 'Blue Harbor Labs', 'Jun 2017 - Feb 2021', 2],
    ]);
  });

  it('computes years of experience as of the given month, and seniority and occupation', () => {
    expect(resume.experience.years).toBe(8.1); // Jun 2017 - Feb 2021 and Mar 2021 - Jun 2025: 97 months
    expect(resume.isAsOfAssumed).toBe(false);
    expect(resume.seniority.level).toBe('senior');
    expect(resume.occupation).toMatchObject({ code: '15-1252.00', method: 'exact' });
  });

  it('reads education with its level and the skills section items', () => {
    expect(resume.education).toHaveLength(1);
    expect(resume.education[0]).toMatchObject({
      institution: 'University of Texas at Austin',
      degree: 'B.S. in Computer Science',
      level: 6,
    });
    expect(resume.listedSkills).toEqual([
      'Go',
      'Python',
      'SQL',
      'JavaScript',
      'Kubernetes',
      'Docker',
      'PostgreSQL',
      'Redis',
      'AWS',
    ]);
  });

  it('finds vocabulary skills through aliases, with where they were found', () => {
    const byName = new Map(resume.skills.map((m) => [m.skill.name, m]));
    expect(byName.get('Kubernetes')!.evidence.map((e) => [e.section, e.text])).toEqual([
      ['experience', 'Kubernetes'],
      ['experience', 'k8s'],
      ['skills', 'Kubernetes'],
    ]);
    expect(byName.get('PostgreSQL')!.evidence.map((e) => e.text)).toEqual(['Postgres', 'PostgreSQL']);
    expect(byName.has('Go')).toBe(true);
  });

  it('assumes the latest month in the resume for Present when no as-of month is given', () => {
    const assumed = engine.parseResume(
      'EXPERIENCE\nEngineer, Acme (Jan 2020 - Present)\nEDUCATION\nBSc, Some University (2015 - 2019)',
    );
    expect(assumed.isAsOfAssumed).toBe(true);
    expect(assumed.experience.asOf).toEqual({ year: 2020, month: 1 });
  });

  it('returns an empty but well-formed result for text that is not a resume', () => {
    const empty = engine.parseResume('hello');
    expect(empty.roles).toEqual([]);
    expect(empty.experience.years).toBe(0);
  });
});
