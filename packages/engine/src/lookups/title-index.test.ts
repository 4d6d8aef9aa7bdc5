import { describe, expect, it } from 'vitest';
import type { Occupation } from '../bundle/bundle-types.ts';
import { decodeBundle } from '../bundle/decode-bundle.ts';
import { DEFAULT_BUNDLE } from '../bundle/default-bundle.ts';
import { buildTitleIndex } from './title-index.ts';

/** An occupation with only what the title index reads; `titles` maps each alternate title to its number of sources. */
function occupation(code: string, title: string, titles: Record<string, number> = {}): Occupation {
  return {
    code,
    title,
    description: '',
    jobZone: null,
    jobZoneInfo: null,
    education: null,
    experience: null,
    titles: Object.keys(titles),
    titleSources: Object.values(titles),
    technologySkills: [],
    importantSkills: [],
    relatedCodes: [],
  };
}

const codeOf = (index: ReturnType<typeof buildTitleIndex>, key: string) => index.exact.get(key)?.code;

describe('buildTitleIndex: level words in O*NET titles', () => {
  const index = buildTitleIndex([
    occupation('11-1011.00', 'Chief Executives', { 'Chief Police Officer': 1 }),
    occupation('13-2011.00', 'Accountants and Auditors', { 'Senior Accountant': 2 }),
    occupation('33-3051.00', "Police and Sheriff's Patrol Officers", { 'Police Officer': 3 }),
  ]);

  it("keeps a level word where dropping it would make the title another occupation's", () => {
    expect(codeOf(index, 'police officer')).toBe('33-3051.00');
    expect(codeOf(index, 'chief police officer')).toBe('11-1011.00');
    expect(index.entries.find((e) => e.title === 'Chief Police Officer')?.tokens).toEqual([
      'chief',
      'police',
      'officer',
    ]);
  });

  it('indexes a title under both forms where dropping the level word collides with nothing', () => {
    expect(codeOf(index, 'senior accountant')).toBe('13-2011.00');
    expect(codeOf(index, 'accountant')).toBe('13-2011.00');
    expect(index.entries.find((e) => e.title === 'Senior Accountant')?.tokens).toEqual(['accountant']);
  });
});

describe('buildTitleIndex: a title several occupations list', () => {
  it('goes to the occupation with most sources for it, whatever the code order', () => {
    const index = buildTitleIndex([
      occupation('11-2032.00', 'Public Relations Managers', { 'Customer Service Manager': 1 }),
      occupation('43-1011.00', 'First-Line Supervisors of Office and Administrative Support Workers', {
        'Customer Service Manager': 6,
      }),
    ]);
    expect(index.exact.get('customer service manager')).toMatchObject({ code: '43-1011.00', sources: 6 });
  });

  it('adds up the titles of one occupation that normalize alike, and goes by code order on a tie', () => {
    const index = buildTitleIndex([
      occupation('15-1254.00', 'Web Developers', { 'Front End Developer': 1 }),
      occupation('15-1255.00', 'Web and Digital Interface Designers', {
        'Front End Developer': 1,
        'Front-End Developers': 1,
      }),
      occupation('15-1299.01', 'Web Administrators', { 'Web Developer': 1 }),
    ]);
    expect(codeOf(index, 'front end developer')).toBe('15-1255.00');
    const tied = buildTitleIndex([
      occupation('15-1255.00', 'B', { Webmaster: 2 }),
      occupation('15-1254.00', 'A', { Webmaster: 2 }),
    ]);
    expect(codeOf(tied, 'webmaster')).toBe('15-1254.00');
  });

  it("gives an occupation's own title to it over any number of sources elsewhere", () => {
    const index = buildTitleIndex([
      occupation('27-1029.00', 'Designers, All Other'),
      occupation('51-6092.00', 'Fabric and Apparel Patternmakers', { Designer: 9 }),
    ]);
    expect(index.exact.get('designer')).toMatchObject({ code: '27-1029.00', isPrimary: true });
  });
});

describe("buildTitleIndex over the bundle's O*NET titles", () => {
  const decoded = decodeBundle(DEFAULT_BUNDLE);
  if (!decoded.ok) throw new Error(decoded.error);
  const index = buildTitleIndex(decoded.bundle.occupations);

  it.each([
    ['police officer', '33-3051.00'], // was Chief Executives, through ESCO's 'chief police officer'
    ['chief police officer', '11-1011.00'],
    ['high school teacher', '25-2031.00'], // was Middle School Teachers, through 'Junior High School Teacher'
    ['junior high school teacher', '25-2022.00'],
    ['head cook', '35-1011.00'],
    ['customer service manager', '43-1011.00'], // five sources and a reported title, against one for public relations managers
  ])('%s -> %s', (key, code) => {
    expect(codeOf(index, key)).toBe(code);
  });
});
