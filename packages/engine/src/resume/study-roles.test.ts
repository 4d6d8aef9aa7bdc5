import { describe, expect, it } from 'vitest';
import { AS_OF, testEngine } from '../testing/fixtures.ts';

const engine = testEngine();

describe('education entries printed among the jobs', () => {
  it('reads them as education, never as a role, and does not count their years', () => {
    const resume = engine.parseResume(
      [
        'WORK EXPERIENCE',
        'Staff Nurse, Harbor General Hospital, 2019 \u2013 Present',
        '- Cared for six patients a shift.',
        'Westbrook University                     2014 \u2013 2018',
        'B.S. in Nursing',
      ].join('\n'),
      { asOf: AS_OF },
    );
    expect(resume.roles.map((r) => r.title)).toEqual(['Staff Nurse']);
    expect(resume.education.map((e) => [e.institution, e.degree, e.dates?.text])).toEqual([
      ['Westbrook University', 'B.S. in Nursing', '2014 \u2013 2018'],
    ]);
    expect(resume.experience.years).toBe(6.5);
  });

  it('keeps an untitled job whose bullets name a certificate', () => {
    const resume = engine.parseResume(
      'EXPERIENCE\nTollgate Logistics   2016 \u2013 2019\n- Earned a forklift certificate.\n',
      { asOf: AS_OF },
    );
    expect(resume.roles.map((r) => r.employer)).toEqual(['Tollgate Logistics']);
  });
});
