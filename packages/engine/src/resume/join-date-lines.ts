import { findDates, isDateFragment } from '../text/dates.ts';
import type { ResumeLine } from './extract-sections.ts';

/** Only a separator (or nothing) after the line's last date: 'June 2020 –', 'Sous Chef   Jul 2010'. */
function endsWithOpenDate(text: string): boolean {
  const mentions = findDates(text);
  const last = mentions[mentions.length - 1];
  return (
    !!last &&
    !last.isRange &&
    /^[\s\-\u2010-\u2015\u00AD:|]*(?:to|until|till|through)?\s*$/i.test(text.slice(last.index + last.length))
  );
}

const hasRangeAtEnd = (text: string) => findDates(text).at(-1)?.isRange ?? false;

/**
 * Joins a date range that a layout printed over several lines ('October 2011' / 'to' / 'August 2015',
 * 'Title   June 2020 –' / 'Present') into the first of them; the other lines are dropped. Lines are
 * joined only when together they make a range.
 */
export function joinDateLines(lines: readonly ResumeLine[]): ResumeLine[] {
  const out: ResumeLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!endsWithOpenDate(line.text)) {
      out.push(line);
      continue;
    }
    let joined = line.text.trimEnd();
    let used = 0;
    for (let k = 1; k <= 2 && i + k < lines.length; k++) {
      const next = lines[i + k]!.text.trim();
      if (!next || !isDateFragment(next)) break;
      joined = `${joined} ${next}`;
      if (hasRangeAtEnd(joined)) {
        used = k;
        break;
      }
    }
    out.push(used > 0 ? { index: line.index, text: joined } : line);
    i += used;
  }
  return out;
}
