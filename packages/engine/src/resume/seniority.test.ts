import { describe, expect, it } from 'vitest';
import { findDates } from '../text/dates.ts';
import type { Role } from './extract-roles.ts';
import { seniority } from './seniority.ts';

const role = (title: string, dates: string): Role => ({
  title,
  employer: null,
  location: null,
  dates: findDates(dates)[0]!,
  bullets: [],
  headerLines: [],
  bulletLines: [],
  isUnpaid: false,
  confidence: { title: 'high', employer: 'low', dates: 'high' },
});

describe('seniority', () => {
  it.each([
    [[role('Software Engineer Intern', 'Summer 2023')], 0.3, 'intern'],
    [[role('Junior Developer', '2022 - 2024')], 2, 'entry'],
    [[role('Software Engineer', '2020 - 2024')], 4, 'mid'],
    [[role('Senior Software Engineer', '2022 - 2024')], 2, 'senior'],
    [[role('Software Engineer', '2012 - 2024')], 12, 'lead'],
    [[role('Engineering Manager', '2021 - 2024'), role('Engineer', '2015 - 2021')], 9, 'lead'],
    [[role('VP of Engineering', '2020 - 2024')], 15, 'executive'],
  ] as const)('%#: %s -> %s', (roles, years, level) => {
    expect(seniority(roles, years).level).toBe(level);
  });

  it('uses the most recent title and says why', () => {
    const result = seniority([role('Senior Engineer', '2015 - 2018'), role('Junior Analyst', '2023 - 2024')], 4);
    expect(result).toEqual({ level: 'entry', reason: "most recent title 'Junior Analyst'" });
  });

  it('reads an owner with many years as an executive, never as entry', () => {
    expect(seniority([role('Owner/Attorney and Mediator', '2001 - 2024')], 14).level).toBe('executive');
  });
});
