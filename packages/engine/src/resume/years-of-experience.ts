import { fromMonthIndex, mentionInterval, monthIndex } from '../text/dates.ts';
import type { YearMonth } from '../types.ts';
import type { Role } from './extract-roles.ts';

export interface ExperienceSpan {
  readonly from: YearMonth;
  /** Exclusive: the first month after the span. */
  readonly to: YearMonth;
  readonly months: number;
}

export interface YearsOfExperience {
  /** Total years (one decimal) covered by the roles' dates, overlapping ranges counted once. */
  readonly years: number;
  readonly months: number;
  readonly spans: readonly ExperienceSpan[];
  readonly asOf: YearMonth;
  /** Roles without usable dates (not counted). */
  readonly undatedRoles: number;
}

/** Months covered by one role, as a half-open interval of month indexes; null without dates. */
export function roleInterval(role: Role, asOf: YearMonth): { from: number; to: number } | null {
  if (!role.dates) return null;
  const interval = mentionInterval(role.dates, asOf);
  const cap = monthIndex(asOf) + 1;
  const to = Math.min(interval.to, Math.max(cap, interval.from + 1));
  return to > interval.from ? { from: interval.from, to } : null;
}

/** Merges overlapping or touching intervals. */
export function mergeIntervals(
  intervals: ReadonlyArray<{ from: number; to: number }>,
): Array<{ from: number; to: number }> {
  const sorted = [...intervals].sort((a, b) => a.from - b.from || a.to - b.to);
  const merged: Array<{ from: number; to: number }> = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.from <= last.to) last.to = Math.max(last.to, interval.to);
    else merged.push({ ...interval });
  }
  return merged;
}

/** Roles that are study, not work: a teaching or research assistantship during a degree. */
const STUDY = /\b(?:teaching|research|graduate|student)\s+(?:and\s+\w+\s+)?assistant(?:ship)?s?\s*$/i;
/** Paid work: not study, not volunteering or a sponsorship (Role.isUnpaid). */
export const isCountedRole = (role: Role) => !role.isUnpaid && (!role.title || !STUDY.test(role.title));

/**
 * yearsOfExperience: total experience from the roles' dates as of a given month (an input: the
 * engine has no clock). Overlapping roles count once; 'Present' runs to the as-of month; study and
 * unpaid work (assistantships, volunteering, sponsorships) do not count.
 */
export function yearsOfExperience(roles: readonly Role[], asOf: YearMonth): YearsOfExperience {
  const intervals = roles.filter(isCountedRole).map((r) => roleInterval(r, asOf));
  const merged = mergeIntervals(intervals.filter((i): i is { from: number; to: number } => i !== null));
  const months = merged.reduce((sum, i) => sum + (i.to - i.from), 0);
  return {
    years: Math.round((months / 12) * 10) / 10,
    months,
    spans: merged.map((i) => ({ from: fromMonthIndex(i.from), to: fromMonthIndex(i.to), months: i.to - i.from })),
    asOf,
    undatedRoles: intervals.filter((i) => i === null).length,
  };
}
