import { describe, expect, it } from 'vitest';
import { parseExperienceNeeds } from './experience-needs.ts';

describe('parseExperienceNeeds', () => {
  it.each([
    ['5+ years of professional experience', [[5, null, null, 'general']]],
    ['3-5 years of relevant work experience', [[3, null, null, 'general']]],
    [
      'A minimum of five years of verifiable industry experience within the last ten years',
      [[5, null, null, 'general']],
    ],
    [
      '0-2 years of industry or postdoctoral research experience',
      [[0, null, 'industry or postdoctoral research', 'field']],
    ],
    ['2+ years managing people', [[2, null, 'people management', 'management']]],
    ['3 years of experience leading teams of engineers', [[3, null, 'people management', 'management']]],
    ['2+ years of education management experience', [[2, null, 'education management', 'management']]],
    ['Have 5+ years of programming experience (Python preferred)', [[5, null, 'programming', 'field']]],
    ['mindestens 3 Jahre Berufserfahrung', [[3, null, null, 'general']]],
    ['1+ years of related analytical experience required', [[1, null, 'analytical', 'field']]],
    [
      '1 year of experience working in child care, daycare, or preschool settings is preferred',
      [[1, null, 'child care', 'field']],
    ],
  ] as const)('%s', (text, needs) => {
    expect(parseExperienceNeeds(text).map((n) => [n.years, n.role, n.field, n.scope])).toEqual(needs);
  });

  it('reads no experience in an age or a recency window', () => {
    expect(parseExperienceNeeds('Minimum of 18 years of age')).toEqual([]);
    expect(parseExperienceNeeds('18 years of age with a high school diploma')).toEqual([]);
    expect(parseExperienceNeeds('references from all positions within the past three (3) years')).toEqual([]);
    expect(parseExperienceNeeds('we serve 2,000 schools a year')).toEqual([]);
  });

  it('marks years that are one way to qualify beside a degree', () => {
    expect(parseExperienceNeeds("Bachelor's degree or 1+ years of related analytical experience")[0]).toMatchObject({
      years: 1,
      orDegree: true,
    });
    expect(
      parseExperienceNeeds('PhD in immunology or related field with 0-2 years of research experience')[0],
    ).toMatchObject({ years: 0, orDegree: false });
  });

  it('asks years that go with a degree, whichever degree path the posting offers', () => {
    const needs = parseExperienceNeeds(
      "Bachelor's degree in Engineering and 8 years of experience, or Master's degree and 6 years of experience",
    );
    expect(needs.map((n) => [n.years, n.orDegree])).toEqual([
      [8, false],
      [6, false],
    ]);
  });
});

describe('parseExperienceNeeds wordings of a minimum', () => {
  it.each([
    ['3 or more years of experience in retail', 3, 'retail'],
    ['five (5) or more years of experience', 5, null],
    ['three-plus years of experience', 3, null],
    ['2 years minimum experience', 2, null],
  ])('%s -> %s years of %s', (text, years, field) => {
    const [need] = parseExperienceNeeds(text);
    expect(need?.years).toBe(years);
    expect(need?.field ?? null).toBe(field);
  });
});

describe('parseExperienceNeeds: more wordings, and years that are no experience asked', () => {
  it.each([
    ['Years of experience: 4', 4, null],
    ['Years of relevant experience - 3+', 3, null],
    ['At least five years of experience with PLC programming', 5, 'PLC programming'],
    ['Minimum of 3 yrs building REST APIs', 3, null],
    ['2 years minimum ICU experience', 2, 'ICU'],
  ])('%s -> %s years of %s', (text, years, field) => {
    const [need] = parseExperienceNeeds(text);
    expect(need?.years).toBe(years);
    expect(need?.field ?? null).toBe(field);
  });

  it.each([
    'Founded 25 years ago, we build tools for clinics',
    'We have been in business for 30 years',
    'With over 40 years of experience in the industry, Corvane serves clinics',
    'Our team brings 20 years of experience in logistics',
    '24/7 on-call support and a 401(k) match',
  ])('%s: no need', (text) => {
    expect(parseExperienceNeeds(text)).toEqual([]);
  });

  it('keeps years asked of the candidate in a sentence about us', () => {
    expect(parseExperienceNeeds('We are looking for someone with 5 years of experience')[0]?.years).toBe(5);
    expect(parseExperienceNeeds('With 3+ years in sales, you will lead accounts')[0]?.years).toBe(3);
  });
});

describe('parseExperienceNeeds: specialized experience', () => {
  it('reads one year of specialized experience as years in general', () => {
    expect(
      parseExperienceNeeds('at least one year of specialized experience equivalent to the next grade')[0],
    ).toMatchObject({ years: 1, field: null, scope: 'general' });
  });
});
