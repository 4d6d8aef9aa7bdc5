/**
 * Template placeholders that anonymised or unfinished resumes keep: 'Company Name', 'City , State',
 * '[Job Title]', 'Job Title', 'Month Year', '20XX', 'MM/YYYY', 'School Name', 'Select...'. They are never a name, an employer, a title or a location: they are taken
 * out of a line (leaving a column gap, so the parts around them stay apart).
 */
/**
 * A template's date that was never filled in: '20XX', 'MM/YYYY', 'Month 20XX', 'YYYY', 'Start Date'. Not a date:
 * a role dated only by one has no dates, and is never counted in years of experience.
 */
const DATE_PLACEHOLDERS: readonly RegExp[] = [
  /\b(?:MM|mm|Mon)\s*[/.-]\s*(?:YYYY|yyyy|YY|yy|20XX|20xx)\b/g,
  /\b(?:Month|Mon)\.?\s+(?:YYYY|yyyy|20XX|20xx|19XX)\b/g,
  /\b(?:19|20)(?:XX|xx)\b/g,
  /\b(?:YYYY|yyyy)\b/g,
  /\b(?:Start|End) Date\b/g,
];

const PLACEHOLDERS: readonly RegExp[] = [
  ...DATE_PLACEHOLDERS,
  /\bCompany Name\b/gi,
  // the template's own labels, in its capitals: 'Job Title', 'Month Year to Current', 'School Name'
  /\b(?:Job|Position) Title\b/g,
  /\bMonth Year\b(?!\s*\d)/g,
  /\b(?:School|Employer|Organi[sz]ation) Name\b/g,
  // '[Job Title]', never a bracketed date ('[2018 - 2022] SAP IBP Manager')
  /\[[^\]\n\d]{1,40}\]/g,
  /\bSelect(?:\.{3}|\u2026)/gi,
  /\bCity\s*,\s*State\b/g,
  // 'City , South Korea', 'Yonsei University City , Korea': the city left as a placeholder, a real country after it
  /\bCity\s+,\s*(?=\p{Lu})/gu,
  /\s+,\s*State\b/g,
  // a line that is nothing but 'City' or 'State'
  /^\s*(?:City|State)\s*$/g,
  // a lone 'City' or 'State' after a column gap or a separator: 'Company Name - City', 'Lincoln High School - City'
  /(?<=\s{3,}|[-\u2013\u2014|:]\s?)\s*City(?=\s{3,}|\s*$|\s*[,|]|\s+\p{Lu}\p{Ll})/gu,
  /(?<=\s{3,}|[-\u2013\u2014|:]\s?)\s*State(?=\s{3,}|\s*$|\s*[,|])/gu,
];
const GAP = '   ';
/** Every placeholder above holds one of these (most lines hold none). */
const MAY_HOLD = /name\b|select|\[|city|state|title|month|xx|yyyy|mm\b|mon\b|date/i;

/** The line with its placeholders replaced by column gaps, and whether it had any. */
export function stripPlaceholders(text: string): { text: string; hasPlaceholder: boolean } {
  if (!MAY_HOLD.test(text)) return { text, hasPlaceholder: false };
  let out = text;
  for (const pattern of PLACEHOLDERS) out = out.replace(pattern, GAP);
  if (out === text) return { text, hasPlaceholder: false };
  return {
    text: out.replace(/(?:\s*,)?\s{3,}(?:,\s*)?/g, GAP).replace(/[\s,:|\-\u2013\u2014]+$/, ''),
    hasPlaceholder: true,
  };
}

/** Whether a line holds a date placeholder ('Month Year – Present', '20XX – 20XX', 'MM/YYYY'): a role's dates left unfilled. */
export const hasDatePlaceholder = (text: string): boolean =>
  MAY_HOLD.test(text) &&
  [...DATE_PLACEHOLDERS, /\bMonth Year\b(?!\s*\d)/g].some((p) => new RegExp(p.source).test(text));

/** True when the whole text is a placeholder (or nothing once they are taken out). */
export const isPlaceholder = (text: string): boolean =>
  stripPlaceholders(text).text.replace(/[\s,.:;|\-\u2013]+/g, '') === '';
