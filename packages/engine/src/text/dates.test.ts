import { describe, expect, it } from 'vitest';
import { findDates, isDateFragment, mentionInterval, parseDate } from './dates.ts';

const AS_OF = { year: 2024, month: 6 };
const months = (line: string) => {
  const [mention] = findDates(line);
  if (!mention) return null;
  const { from, to } = mentionInterval(mention, AS_OF);
  return to - from;
};

describe('parseDate', () => {
  it.each([
    ['May 2023', { year: 2023, month: 5 }, 'month'],
    ['Sept. 2019', { year: 2019, month: 9 }, 'month'],
    ['05/2019', { year: 2019, month: 5 }, 'month'],
    ['2013-12', { year: 2013, month: 12 }, 'month'],
    ['2013-12-01', { year: 2013, month: 12 }, 'day'],
    ['Summer 2022', { year: 2022, month: 6 }, 'season'],
    ["Jan '19", { year: 2019, month: 1 }, 'month'],
    ['2016', { year: 2016, month: 1 }, 'year'],
    ['February 10, 2026', { year: 2026, month: 2 }, 'day'],
    ['1 March 1975', { year: 1975, month: 3 }, 'day'],
  ])('%s', (text, date, precision) => {
    expect(parseDate(text)).toEqual({ date, precision });
  });

  it('returns null for what is not a date', () => {
    expect(parseDate('Constructor 2020')).toBeNull();
    expect(parseDate('hello')).toBeNull();
  });
});

describe('findDates', () => {
  it.each([
    ['Software Engineer      May 2023 - Present', 'May 2023 - Present', true],
    ['Junior Systems Admin (2019 - 2023)', '2019 - 2023', false],
    ['Worked as a Survey Researcher between 2013 and 2016', 'between 2013 and 2016', false],
    ['employed from 2008 to 2013.', 'from 2008 to 2013', false],
    ['Jan. 2020 \u2013 Mar 2021', 'Jan. 2020 \u2013 Mar 2021', false],
    ['Dec 2013 to current', 'Dec 2013 to current', true],
    ['since 2018', 'since 2018', true],
    ['2019 \u2013 Present', '2019 \u2013 Present', true],
    ['01/2020 - 03/2021', '01/2020 - 03/2021', false],
    ['Jan 2016 \u2014 Jun 2017', 'Jan 2016 \u2014 Jun 2017', false],
    ['Jan 2016 \u00ADJun 2017', 'Jan 2016 \u00ADJun 2017', false],
    ['May 2015- Cont Role and Responsibilities', 'May 2015- Cont', true],
    ['2012 - Till date', '2012 - Till date', true],
    ['DevOps Engineer   Sep. 2023 Mar. 2024', 'Sep. 2023 Mar. 2024', false],
    ['Analyst   Jun. 2018 Present', 'Jun. 2018 Present', true],
    ['März 2019 \u2013 heute', 'März 2019 \u2013 heute', true],
    ['październik 2018 - obecnie', 'październik 2018 - obecnie', true],
    ['Ekim 2017 - Şubat 2020', 'Ekim 2017 - Şubat 2020', false],
    ['March 3, 2019 - June 30, 2021', 'March 3, 2019 - June 30, 2021', false],
  ])('%s', (line, text, isCurrent) => {
    expect(findDates(line)[0]).toMatchObject({ text, isCurrent, isRange: true });
  });

  it('does not read years of experience or numbers as dates', () => {
    expect(findDates('3+ years of experience with 100000 users')).toEqual([]);
  });

  it('reads foreign month names, and ignores junk such as "Sep\' 2K"', () => {
    expect(findDates('Ekim 2017 - Şubat 2020')[0]).toMatchObject({
      start: { date: { year: 2017, month: 10 } },
      end: { date: { year: 2020, month: 2 } },
    });
    expect(findDates("Sep' 2K")).toEqual([]);
  });

  it("reads a range whose end year is printed in two digits ('1995-96', '2013/14'), never an ISO month", () => {
    const read = (line: string) => findDates(line).map((d) => [d.text, d.isRange, d.end?.date.year ?? null]);
    expect(read('1995-96 - Pinecrest Lodge - banquet server')).toEqual([['1995-96', true, 1996]]);
    expect(read('Team captain, season 2013/14')).toEqual([['2013/14', true, 2014]]);
    expect(read('Started 2010-11 in Denver')).toEqual([['2010-11', false, null]]);
    expect(read('Grew revenue 2019-25% year on year')).toEqual([['2019', false, null]]);
  });

  it('does not join two lone bare years, or a later date to an earlier one, into a range', () => {
    expect(findDates('Windows 2003 2008').every((m) => !m.isRange)).toBe(true);
    expect(findDates('Mar 2024 Jan 2020').every((m) => !m.isRange)).toBe(true);
  });
});

describe('isDateFragment', () => {
  it.each(['June 2020 \u2013', 'to', 'Present', 'August 2015', '2019 - 2021', 'Current'])(
    '%s is a date fragment',
    (line) => {
      expect(isDateFragment(line)).toBe(true);
    },
  );

  it.each(['Software Engineer', 'June 2020 Acme Corp'])('%s is not', (line) => {
    expect(isDateFragment(line)).toBe(false);
  });
});

describe('mentionInterval', () => {
  it('counts year ranges in whole years and month ranges inclusively', () => {
    expect(months('2019 - 2023')).toBe(48);
    expect(months('Sep 2019 - May 2023')).toBe(45);
  });

  it('runs Present to the as-of month, and gives lone dates a span', () => {
    expect(months('May 2023 - Present')).toBe(14);
    expect(months('Summer 2022')).toBe(3);
    expect(months('Spring 2021')).toBe(3);
  });

  it('reads a day only from 1 to 31, never the end of a grade before a column gap', () => {
    expect(findDates('GPA: 3.6   Aug 2009 - May 2013').map((d) => d.text)).toEqual(['Aug 2009 - May 2013']);
    expect(findDates('Score 4.00 Aug 2012').map((d) => d.text)).toEqual(['Aug 2012']);
    expect(findDates('5 March 2021').map((d) => d.start.precision)).toEqual(['day']);
  });
});
