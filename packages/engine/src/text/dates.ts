import type { YearMonth } from '../types.ts';
import { matchesOf } from './match-all.ts';
import { MONTH_BY_NAME, PRESENT_WORDS } from './month-names.ts';

export type DatePrecision = 'day' | 'month' | 'season' | 'year';

export interface ParsedDate {
  readonly date: YearMonth;
  readonly precision: DatePrecision;
}

/** A date or a range of dates found in a line, with its place in the line. */
export interface DateMention {
  readonly start: ParsedDate;
  /** null when the range is open ('Present') or when the mention is a single date. */
  readonly end: ParsedDate | null;
  readonly isCurrent: boolean;
  readonly isRange: boolean;
  readonly index: number;
  readonly length: number;
  readonly text: string;
}

const SEASONS: Readonly<Record<string, number>> = { spring: 3, summer: 6, fall: 9, autumn: 9, winter: 12 };

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
/** Longest names first, so that 'september' wins over 'sep'. */
const MONTH = `(?:${[...MONTH_BY_NAME.keys()]
  .sort((a, b) => b.length - a.length)
  .map(escape)
  .join('|')})\\.?`;
const SEASON = '(?:spring|summer|fall|autumn|winter)';
const YEAR = '(?:19[5-9]\\d|20[0-4]\\d)';
const SHORT_YEAR = "'\\d{2}";
/** 'March 5, 2021', '5 March 2021' (a day of 1 to 31, not the end of a grade '3.6   Aug 2009', not across a column gap). */
const DAY_DATE = `${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+${YEAR}|(?<!\\d[.,])(?:0?[1-9]|[12]\\d|3[01])\\.?\\s{1,2}${MONTH}\\s+${YEAR}`;
const DATE = `(?:${DAY_DATE}|(?:${MONTH}|${SEASON})\\s*,?\\s*(?:${YEAR}|${SHORT_YEAR})|\\d{1,2}[/.]\\d{1,2}[/.]${YEAR}|${YEAR}[-/.](?:0?[1-9]|1[0-2])(?:[-/.]\\d{1,2})?(?!\\d)|(?:0?[1-9]|1[0-2])[/.-]${YEAR}|${YEAR})`;
const PRESENT = `(?:${[...PRESENT_WORDS]
  .sort((a, b) => b.length - a.length)
  .map(escape)
  .join('|')})\\.?`;
/** Between the two ends of a range: dashes of every kind (a soft hyphen too), 'to', 'until', '~'; 'and' after 'between'. */
const SEPARATOR = '\\s*(?:-{1,2}|[\\u2010-\\u2015\\u2212\\u00AD]|to|until|till|through|thru|and|bis|do|~)\\s*';
const RANGE = new RegExp(
  `(?<![\\p{L}\\d/])(?:(?:from|between|od)\\s+)?(${DATE})(?:${SEPARATOR}(${DATE}|${PRESENT})(?![\\p{L}\\d/]))?|(?<![\\p{L}\\d/])(?:since|seit)\\s+(${DATE})`,
  'giu',
);
const IS_PRESENT = new RegExp(`^${PRESENT}$`, 'iu');
/** Only spaces between two month dates: a range whose dash the PDF lost ('Sep. 2023   Mar. 2024'). */
const GAP_ONLY = /^[\s\u00AD]*$/;
const GAP_PRESENT = new RegExp(`^[\\s\\u00AD]+(${PRESENT})(?![\\p{L}\\d/])`, 'iu');

