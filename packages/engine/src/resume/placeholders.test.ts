import { describe, expect, it } from 'vitest';
import { isPlaceholder, stripPlaceholders } from './placeholders.ts';

describe('stripPlaceholders', () => {
  it.each([
    ['Charge Nurse Company Name City , State', 'Charge Nurse'],
    ['Company Name \u2013 City', ''],
    ['Company Name \u2013 City   Registered Nurse', '\u2013   Registered Nurse'],
    ['Company Name   City , State   Aviation Mechanic', 'Aviation Mechanic'],
    ['Lincoln Park High School - City', 'Lincoln Park High School'],
    ['Study Abroad 2015 Yonsei University City , South Korea', 'Study Abroad 2015 Yonsei University   South Korea'],
    ['[Job Title] at [Company]', 'at'],
    ['Job Title   Company Name   Month Year to 05/2019', 'to 05/2019'],
    ['School Name   City , State', ''],
    ['Cashier | Pellham Grocers | 20XX \u2013 20XX', 'Cashier | Pellham Grocers'],
    ['MM/YYYY - MM/YYYY', ''],
    ['Barista, Month 20XX \u2013 Present', 'Barista   \u2013 Present'],
  ])('%s -> %s', (line, text) => {
    expect(stripPlaceholders(line).text.trim()).toBe(text);
    expect(stripPlaceholders(line).hasPlaceholder).toBe(true);
  });

  it('leaves real places and employers alone', () => {
    for (const line of [
      '• [2018 - 2022] SAP IBP Manager - Led a team',
      'Wood Model Maker- [2017 - 2021]',
      'Salt Lake City, UT',
      'Kansas City Southern',
      'State Farm   Bloomington, IL',
      'Ohio State University',
      'Changed job title records for 40 staff each month; year-end reports',
      'Employee of the Month, Year 2019',
      'Mon - Fri shifts, 20 hours a week',
      'Ran the XX team, 2019 - 2021',
    ])
      expect(stripPlaceholders(line)).toEqual({ text: line, hasPlaceholder: false });
  });

  it('tells a placeholder from a value', () => {
    expect(isPlaceholder('City , State')).toBe(true);
    expect(isPlaceholder('Select...')).toBe(true);
    expect(isPlaceholder('Austin, TX')).toBe(false);
    expect(isPlaceholder('Job Title')).toBe(true);
    expect(isPlaceholder('Month Year')).toBe(true);
  });
});
