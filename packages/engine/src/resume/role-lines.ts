import { findDates, isDateFragment, type DateMention } from '../text/dates.ts';
import { isBulletLine, stripBullet } from './bullet-lines.ts';
import type { ResumeLine } from './extract-sections.ts';
import { joinDateLines } from './join-date-lines.ts';
import { hasDatePlaceholder, stripPlaceholders } from './placeholders.ts';

/** A line of an experience section, ready for role reading: date ranges joined, placeholders taken out. */
export interface RoleLine extends ResumeLine {
  /** The line as printed (bullets are quoted from it). */
  readonly raw: string;
  readonly hasPlaceholder: boolean;
  /** Nothing but placeholders and separators ('Company Name – City , State'): a header line that names nothing. */
  readonly isEmptyHeader: boolean;
  /** Dates the template left unfilled ('Month Year – Present', '20XX – 20XX'): the line dates a role, with no dates. */
  readonly hasUnfilledDates: boolean;
}

export const MAX_HEADER_WORDS = 9;

export const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;
export const isBlank = (line: RoleLine) => line.text.trim() === '' && !line.isEmptyHeader;
export const isBullet = (line: RoleLine) => isBulletLine(line.raw);

/** A line that ends a sentence ('Led the team.'), not an abbreviation ('Northwind Payments Inc.'). */
export const endsSentence = (text: string) =>
  (/[!?]$/.test(text) && wordCount(text) >= 4) ||
  (/\.$/.test(text) && !/\b(?:Inc|Ltd|Co|Corp|LLC|Jr|Sr|Bros|Dept|Univ|St|S\.A|N\.A)\.$/i.test(text));

/** A short line that can name a title, an employer or a place (no bullet, no finished sentence). */
export const isShortHeader = (line: RoleLine) =>
  line.isEmptyHeader ||
  (!isBlank(line) && !isBullet(line) && wordCount(line.text) <= MAX_HEADER_WORDS && !endsSentence(line.text.trim()));

/** A bulleted line that is a header all the same: 'Google   Mountain View, CA' above 'Software Engineer   Oct 2016 – Present'. */
export const isBulletedHeader = (line: RoleLine) =>
  isBullet(line) &&
  wordCount(line.text) <= 7 &&
  !endsSentence(line.text.trim()) &&
  /\S\s{3,}\S/.test(stripBullet(line.raw));

/** Words a role header holds at most when it is printed after a sentence ('... objectives. United States Navy, Various locations Aviation Mechanic, 6/1994 - 8/2010'). */
const MAX_INLINE_HEADER_WORDS = 12;

/**
 * A paragraph that runs one role's description into the next role's header: the line is cut at the last
 * sentence end before a date range when what lies between is a short header with capitalised words.
 */
function cutInlineHeader(line: ResumeLine): ResumeLine[] {
  if (wordCount(line.text) <= 24) return [line];
  const range = findDates(line.text).find((m) => m.isRange);
  if (!range || wordCount(line.text.slice(0, range.index)) <= 14) return [line];
  const before = line.text.slice(0, range.index);
  const ends = [...before.matchAll(/[a-z0-9)][.!?]\s+(?=[A-Z])/g)];
  const last = ends[ends.length - 1];
  if (!last) return [line];
  const at = last.index + last[0].length;
  const header = before.slice(at);
  if (wordCount(header) > MAX_INLINE_HEADER_WORDS || (header.match(/\b[A-Z][a-z]+/g) ?? []).length < 2) return [line];
  return [
    { index: line.index, text: line.text.slice(0, at).trimEnd() },
    { index: line.index, text: line.text.slice(at) },
  ];
}

export function prepareRoleLines(lines: readonly ResumeLine[]): RoleLine[] {
  return joinDateLines(lines)
    .flatMap(cutInlineHeader)
    .map((line) => {
      const { text, hasPlaceholder } = stripPlaceholders(line.text);
      const hasUnfilledDates = hasPlaceholder && hasDatePlaceholder(line.text) && findDates(text).length === 0;
      return {
        index: line.index,
        text,
        raw: line.text,
        hasPlaceholder,
        // 'MM/YYYY – Present' leaves 'Present': still a line that names nothing
        isEmptyHeader: hasPlaceholder && (!/\p{L}{2}/u.test(text) || (hasUnfilledDates && isDateFragment(text))),
        hasUnfilledDates,
      };
    });
}

const SUB_ENTRY = /^(?:project|client|assignment|engagement)\s*\d*\s*:/i;

/** A line whose only dates are a template's unfilled ones ('Month Year – Present'): it anchors a role without dates. */
export const anchorsUndated = (line: RoleLine): boolean =>
  line.hasUnfilledDates && !isBullet(line) && wordCount(line.text) <= MAX_HEADER_WORDS;

/**
 * Years listed one after another ('2014, 2015', a season's job held twice): one range from the
 * first to the last, when each follows the one before by a year.
 */
function yearList(text: string, mentions: readonly DateMention[]): DateMention | null {
  if (mentions.length < 2 || mentions.some((m) => m.isRange || m.start.precision !== 'year')) return null;
  for (let k = 1; k < mentions.length; k++) {
    const before = mentions[k - 1]!;
    const between = text.slice(before.index + before.length, mentions[k]!.index);
    if (!/^\s*(?:,|and|&)\s*$/i.test(between) || mentions[k]!.start.date.year !== before.start.date.year + 1)
      return null;
  }
  const first = mentions[0]!;
  const last = mentions[mentions.length - 1]!;
  const length = last.index + last.length - first.index;
  return {
    start: first.start,
    end: last.start,
    isCurrent: false,
    isRange: true,
    index: first.index,
    length,
    text: text.slice(first.index, first.index + length),
  };
}

/** The date mention that anchors a role on this line, if the line can be a role header. */
export function anchorDate(line: RoleLine): DateMention | null {
  // 'Project 1: Stanford Hospital Tenure: March 2012 Till date' is a project inside the role above
  if (SUB_ENTRY.test(stripBullet(line.text))) return null;
  const mentions = findDates(line.text);
  const range = mentions.find((m) => m.isRange);
  const rest = stripBullet(line.text);
  // a range early in the line anchors a role even when a long description follows it
  if (range) return wordCount(rest) <= 24 || wordCount(line.text.slice(0, range.index)) <= 14 ? range : null;
  const years = yearList(line.text, mentions);
  if (years && wordCount(rest) <= MAX_HEADER_WORDS) return years;
  const single = mentions[0];
  // a lone day ('February 10, 2026') is a page footer or a deadline, not a role's dates
  if (!single || isBullet(line) || single.start.precision === 'day') return null;
  return single.start.precision !== 'year' || wordCount(rest) <= 7 ? single : null;
}