/** Parses one date expression ('May 2023', '05/2023', '2023-05', 'Summer 2022', '2019', 'März 2019'). */
export function parseDate(text: string): ParsedDate | null {
  const t = text.trim().toLowerCase();
  let m = /^(\d{4})[-/.](\d{1,2})(?:[-/.](\d{1,2}))?$/.exec(t);
  if (m) return { date: { year: Number(m[1]), month: Number(m[2]) }, precision: m[3] ? 'day' : 'month' };
  m = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(t);
  if (m) return { date: { year: Number(m[3]), month: Math.min(12, Number(m[1])) }, precision: 'day' };
  m = /^(\d{1,2})[/.-](\d{4})$/.exec(t);
  if (m) return { date: { year: Number(m[2]), month: Number(m[1]) }, precision: 'month' };
  m = /^(\d{4})$/.exec(t);
  if (m) return { date: { year: Number(m[1]), month: 1 }, precision: 'year' };
  m =
    /^(\p{L}+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/u.exec(t) ??
    /^(\d{1,2})\.?\s+(\p{L}+)\.?\s+(\d{4})$/u.exec(t);
  if (m) {
    const name = /\d/.test(m[1]!) ? m[2]! : m[1]!;
    const month = MONTH_BY_NAME.get(name) ?? MONTH_BY_NAME.get(name.slice(0, 3));
    return month ? { date: { year: Number(m[3]), month }, precision: 'day' } : null;
  }
  m = /^(\p{L}+)\.?\s*,?\s*(\d{4}|'\d{2})$/u.exec(t);
  if (m) {
    const year = m[2]!.startsWith("'")
      ? 2000 + Number(m[2]!.slice(1)) - (Number(m[2]!.slice(1)) > 50 ? 100 : 0)
      : Number(m[2]);
    const season = Object.hasOwn(SEASONS, m[1]!) ? SEASONS[m[1]!] : undefined;
    if (season !== undefined) return { date: { year, month: season }, precision: 'season' };
    const month = MONTH_BY_NAME.get(m[1]!) ?? MONTH_BY_NAME.get(m[1]!.slice(0, 3));
    if (month) return { date: { year, month }, precision: 'month' };
  }
  return null;
}

const HAS_YEAR = /19[5-9]\d|20[0-4]\d|'\d\d/;

/** Lines already read: the parser asks about the same line from several steps. Bounded, and pure (same line, same answer). */
const CACHE = new Map<string, readonly DateMention[]>();
const CACHE_SIZE = 4000;

/** Every date range ('Sep 2019 - May 2023', '2019 - Present', 'between 2013 and 2016') and lone date in a line. */
export function findDates(line: string): DateMention[] {
  // every date form has a year in digits (1950-2049, or '19)
  if (!HAS_YEAR.test(line)) return [];
  let cached = CACHE.get(line);
  if (!cached) {
    if (CACHE.size >= CACHE_SIZE) CACHE.clear();
    cached = readDates(line);
    CACHE.set(line, cached);
  }
  return [...cached];
}

function readDates(line: string): DateMention[] {
  const found: DateMention[] = [];
  for (const m of matchesOf(RANGE, line)) {
    const sinceDate = m[3];
    const start = parseDate(sinceDate ?? m[1]!);
    if (!start) continue;
    // 'Summer 2012 and 2013' lists two dates; only 'between 2013 and 2016' is a range
    const isList = m[2] !== undefined && /^\S.*?\s+and\s+/i.test(m[0]) && !/^between\s/i.test(m[0]);
    const endText = sinceDate ? 'present' : isList ? undefined : m[2];
    const isCurrent = endText !== undefined && IS_PRESENT.test(endText.trim());
    const end = endText !== undefined && !isCurrent ? parseDate(endText) : null;
    if (endText !== undefined && !isCurrent && !end) continue;
    const text = isList ? m[1]! : m[0];
    found.push({ start, end, isCurrent, isRange: endText !== undefined, index: m.index, length: text.length, text });
  }
  return joinGapRanges(
    line,
    found.map((m) => withShortEndYear(line, m)),
  );
}

/** A year's two-digit end after a dash or a slash: '1995-96', '2013/14' (never an ISO month: 13 and above). */
const SHORT_END_YEAR = /^[-\u2013/](\d{2})(?![\d\p{L}/.%\-\u2013])/u;

/** A lone year followed by its range's end in two digits ('1995-96', an academic year '2013/14') is that range. */
function withShortEndYear(line: string, m: DateMention): DateMention {
  if (m.isRange || m.start.precision !== 'year') return m;
  const short = SHORT_END_YEAR.exec(line.slice(m.index + m.length));
  if (!short) return m;
  const two = Number(short[1]);
  const startYear = m.start.date.year;
  const endYear = startYear - (startYear % 100) + two + (two < startYear % 100 ? 100 : 0);
  if (two <= 12 || endYear <= startYear || endYear - startYear > 9) return m;
  const length = m.length + short[0].length;
  return {
    start: m.start,
    end: { date: { year: endYear, month: 1 }, precision: 'year' },
    isCurrent: false,
    isRange: true,
    index: m.index,
    length,
    text: line.slice(m.index, m.index + length),
  };
}

const hasMonth = (d: ParsedDate) => d.precision !== 'year';

/**
 * Two lone month dates with only spaces between them ('Sep. 2023   Mar. 2024'), or a lone month date
 * followed by 'Present', are one range whose dash the layout lost.
 */
function joinGapRanges(line: string, found: DateMention[]): DateMention[] {
  const out: DateMention[] = [];
  for (let i = 0; i < found.length; i++) {
    const m = found[i]!;
    const next = found[i + 1];
    if (m.isRange || !hasMonth(m.start)) {
      out.push(m);
      continue;
    }
    const after = m.index + m.length;
    if (
      next &&
      !next.isRange &&
      hasMonth(next.start) &&
      GAP_ONLY.test(line.slice(after, next.index)) &&
      monthIndex(next.start.date) >= monthIndex(m.start.date)
    ) {
      const length = next.index + next.length - m.index;
      out.push({
        start: m.start,
        end: next.start,
        isCurrent: false,
        isRange: true,
        index: m.index,
        length,
        text: line.slice(m.index, m.index + length),
      });
      i++;
      continue;
    }
    const present = GAP_PRESENT.exec(line.slice(after));
    if (present) {
      const length = after - m.index + present[0].length;
      out.push({
        start: m.start,
        end: null,
        isCurrent: true,
        isRange: true,
        index: m.index,
        length,
        text: line.slice(m.index, m.index + length),
      });
    } else out.push(m);
  }
  return out;
}

/** True when a line holds nothing but a date, a range or the start of one ('June 2020 -', 'to', 'Present'). */
export function isDateFragment(line: string): boolean {
  const rest = findDates(line).reduce((text, m) => text.replace(m.text, ' '), line);
  return (
    /^[\s\-\u2010-\u2015\u00AD:|,]*(?:(?:to|until|till|through|thru|bis|do|~)\s*)?$/i.test(rest) ||
    IS_PRESENT.test(rest.replace(/^[\s\-\u2013:|]+|[\s.]+$/g, ''))
  );
}

export const monthIndex = (d: YearMonth): number => d.year * 12 + (d.month - 1);
export const fromMonthIndex = (i: number): YearMonth => ({ year: Math.floor(i / 12), month: (i % 12) + 1 });

/**
 * The months a mention covers as a half-open interval [from, to). A year-only end counts to January
 * of that year ('2019 - 2023' is 4 years); a month end includes that month; a lone season covers 3
 * months, a lone month 1, a lone year 12.
 */
export function mentionInterval(mention: DateMention, asOf: YearMonth): { from: number; to: number } {
  const from = monthIndex(mention.start.date);
  if (mention.isCurrent) return { from, to: Math.max(from + 1, monthIndex(asOf) + 1) };
  if (!mention.isRange || !mention.end) {
    const span = mention.start.precision === 'year' ? 12 : mention.start.precision === 'season' ? 3 : 1;
    return { from, to: from + span };
  }
  const endIndex = monthIndex(mention.end.date);
  const to =
    mention.end.precision === 'year'
      ? mention.start.precision === 'year'
        ? endIndex
        : endIndex + 12
      : mention.end.precision === 'season'
        ? endIndex + 3
        : endIndex + 1;
  return {
    from,
    to: Math.max(from + (mention.end.precision === 'year' && mention.start.precision === 'year' ? 12 : 1), to),
  };
}
