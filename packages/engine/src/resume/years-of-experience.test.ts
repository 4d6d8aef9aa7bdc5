import { describe, expect, it } from 'vitest';
import { findDates } from '../text/dates.ts';
import type { Role } from './extract-roles.ts';
import { namesUnpaidWork } from './unpaid-role.ts';
import { mergeIntervals, yearsOfExperience } from './years-of-experience.ts';

const role = (dates: string | null, title = 'Engineer'): Role => ({
  title,
  employer: null,
  location: null,
  dates: dates ? findDates(dates)[0]! : null,
  bullets: [],
  headerLines: [],
  bulletLines: [],
  isUnpaid: namesUnpaidWork(title),
  confidence: { title: 'high', employer: 'low', dates: 'high' },
});

describe('yearsOfExperience', () => {
  it('adds separate roles', () => {
    expect(yearsOfExperience([role('2019 - 2023'), role('2014 - 2019')], { year: 2024, month: 1 }).years).toBe(9);
  });

  it('counts overlapping roles once', () => {
    const result = yearsOfExperience([role('Jan 2018 - Dec 2020'), role('Jun 2019 - Jun 2021'), role('2010 - 2012')], {
      year: 2024,
      month: 1,
    });
    expect(result.months).toBe(42 + 24);
    expect(result.spans).toHaveLength(2);
  });

  it('runs Present to the as-of month, which is an input', () => {
    const roles = [role('May 2023 - Present')];
    expect(yearsOfExperience(roles, { year: 2024, month: 6 }).months).toBe(14);
    expect(yearsOfExperience(roles, { year: 2025, month: 6 }).months).toBe(26);
  });

  it('reports undated roles instead of guessing', () => {
    expect(yearsOfExperience([role(null), role('2020 - 2021')], { year: 2024, month: 1 })).toMatchObject({
      years: 1,
      undatedRoles: 1,
    });
  });

  it('merges touching intervals', () => {
    expect(
      mergeIntervals([
        { from: 0, to: 5 },
        { from: 5, to: 9 },
        { from: 12, to: 13 },
      ]),
    ).toEqual([
      { from: 0, to: 9 },
      { from: 12, to: 13 },
    ]);
  });

  it('does not count teaching or research assistantships or volunteering', () => {
    const roles = [
      role('2019 - 2021', 'Research and Teaching Assistant'),
      role('2021 - 2022', 'Volunteer'),
      role('2022 - 2024'),
    ];
    expect(yearsOfExperience(roles, { year: 2024, month: 1 }).years).toBe(2);
  });
});
