import { describe, expect, it } from 'vitest';
import { collectOccupationTitles, titlesWithSources } from './occupation-titles.ts';

const occupations = [
  { 'O*NET-SOC Code': '11-2032.00', Title: 'Public Relations Managers' },
  { 'O*NET-SOC Code': '43-1011.00', Title: 'First-Line Supervisors of Office and Administrative Support Workers' },
];
const alternate = (code: string, title: string, sources: string, short = '') => ({
  'O*NET-SOC Code': code,
  'Alternate Title': title,
  'Short Title': short,
  'Source(s)': sources,
});

describe('collectOccupationTitles', () => {
  it('counts each source of an alternate title and each reported title', () => {
    const titles = collectOccupationTitles({
      occupations,
      alternates: [
        alternate('11-2032.00', 'Customer Service Manager', '08'),
        alternate('43-1011.00', 'Customer Service Manager', '02,04,06,08,10'),
        alternate('43-1011.00', 'Office Supervisor', '04', 'Office Sup'),
        alternate('99-9999.00', 'Wizard', '08'),
      ],
      reported: [{ 'O*NET-SOC Code': '43-1011.00', 'Reported Job Title': 'Customer Service Manager ' }],
      esco: [],
    });
    expect(titles.get('11-2032.00')).toEqual(new Map([['Customer Service Manager', 1]]));
    expect(titles.get('43-1011.00')).toEqual(
      new Map([
        ['Customer Service Manager', 6],
        ['Office Supervisor', 1],
        ['Office Sup', 1],
      ]),
    );
    expect(titles.has('99-9999.00')).toBe(false);
  });

  it("lends an ESCO occupation's labels, one source each, where its preferred label is one O*NET title and the label is new", () => {
    const titles = collectOccupationTitles({
      occupations,
      alternates: [alternate('11-2032.00', 'Publicity Manager', '08')],
      reported: [],
      esco: [
        { preferredLabel: 'publicity manager', altLabels: 'PR manager\npublicity manager' },
        { preferredLabel: 'wizard', altLabels: 'mage' },
      ],
    });
    expect(titles.get('11-2032.00')).toEqual(
      new Map([
        ['Publicity Manager', 1],
        ['PR manager', 1],
      ]),
    );
  });
});

describe('titlesWithSources', () => {
  it("leaves out the occupation's own title, sorts, and writes each count as one digit, at most 9", () => {
    const titles = new Map([
      ['Web Developer', 2],
      ['Back End Engineer', 12],
      ['Web Developers', 1],
      ['Ajax Developer', 1],
    ]);
    expect(titlesWithSources('Web Developers', titles)).toEqual({
      titles: ['Ajax Developer', 'Back End Engineer', 'Web Developer'],
      sources: '192',
    });
    expect(titlesWithSources('Web Developers', undefined)).toEqual({ titles: [], sources: '' });
  });
});
