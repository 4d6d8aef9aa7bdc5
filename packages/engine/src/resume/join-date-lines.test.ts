import { describe, expect, it } from 'vitest';
import { joinDateLines } from './join-date-lines.ts';

const join = (...texts: string[]) => joinDateLines(texts.map((text, index) => ({ index, text }))).map((l) => l.text);

describe('joinDateLines', () => {
  it('joins a range printed over three lines', () => {
    expect(join('October 2011', 'to', 'August 2015', 'Company   Title')).toEqual([
      'October 2011 to August 2015',
      'Company   Title',
    ]);
  });

  it('joins an open range to "Present" on the next line', () => {
    expect(join('Data Analyst   June 2020 \u2013', 'Present', '\u2022 Built dashboards')).toEqual([
      'Data Analyst   June 2020 \u2013 Present',
      '\u2022 Built dashboards',
    ]);
  });

  it('keeps apart dates that make no range together, and lines that are not dates', () => {
    expect(join('May 2017', 'May 2014')).toEqual(['May 2017', 'May 2014']);
    expect(join('Sous Chef Jul 2010', 'Acme Foods   Austin, TX')).toEqual([
      'Sous Chef Jul 2010',
      'Acme Foods   Austin, TX',
    ]);
  });
});
