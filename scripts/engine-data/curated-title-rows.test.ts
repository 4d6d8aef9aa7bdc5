import { describe, expect, it } from 'vitest';
import { curatedTitleRows } from './curated-title-rows.ts';

const ONET = new Map([
  ['15-1252.00', 'Software Developers'],
  ['15-2051.01', 'Business Intelligence Analysts'],
  ['15-1254.00', 'Web Developers'],
]);

describe('curatedTitleRows', () => {
  it('returns rows [code, ...titles] sorted by code and title', () => {
    const table = [
      { code: '15-2051.01', onet: 'Business Intelligence Analysts', titles: ['Data Analyst', 'BI Analyst'] },
      { code: '15-1252.00', onet: 'Software Developers', titles: ['Software Engineer'] },
    ];
    expect(curatedTitleRows(table, ONET)).toEqual([
      ['15-1252.00', 'Software Engineer'],
      ['15-2051.01', 'BI Analyst', 'Data Analyst'],
    ]);
  });

  it('fails on a code that is not an O*NET occupation, naming it', () => {
    const table = [{ code: '15-9999.00', onet: 'Wizards', titles: ['Wizard'] }];
    expect(() => curatedTitleRows(table, ONET)).toThrow("15-9999.00 ('Wizards') is not an O*NET occupation");
  });

  it("fails when the O*NET title written beside a code is not O*NET's", () => {
    const table = [{ code: '15-1254.00', onet: 'Software Developers', titles: ['Backend Engineer'] }];
    expect(() => curatedTitleRows(table, ONET)).toThrow(
      "15-1254.00 is 'Web Developers' in O*NET, not 'Software Developers'",
    );
  });

  it('fails on titles that normalize alike, on a title of only seniority words, and on a code listed twice', () => {
    const table = [
      {
        code: '15-1252.00',
        onet: 'Software Developers',
        titles: ['Software Engineer', 'Senior Software Engineer', 'Senior (Remote)'],
      },
      { code: '15-1252.00', onet: 'Software Developers', titles: ['Backend Engineer'] },
    ];
    expect(() => curatedTitleRows(table, ONET)).toThrow(
      [
        'curated titles (scripts/engine-data/curated-titles.ts):',
        "  'Senior Software Engineer' (15-1252.00) normalizes like 'Software Engineer' (15-1252.00)",
        "  'Senior (Remote)' (15-1252.00) has no words left once seniority words are dropped",
        '  15-1252.00 is listed twice',
      ].join('\n'),
    );
  });

  it("fails on a title that is another occupation's own O*NET title", () => {
    const table = [{ code: '15-1252.00', onet: 'Software Developers', titles: ['Web Developer'] }];
    expect(() => curatedTitleRows(table, ONET)).toThrow(
      "'Web Developer' (15-1252.00) is the O*NET title of 15-1254.00",
    );
  });
});
