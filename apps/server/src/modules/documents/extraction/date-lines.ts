const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const MONTH_YEAR = String.raw`(?:${MONTH}|spring|summer|fall|autumn|winter),?\s+\d{4}`;
const DATE = String.raw`(?:${MONTH_YEAR}|\d{1,2}[/.]\d{4}|\d{4}[/.]\d{1,2}|\d{4})`;
const PRESENT = String.raw`(?:present|current(?:ly)?|now|today|date|ongoing)`;
const SEPARATOR = String.raw`(?:[-–—]|to|till|until)`;

/** A line that ends with a date and a range separator: 'June 2020 –', 'Engineer   Oct 2011 to'. */
const ENDS_OPEN_RANGE = new RegExp(String.raw`\b${DATE}\s*${SEPARATOR}$`, 'i');
/** A line that ends with a date: 'October 2011', 'Analyst, 05/2012'. */
const ENDS_DATE = new RegExp(String.raw`(?:^|\s)${DATE}$`, 'i');
/** A line that is only a range separator: 'to', '–'. */
const ONLY_SEPARATOR = new RegExp(String.raw`^${SEPARATOR}$`, 'i');
/** A line that starts with the other end of a range: 'Present', 'August 2015', '– Present'. */
const STARTS_END = new RegExp(String.raw`^(?:${DATE}|${PRESENT})\b`, 'i');
const STARTS_SEPARATED_END = new RegExp(String.raw`^${SEPARATOR}\s*(?:${DATE}|${PRESENT})\b`, 'i');

/**
 * Joins a date range that the layout broke over lines back into one line: 'June 2020 –' / 'Present',
 * 'October 2011' / 'to' / 'August 2015', 'Jan 2019' / '– Dec 2020'. Lines are trimmed text; one pass.
 */
export function joinDateLines(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const next = lines[i + 1]?.trim() ?? '';
    const after = lines[i + 2]?.trim() ?? '';
    if (ENDS_OPEN_RANGE.test(line) && STARTS_END.test(next)) {
      out.push(`${line} ${next}`);
      i += 1;
    } else if (ENDS_DATE.test(line) && STARTS_SEPARATED_END.test(next)) {
      out.push(`${line} ${next}`);
      i += 1;
    } else if (ENDS_DATE.test(line) && ONLY_SEPARATOR.test(next) && STARTS_END.test(after)) {
      out.push(`${line} ${next} ${after}`);
      i += 2;
    } else {
      out.push(line);
    }
  }
  return out;
}

/** Two month-year dates with nothing between them: the range's dash was a glyph pdf.js drops (a soft hyphen). */
const LOST_DASH = new RegExp(String.raw`\b(${MONTH_YEAR})\s+(?=(?:${MONTH_YEAR}|${PRESENT})\b)`, 'gi');

/** Puts back a range dash the PDF printed with a glyph the text layer lost: 'Sep. 2023 Mar. 2024' -> 'Sep. 2023 – Mar. 2024'. */
export const restoreLostRangeDash = (line: string) => line.replace(LOST_DASH, '$1 – ');
