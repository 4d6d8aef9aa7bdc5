import { describe, expect, it } from 'vitest';
import { AS_OF, testEngine } from '../testing/fixtures.ts';
import { isUnpaidLabel, namesUnpaidWork } from './unpaid-role.ts';

const engine = testEngine();

describe('unpaid roles: volunteering and sponsorships', () => {
  const resume = engine.parseResume(
    [
      'Casey Brandt',
      '',
      'EXPERIENCE',
      'Personal Trainer',
      'Ironvale Fitness Club, Austin, TX',
      'March 2019 – Present',
      '- Coached 40 clients a week.',
      '',
      'Personal Trainer',
      'Titanfuel Pro Sponsored Athlete',
      'January 2016 – February 2019',
      '- Trained for national shows.',
      '',
      'Sponsored Athlete',
      'Titanfuel Nutrition',
      '2012 – 2015',
      '- Represented the brand at expos.',
      '',
      'Volunteer Coach',
      'Eastside Youth League',
      '2008 – 2011',
      '- Coached under-12 soccer.',
    ].join('\n'),
    { asOf: AS_OF },
  );

  it('keeps them as roles, flagged unpaid', () => {
    expect(resume.roles.map((r) => [r.title, r.isUnpaid])).toEqual([
      ['Personal Trainer', false],
      ['Personal Trainer', false],
      ['Sponsored Athlete', true],
      ['Volunteer Coach', true],
    ]);
  });

  it('never reads a sponsorship line as the employer', () => {
    expect(resume.roles.map((r) => r.employer)).toEqual([
      'Ironvale Fitness Club',
      null,
      'Titanfuel Nutrition',
      'Eastside Youth League',
    ]);
  });

  it('does not count volunteering toward years of paid experience', () => {
    // Jan 2016 – Jun 2025: 114 months; the sponsorship (2012 – 2015) and the volunteering are not counted
    expect(resume.experience.years).toBe(9.5);
  });

  it('knows an unpaid label from a named organisation', () => {
    expect(namesUnpaidWork('Sponsored Athlete')).toBe(true);
    expect(namesUnpaidWork('Pro Bono Counsel')).toBe(true);
    expect(namesUnpaidWork('Athletic Trainer')).toBe(false);
    expect(isUnpaidLabel('Titanfuel Pro Sponsored Athlete')).toBe(true);
    expect(isUnpaidLabel('Harbor Volunteer Fire Department')).toBe(false);
  });

  it('takes the occupation from the most recent paid role', () => {
    const volunteerFirst = engine.parseResume(
      'EXPERIENCE\nVolunteer Firefighter, Harbor Volunteer Fire Department, 2022 - Present\n' +
        'Payroll Accountant, Quillby Foods Inc., 2015 - 2022\n',
      { asOf: AS_OF },
    );
    expect(volunteerFirst.roles.map((r) => r.isUnpaid)).toEqual([true, false]);
    expect(volunteerFirst.occupation?.code).toBe('13-2011.00');
  });

  it("reads the dated roles of a volunteering section, unpaid, titled 'Volunteer' when they name no title", () => {
    const withSection = engine.parseResume(
      [
        'EXPERIENCE',
        'Payroll Accountant, Quillby Foods Inc., 2015 - 2022',
        '',
        'VOLUNTEER EXPERIENCE',
        'Lakeshore Food Bank',
        'Reno, NV 2019 - 2021',
        '- Sorted donations each weekend.',
        'Trail Steward, Sierra Paths Alliance, 2016 - 2018',
        'Causes: animal welfare, literacy',
      ].join('\n'),
      { asOf: AS_OF },
    );
    expect(withSection.roles.map((r) => [r.title, r.employer, r.isUnpaid])).toEqual([
      ['Payroll Accountant', 'Quillby Foods Inc', false],
      ['Volunteer', 'Lakeshore Food Bank', true],
      ['Trail Steward', 'Sierra Paths Alliance', true],
    ]);
    expect(withSection.experience.years).toBe(7);
  });
});
