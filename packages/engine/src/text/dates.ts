import type { YearMonth } from '../types.ts';

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

const MONTHS: ReadonlyArray<readonly [RegExp, number]> = [
  [/^jan/, 1], [/^feb/, 2], [/^mar/, 3], [/^apr/, 4], [/^may/, 5], [/^jun/, 6],
  [/^jul/, 7], [/^aug/, 8], [/^sep/, 9], [/^oct/, 10], [/^nov/, 11], [/^dec/, 12],
];
const SEASONS: Readonly<Record<string, number>> = { spring: 3, summer: 6, fall: 9, autumn: 9, winter: 12 };

const MONTH = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const SEASON = '(?:spring|summer|fall|autumn|winter)';
const YEAR = "(?:19[5-9]\\d|20[0-4]\\d)";
const SHORT_YEAR = "'\\d{2}";
const DATE = `(?:(?:${MONTH}|${SEASON})\\s*,?\\s*(?:${YEAR}|${SHORT_YEAR})|\\d{1,2}[/.]\\d{1,2}[/.]${YEAR}|${YEAR}[-/.](?:0?[1-9]|1[0-2])(?:[-/.]\\d{1,2})?(?!\\d)|(?:0?[1-9]|1[0-2])[/.-]${YEAR}|${YEAR})`;
const PRESENT = '(?:present|current(?:ly)?|now|today|ongoing|to\\s+date|date)';
const SEPARATOR = '\\s*(?:-{1,2}|\u2013|to|until|till|through|thru|and|~)\\s*';
const RANGE = new RegExp(`(?<![\\w/])(?:(?:from|between)\\s+)?(${DATE})(?:${SEPARATOR}(${DATE}|${PRESENT})(?![\\w/]))?|(?<![\\w/])since\\s+(${DATE})`, 'gi');

/** Parses one date expression ('May 2023', '05/2023', '2023-05', 'Summer 2022', '2019'). */
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
  m = /^([a-z]+)\.?\s*,?\s*(\d{4}|'\d{2})$/.exec(t);
  if (m) {
    const year = m[2]!.startsWith("'") ? 2000 + Number(m[2]!.slice(1)) - (Number(m[2]!.slice(1)) > 50 ? 100 : 0) : Number(m[2]);
    const season = Object.hasOwn(SEASONS, m[1]!) ? SEASONS[m[1]!] : undefined;
    if (season !== undefined) return { date: { year, month: season }, precision: 'season' };
    const month = MONTHS.find(([re]) => re.test(m![1]!));
    if (month) return { date: { year, month: month[1] }, precision: 'month' };
  }
  return null;
}

/** Every date range ('Sep 2019 - May 2023', '2019 - Present', 'between 2013 and 2016') and lone date in a line. */
export function findDates(line: string): DateMention[] {
  const found: DateMention[] = [];
  for (const m of line.matchAll(RANGE)) {
    const sinceDate = m[3];
    const start = parseDate(sinceDate ?? m[1]!);
    if (!start) continue;
    const endText = sinceDate ? 'present' : m[2];
    const isCurrent = endText !== undefined && new RegExp(`^${PRESENT}$`, 'i').test(endText.trim());
    const end = endText !== undefined && !isCurrent ? parseDate(endText) : null;
    if (endText !== undefined && !isCurrent && !end) continue;
    // a lone bare year next to other words ('3+ years', 'Windows 2000') is weak; keep only if the line is date-like
    found.push({ start, end, isCurrent, isRange: endText !== undefined, index: m.index, length: m[0].length, text: m[0] });
  }
  return found;
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
  const to = mention.end.precision === 'year' ? (mention.start.precision === 'year' ? endIndex : endIndex + 12) : mention.end.precision === 'season' ? endIndex + 3 : endIndex + 1;
  return { from, to: Math.max(from + (mention.end.precision === 'year' && mention.start.precision === 'year' ? 12 : 1), to) };
}
