/**
 * Monthly credit periods (docs/decisions/007). Periods count whole calendar months from an anchor (the
 * signup, or the start of a paid subscription), in UTC; a day the month lacks becomes its last day,
 * and each period is computed from the anchor, so Jan 31 -> Feb 28 -> Mar 31 does not drift.
 */
export function addMonths(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(anchor.getUTCDate(), lastDay),
      anchor.getUTCHours(),
      anchor.getUTCMinutes(),
      anchor.getUTCSeconds(),
      anchor.getUTCMilliseconds(),
    ),
  );
}

export type CreditPeriod = { start: Date; end: Date; index: number };

/** The period (start inclusive, end exclusive) holding `now`; the first one when `now` is before the anchor. */
export function periodContaining(anchor: Date, now: Date): CreditPeriod {
  let index = Math.max(
    0,
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (now.getUTCMonth() - anchor.getUTCMonth()),
  );
  while (index > 0 && addMonths(anchor, index) > now) index -= 1;
  while (addMonths(anchor, index + 1) <= now) index += 1;
  return { start: addMonths(anchor, index), end: addMonths(anchor, index + 1), index };
}
