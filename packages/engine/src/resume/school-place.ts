import { bare, DEGREE_WORD, FIELD_WORD, NOT_SCHOOL, type Span } from './education-line.ts';
import { COUNTRIES, findLocation } from './header-parts.ts';

/**
 * A school's country, and the city or state before it, printed right after its name ('Osmania University,
 * Hyderabad, India', 'HMRC Staff College   United Kingdom', 'Boğaziçi University – Istanbul, Türkiye'): kept
 * with the name, which it tells apart from a namesake. A place in the United States is not.
 */
const COUNTRY_AFTER = new RegExp(
  String.raw`^(?:\s*[,(\-\u2013|]\s*|\s+)(?:(\p{Lu}[\p{L}.'-]+(?:\s\p{Lu}[\p{L}.'-]+){0,2})\s*,\s*)?(${COUNTRIES})(?![\p{L}])\)?`,
  'u',
);

/** The same place at the end of the line, after the degree: 'Boğaziçi University, BS in Computer Engineering – Istanbul, Türkiye'. */
const COUNTRY_AT_END = new RegExp(
  String.raw`(?:\s[-\u2013|]\s|\s{3,}|,\s)(?:(\p{Lu}[\p{L}.'-]+(?:\s\p{Lu}[\p{L}.'-]+){0,2})\s*,\s*)?(${COUNTRIES})\)?\s*$`,
  'u',
);
/** A campus after a dash: 'Indiana University - Bloomington', 'University of Texas – Austin' (not a field, a degree, a place with its state). */
const CAMPUS =
  /^\s[-\u2013]\s((?:\p{Lu}[\p{L}'.-]+)(?:\s\p{Lu}[\p{L}'.-]+)?)(?=\s*$|\s{3,}|\s*[,;|]|\s+(?:\p{Lu}[\p{L}'.]*)?\s)/u;

export function withPlace(text: string, span: Span): Span {
  const place = (m: RegExpExecArray) => `, ${m[1] ? `${m[1]}, ` : ''}${m[2]}`;
  const after = COUNTRY_AFTER.exec(text.slice(span.end));
  if (after) return { text: `${span.text}${place(after)}`, start: span.start, end: span.end + after[0].length };
  const campus = campusAt(text, span.end);
  if (campus) return { text: `${span.text} - ${campus.name}`, start: span.start, end: span.end + campus.length };
  // the name printed again further on with its place or campus ('JNTU Bachelor of Technology JNTU, Andhra Pradesh, India ...')
  const again = text.indexOf(span.text, span.end);
  if (again > 0) {
    const repeated = COUNTRY_AFTER.exec(text.slice(again + span.text.length));
    if (repeated) return { ...span, text: `${span.text}${place(repeated)}` };
    const campusAgain = campusAt(text, again + span.text.length);
    if (campusAgain) return { ...span, text: `${span.text} - ${campusAgain.name}` };
  }
  const atEnd = COUNTRY_AT_END.exec(text.slice(span.end));
  return atEnd ? { ...span, text: `${span.text}${place(atEnd)}` } : span;
}

function campusAt(text: string, at: number): { name: string; length: number } | null {
  const m = CAMPUS.exec(text.slice(at));
  const name = m?.[1];
  if (!m || !name || name.split(' ').some((w) => FIELD_WORD.test(bare(w)) || DEGREE_WORD.test(w) || NOT_SCHOOL.test(w)))
    return null;
  // a place with its state is where the school is, not a campus in its name ('Stanford University - Palo Alto, CA')
  return findLocation(text.slice(at + m[0].indexOf(name)))?.index === 0 ? null : { name, length: m[0].length };
}
