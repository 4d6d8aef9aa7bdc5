import { findDates } from '../text/dates.ts';
import { findContactTokens } from './contact-tokens.ts';
import type { SectionKind } from './section-headings.ts';

const DEGREE =
  /\b(?:bachelor|master|ph\.?d|doctor|associate(?:'s)? degree|b\.?sc?|m\.?sc?|b\.?a\.?|m\.?a\.?|mba|b\.?eng|m\.?eng|diploma|degree|high school|ged)\b/i;
const SCHOOL = /\b(?:university|college|institute|school|academy|polytechnic)\b/i;

/** A line that carries contact details (e-mail, phone, link, 'Name:'/'Email:' fields). */
export function isContactLine(text: string): boolean {
  return (
    findContactTokens(text).tokens.length > 0 ||
    /^\s*\W*(?:name|e-?mail|phone|mobile|tel|address|location|linkedin|github|website)\W*\s*:/i.test(text)
  );
}

/** Classifies a block of a resume that has no headings, from its content. */
export function classifyBlock(
  lines: readonly string[],
  context: { isFirst: boolean; seenExperience: boolean },
): SectionKind {
  const text = lines.join('\n');
  if (context.isFirst && lines.some(isContactLine)) return 'contact';
  if (context.isFirst && lines.length <= 3 && lines.every((l) => l.trim().split(/\s+/).length <= 6)) return 'contact';
  const hasDates = lines.some((l) => findDates(l).length > 0);
  if (
    (DEGREE.test(text) || SCHOOL.test(text)) &&
    lines.length <= 6 &&
    lines.every((l) => l.trim().split(/\s+/).length <= 16)
  )
    return 'education';
  if (hasDates) return 'experience';
  const commaItems = text.split(/[,;|•\n]/).filter((s) => s.trim().length > 0);
  if (commaItems.length >= 4 && commaItems.every((s) => s.trim().split(/\s+/).length <= 4)) return 'skills';
  if (!context.seenExperience) return 'summary';
  return 'other';
}
