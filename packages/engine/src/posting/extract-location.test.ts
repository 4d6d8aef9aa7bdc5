import { describe, expect, it } from 'vitest';
import { extractLocation, findWorkMode } from './extract-location.ts';
import { findEmploymentType } from './extract-employment-type.ts';

describe('findWorkMode', () => {
  it.each([
    ['Nurse Educator (On-Site)\nThis role supports remote teams.', 'onsite'],
    ['Engineer\nRemote: False\nTags: Engineering', 'onsite'],
    ['Clerk\nEmployment type: Full-time | Telecommuting: 0', 'onsite'],
    ['Analyst\nYou will work in a hybrid capacity with onsite support as needed.', 'hybrid'],
    ['Programme Lead\nLocation: Home-based with frequent national travel', 'remote'],
    ['Director\nThis position is remote, based in the US.', 'remote'],
    ['Instructor\nWork Location: In person', 'onsite'],
    ['Data Analyst\nWe build reports.', null],
  ] as const)('%s', (text, mode) => {
    expect(findWorkMode(text)).toBe(mode);
  });
});

describe('extractLocation', () => {
  it('reads the country of the place', () => {
    expect(extractLocation('Head of Content\nLocation: DE, BE, Berlin').country).toBe('DE');
    expect(extractLocation('Analyst\nLocation: Austin, TX').country).toBe('US');
    expect(extractLocation('Engineer\nLocation: Gurgaon, Haryana').country).toBe('IN');
    expect(extractLocation('Engineer\nWe build things.').country).toBeNull();
  });
});

describe('findEmploymentType', () => {
  it.each([
    ['Job Type: Full-time\nSchedule: Monday to Friday', 'full-time'],
    ['Position Status: Salaried, exempt, part-time', 'part-time'],
    ['If you are looking for a fulfilling PRN job, apply.', 'part-time'],
    ['This is a 6-month contract role.', 'contract'],
    ['Summer Internship - Marketing', 'internship'],
    ['Vollzeit, unbefristet', 'full-time'],
    // a benefits note naming both types says nothing about the job
    ['Benefit offerings may differ based upon full-time and part-time employee status.', null],
    ['Zuschuss zur Altersvorsorge (in Teilzeit)', null],
  ] as const)('%s', (text, type) => {
    expect(findEmploymentType(text)).toBe(type);
  });
});
