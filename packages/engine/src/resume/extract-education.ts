import { findDates, type DateMention } from '../text/dates.ts';
import type { ResumeLine } from './extract-sections.ts';

/** Degree levels on O*NET's 'Required Level of Education' scale (2 high school ... 11 doctoral). */
export const DEGREE_LEVELS: ReadonlyArray<{ readonly level: number; readonly label: string; readonly pattern: RegExp }> = [
  { level: 11, label: 'Doctoral degree', pattern: /\b(?:ph\.?\s?d|doctor(?:ate|al)?(?! of (?:medicine|dental|pharmacy|jurisprudence))|d\.?phil|ed\.?d)\b/i },
  { level: 10, label: 'Professional degree', pattern: /\b(?:m\.?d\.?|j\.?d\.?|d\.?d\.?s|pharm\.?\s?d|doctor of (?:medicine|dental|pharmacy|jurisprudence)|bachelor of dental surgery)\b/i },
  { level: 8, label: "Master's degree", pattern: /\b(?:master(?:'?s)?|m\.s\.?|msc|m\.sc|ms(?= in\b| degree\b)|m\.?eng|mba|m\.?b\.?a|m\.a\.(?=\s)|m\.ed|mfa|mph|llm)(?![\w])/i },
  { level: 6, label: "Bachelor's degree", pattern: /\b(?:bachelor(?:'?s)?|b\.s\.?|bsc|b\.sc|bs(?= in\b| degree\b)|b\.?eng|b\.a\.(?=\s)|b\.?tech|bba|undergraduate degree|college degree|university degree|four-year degree|4-year degree)(?![\w])/i },
  { level: 5, label: "Associate's degree", pattern: /\b(?:associate(?:'?s)? degree|associate of|a\.?a\.?s?\b|two-year degree|2-year degree)\b/i },
  { level: 3, label: 'Post-secondary certificate', pattern: /\b(?:certificate|certification|diploma(?! in high school)|vocational|trade school|technical certification)\b/i },
  { level: 2, label: 'High school diploma', pattern: /\b(?:high school|ged|secondary school|hs diploma)\b/i },
];

export function degreeLevel(text: string): { level: number; label: string } | null {
  const hit = DEGREE_LEVELS.find((d) => d.pattern.test(text));
  return hit ? { level: hit.level, label: hit.label } : null;
}

export interface Education {
  readonly institution: string | null;
  readonly degree: string | null;
  readonly level: number | null;
  readonly levelLabel: string | null;
  readonly dates: DateMention | null;
  readonly gpa: string | null;
  readonly lines: readonly number[];
}

const SCHOOL = /\b(?:university|college|institute|school|academy|polytechnic|conservatory|universit[éa]t?)\b/i;
const GPA = /\b(?:gpa|grade point average)\s*:?\s*(\d\.\d{1,2})|(\d\.\d{1,2})\s*(?:\/\s*4(?:\.0)?\s*)?gpa\b/i;

/** extractEducation: degree, institution, level, dates and GPA per entry of an education section. */
export function extractEducation(lines: readonly ResumeLine[]): Education[] {
  const entries: Array<{ institution: string | null; degree: string | null; level: { level: number; label: string } | null; dates: DateMention | null; gpa: string | null; lines: number[] }> = [];
  let current: (typeof entries)[number] | null = null;
  for (const line of lines) {
    const text = line.text.replace(/^\s*(?:•|[-*+]\s|\d{1,2}[.)]\s)/, '').replace(/^#+\s*|\*\*/g, '').trim();
    if (!text) continue;
    const isBullet = /^\s*(?:•|[-*+]\s)/.test(line.text) && current !== null;
    const level = degreeLevel(text);
    const dates = findDates(text)[0] ?? null;
    const gpa = GPA.exec(text);
    const cells = text.replace(dates?.text ?? '\u0000', ' ').split(/\s{2,}|\s[|•·]\s|\s[-\u2013]\s|,\s(?=[A-Z])|\(|\)/).map((c) => c.trim()).filter((c) => c.length > 1);
    const school = cells.find((c) => SCHOOL.test(c) && !degreeLevel(c)) ?? null;
    const degreeCell = level ? cells.find((c) => degreeLevel(c)) ?? text : null;
    const startsEntry = !isBullet && (school !== null || level !== null) && (!current || (current.institution !== null && school !== null) || (current.degree !== null && level !== null));
    if (startsEntry || !current) {
      current = { institution: null, degree: null, level: null, dates: null, gpa: null, lines: [] };
      entries.push(current);
    }
    if (!isBullet) {
      current.institution ??= school;
      if (level && !current.degree) {
        current.degree = degreeCell!.replace(GPA, '').replace(/[-\u2013,\s]+$/, '').trim();
        current.level = level;
      }
      current.dates ??= dates;
    }
    current.gpa ??= gpa ? (gpa[1] ?? gpa[2] ?? null) : null;
    current.lines.push(line.index);
  }
  return entries
    .filter((e) => e.institution || e.degree)
    .map((e) => ({ institution: e.institution, degree: e.degree, level: e.level?.level ?? null, levelLabel: e.level?.label ?? null, dates: e.dates, gpa: e.gpa, lines: e.lines }));
}
