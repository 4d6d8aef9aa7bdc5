import { findDates, isDateFragment, type DateMention } from '../text/dates.ts';
import { stripBullet } from './bullet-lines.ts';
import {
  findDegree,
  findInstitution,
  findSchoolAfterDate,
  findUnnamedDegree,
  GRADUATION_LABEL,
  opensEntry,
  splitEntries,
} from './education-line.ts';
import { findLocation } from './header-parts.ts';
import { withPlace } from './school-place.ts';
import type { ResumeLine } from './extract-sections.ts';
import { joinDateLines } from './join-date-lines.ts';
import { stripPlaceholders } from './placeholders.ts';

/** Degree levels on O*NET's 'Required Level of Education' scale (2 high school ... 11 doctoral). */
export const DEGREE_LEVELS: ReadonlyArray<{
  readonly level: number;
  readonly label: string;
  readonly pattern: RegExp;
}> = [
  {
    level: 11,
    label: 'Doctoral degree',
    pattern: /\b(?:ph\.?\s?d|doctor(?:ate|al)?(?! of (?:medicine|dental|pharmacy|jurisprudence))|d\.?phil|ed\.?d)\b/i,
  },
  {
    level: 10,
    label: 'Professional degree',
    pattern:
      /\b(?:m\.?d\.?|j\.?d\.?|d\.?d\.?s|pharm\.?\s?d|doctor of (?:medicine|dental|pharmacy|jurisprudence)|bachelor of dental surgery)\b/i,
  },
  {
    level: 8,
    label: "Master's degree",
    pattern:
      /\b(?:master(?:'?s)?|m\.s\.?|msc|m\.sc|ms(?= in\b| degree\b)|m\.?eng|mba|m\.?b\.?a|m\.a\.(?=[\s,])|m\.ed|mfa|mph|llm)(?![\w])/i,
  },
  {
    level: 6,
    label: "Bachelor's degree",
    pattern:
      /\b(?:bachelor(?:'?s)?|b\.s\.?|bsc|b\.sc|bs(?= in\b| degree\b)|b\.?eng|b\.a\.(?=[\s,])|b\.?tech|bba|undergraduate degree|college degree|university degree|four-year degree|4-year degree)(?![\w])/i,
  },
  {
    level: 5,
    label: "Associate's degree",
    pattern: /\b(?:associate(?:'?s)? degree|associate of|a\.?a\.?s?\b|two-year degree|2-year degree)\b/i,
  },
  {
    level: 3,
    label: 'Post-secondary certificate',
    pattern:
      /\b(?:certificate|certification|(?<!high school\s)(?<!secondary school\s)diploma(?! in high school)|vocational|trade school|technical certification)\b/i,
  },
  { level: 2, label: 'High school diploma', pattern: /\b(?:high school|ged|secondary school|hs diploma)\b/i },
];

/** Degrees written as capitals only, never as a word ('BA (Hons) Economics', 'MA English'): matched in their case. */
const CAPITAL_DEGREES: ReadonlyArray<{ readonly level: number; readonly pattern: RegExp }> = [
  { level: 8, pattern: /\b(?:MA|MS|MSc|MEng|MBA|MPhil|MRes)\b(?!\s+(?:Office|Excel|Word|Access|Project|Dynamics))/ },
  { level: 6, pattern: /\b(?:BA|BS|BSc|BEng|BCom|BBA|BFA|BEd)\b/ },
];

/**
 * The level of an education entry's degree: as degreeLevel, and a degree written in capitals only ('BA (Hons)').
 * Only for a degree already read as one: in a posting's sentence 'MS' is as likely Microsoft.
 */
export function entryLevel(degree: string): { level: number; label: string } | null {
  const capital = CAPITAL_DEGREES.find((d) => d.pattern.test(degree))?.level;
  const hit = DEGREE_LEVELS.find((d) => d.pattern.test(degree)) ?? DEGREE_LEVELS.find((d) => d.level === capital);
  return hit ? { level: hit.level, label: hit.label } : null;
}

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

const GPA =
  /\b(?:c?gpa|grade point average)\s*:?\s*(?:gpa\s*:?\s*)?(\d\.\d{1,2})|(\d\.\d{1,2})\s*(?:\/\s*4(?:\.0+)?\s*)?gpa\b/i;
/** A sentence under an entry ('Completed the course study and passed …'), never a new entry. */
const isSentence = (text: string) =>
  text.split(/\s+/).length > 16 || (/[.!]$/.test(text) && text.split(/\s+/).length > 6);

interface Draft {
  institution: string | null;
  /** The school printed on a line of its own above its degree: a heading for the degrees under it. */
  isSchoolHeading: boolean;
  degree: string | null;
  dates: DateMention | null;
  gpa: string | null;
  lines: number[];
}

/** One line read as an entry's parts: its institution, its degree (named or not) and its date. */
function readLine(text: string): { institution: string | null; degree: string | null; dates: DateMention | null } {
  const dates = findDates(text).at(-1) ?? null;
  const named = findInstitution(text);
  // without a school word, a name after the date of a line that opens with a degree or a field of study
  const unnamedSchool =
    !named && dates && dates.index > 0 ? findSchoolAfterDate(text, dates.index + dates.length) : null;
  const found = named ?? unnamedSchool;
  const institution = found ? withPlace(text, found) : null;
  const degree = findDegree(text, institution);
  const stops = [institution?.start, dates?.index].filter((n): n is number => n !== undefined);
  const unnamed = !degree && stops.length > 0 ? findUnnamedDegree(text, Math.min(...stops)) : null;
  return { institution: institution?.text ?? null, degree: degree?.text ?? unnamed, dates };
}

/**
 * What follows a degree's name but is no part of it: honours after a comma ('J.D : Law, cum laude, rank 11th'),
 * the entry's status ('… Management Current', '…, Present'), a bracket the export cut ('Bachelor of Engineering (B.E').
 */
const DEGREE_TAIL = [
  /\s*,\s*(?:(?:summa|magna)\s+)?cum\s+laud\w*\b.*$|\s*,\s*(?:with\s+)?(?:high(?:est)?\s+)?(?:honou?rs|distinction)\b.*$|\s*,\s*(?:class\s+)?rank(?:ed)?\s+\d.*$/i,
  /[\s,\-\u2013]+(?:current|present|ongoing|in progress)\.?$/i,
  /\s*\([^)]*$/,
];
/** A degree the way a person writes it: its own words, its tail left out. */
function tidyDegree(degree: string): string {
  const tidy = DEGREE_TAIL.reduce((text, tail) => text.replace(tail, ''), degree).trim();
  return tidy.length >= 2 ? tidy : degree;
}
/** Words that tell two printings of one entry apart only by layout ('Master of X in Y, 2018' and 'Master of X : Y , Present'). */
const entryKey = (e: Draft) =>
  `${(e.institution ?? '').toLowerCase()}|${(e.degree ?? '').toLowerCase().replace(/\b(?:in|of)\b|[^\p{L}\d]+/gu, '')}`;

/** A line's place printed beside its date ('Dec 2016 | Eugene, OR') taken out: what is left says whether it is a date line. */
function withoutPlace(text: string): string {
  const place = findLocation(text);
  return place && findDates(text).length > 0 ? text.replace(place[0], ' ').replace(/[|·•]/g, ' ') : text;
}

/** 'Expected May 2027', 'Graduated: June 2022', 'Class of 2009': the label before a date line's date taken out. */
function withoutGraduationLabel(text: string): string {
  const first = findDates(text)[0];
  return first &&
    first.index > 0 &&
    GRADUATION_LABEL.test(text.slice(0, first.index).replace(/[\s,(|\-\u2013\u2014]+$/, ''))
    ? text.slice(first.index).replace(/\)\s*$/, '')
    : text;
}

/** A grade printed after the degree ('B.S. Computer Science - 3.8'). */
const TRAILING_GRADE = /[\s,\-\u2013|]+([0-4]\.\d{1,2})$/;

/**
 * extractEducation: degree, institution, level, dates and GPA per entry of an education section, in
 * any layout: institution or degree first, dates before, inside or after, a date on its own line
 * above or below, the field of study printed twice.
 */
export function extractEducation(sectionLines: readonly ResumeLine[]): Education[] {
  const entries: Draft[] = [];
  let current: Draft | null = null;
  let pending: DateMention | null = null;
  const segments = joinDateLines(sectionLines).flatMap((line) => {
    const text = stripPlaceholders(stripBullet(line.text).replace(/^#+\s*|\*\*/g, '')).text.trim();
    return splitEntries(text).map((segment) => ({ index: line.index, text: segment }));
  });
  for (const line of segments) {
    const text = line.text;
    if (!text) continue;
    const gpa = GPA.exec(text);
    if (current && gpa) current.gpa ??= gpa[1] ?? gpa[2] ?? null;
    // 'Jun 2011 - Jan 2014 · GPA: 4.0' and 'Dec 2016 | Eugene, OR' are date lines too, once the grade or the place is read
    const graded = gpa ? text.replace(gpa[0], ' ').replace(/[·•]/g, ' ') : text;
    if (isDateFragment(withoutPlace(withoutGraduationLabel(graded)))) {
      // a date on its own line: the entry above when it has none yet, else the next entry's
      const date = findDates(text).at(-1) ?? null;
      if (current && !current.dates && !pending && current.lines.length <= 2) current.dates = date;
      else pending = date;
      continue;
    }
    if (isSentence(text) && current && !opensEntry(text)) continue;
    const read = readLine(text);
    if (!read.institution && !read.degree) continue;
    const sameSchool = current?.institution && read.institution === current.institution && !findDegree(text, null);
    const startsEntry =
      !current ||
      pending !== null ||
      (!sameSchool && ((read.institution && current.institution) || (read.degree && current.degree)));
    if (startsEntry) {
      // a second degree under a school printed as a heading ('Westbrook University' / 'MEng …' / 'BS …') is from that school
      const above = entries.at(-1);
      const school = above?.isSchoolHeading && !read.institution && read.degree ? above.institution : null;
      current = {
        institution: school,
        isSchoolHeading: school !== null,
        degree: null,
        dates: pending,
        gpa: null,
        lines: [],
      };
      entries.push(current);
      pending = null;
    }
    const entry = current!;
    if (!entry.institution && read.institution && !read.degree && !entry.degree) entry.isSchoolHeading = true;
    entry.institution ??= read.institution;
    entry.degree ??= read.degree;
    // the line's own date wins over one printed on the line above
    if (read.dates && (startsEntry || !entry.dates)) entry.dates = read.dates;
    entry.gpa ??= gpa ? (gpa[1] ?? gpa[2] ?? null) : null;
    if (!entry.lines.includes(line.index)) entry.lines.push(line.index);
  }
  // a bare grade after the degree ('B.S. Computer Science - 3.8') is the GPA, not part of the degree
  for (const e of entries) {
    const grade = e.degree ? TRAILING_GRADE.exec(e.degree) : null;
    if (grade && e.degree) {
      e.degree = e.degree.slice(0, grade.index);
      e.gpa ??= grade[1] ?? null;
    }
  }
  for (const e of entries) if (e.degree) e.degree = tidyDegree(e.degree);
  // an export that prints an entry twice (once per template block) gives it once, with the first printing's date
  const seenEntries = new Set<string>();
  const distinct = entries.filter((e) => {
    if (!e.degree || !e.institution) return true;
    const key = entryKey(e);
    if (seenEntries.has(key)) return false;
    seenEntries.add(key);
    return true;
  });
  return distinct.map((e) => {
    // a diploma from a high school ('High Honors Diploma', Las Vegas High School) is a high school diploma
    const fromHighSchool =
      /\b(?:high|secondary) school\b|\bsecondary college\b/i.test(e.institution ?? '') &&
      /\bdiploma\b/i.test(e.degree ?? '');
    const level = fromHighSchool ? degreeLevel('high school') : entryLevel(e.degree ?? '');
    return {
      institution: e.institution,
      degree: e.degree,
      level: level?.level ?? null,
      levelLabel: level?.label ?? null,
      dates: e.dates,
      gpa: e.gpa,
      lines: e.lines,
    };
  });
}
