import { matchesOf } from '../text/match-all.ts';
import { findDates } from '../text/dates.ts';
import { findLocation } from './header-parts.ts';

/** Words that name a school: the institution is the run of capitalised words around one. */
const SCHOOL_WORD =
  /^(?:universit(?:y|ies|é|ät|à|at|ad|eit|e|i|as)|universidad[e]?|univ\.?|college|institute|institut|instituto|school|academy|akademie|akademia|polytechnic|politechnika|politecnico|hochschule|uniwersytet|[üu]niversitesi|conservatory|seminary)$/i;
const CONNECTOR = /^(?:of|and|&|at|for|the|de|del|di|du|des|la|le|für|fur|in)$/i;
/** Plain words in front of a school word that do not name one on their own: 'High School', 'Graduate School'. */
const GENERIC_SCHOOL =
  /^(?:high|secondary|senior|junior|middle|elementary|primary|grammar|graduate|business|law|medical|nursing|community|state|technical|vocational|art|arts|the|public|private|international|national|some)$/i;
/** Words in front of a school's name that say what was done there, no part of it: 'Attended Westbrook College', 'Some College'. */
const BEFORE_NAME = /^(?:attended|attending|studied|studying|completed|enrolled|some)$/i;
/** Subjects and degree words: where a field of study ends and an institution's name may start ('… : Accounting | Monash University'). */
export const FIELD_WORD =
  /^(?:engineering|management|administration|design|science|sciences|arts|studies|accounting|finance|business|marketing|nursing|education|economics|mathematics|physics|chemistry|biology|law|medicine|health|computer|information|systems|communications?|psychology|sociology|history|literature|english|technology|tourism|hospitality|culinary|counseling|agriculture|minor|major|degree|diploma|certificate|bachelor'?s?|master'?s?|masters|associate|current|present|expected|candidate|gpa)[,:;]?$/i;
export const DEGREE_WORD =
  /^(?:bachelor'?s?|masters?'?s?|associate|diploma|certificate|ph\.?d\.?|mba|b\.?s\.?|m\.?s\.?|b\.?a\.?|m\.?a\.?)[,:]?$/i;
const isCapitalised = (word: string) => /^[\p{Lu}\d(]/u.test(word) && !/^\d+(?:[.,/]\d+)*$/.test(word);
/** A word that ends a run: a separator glyph or a word followed by a comma, a colon or a semicolon. */
const endsRun = (word: string) => /[,:;]$/.test(word);

export interface Span {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

interface Word {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /** A column gap or a separator before the word: a run of a name never crosses it. */
  readonly isAfterGap: boolean;
}

const WORD = /\S+/g;
/** Where a degree's name stops: a column gap, a '|' or '•', ';', a GPA. */
const DEGREE_END = /\s{3,}|\s[|•]\s|;|\bGPA\b|\bCGPA\b/gi;

const wordsOf = (text: string): Word[] =>
  matchesOf(WORD, text).map((m, i, all) => {
    const previous = all[i - 1];
    const between = previous ? text.slice(previous.index + previous[0].length, m.index) : '';
    return {
      text: m[0],
      start: m.index,
      end: m.index + m[0].length,
      isAfterGap: /\s{3,}/.test(between) || /^[-\u2013\u2014|•]+$/.test(previous?.[0] ?? ''),
    };
  });
export const bare = (word: string) => word.replace(/[,:;.]+$/, '');

/** Where an institution's name starts, walking left from its school word: over capitalised words, not over a field of study. */
function leftEdge(words: readonly Word[], k: number): number {
  let j = k;
  while (
    j - 1 >= 0 &&
    !words[j]!.isAfterGap &&
    !endsRun(words[j - 1]!.text) &&
    (isCapitalised(words[j - 1]!.text) || CONNECTOR.test(words[j - 1]!.text)) &&
    !/^[-\u2013|]+$/.test(words[j - 1]!.text)
  )
    j--;
  while (j < k && CONNECTOR.test(words[j]!.text) && !/^the$/i.test(words[j]!.text)) j++;
  while (j < k && BEFORE_NAME.test(words[j]!.text)) j++;
  // after 'Degree :' a field of study runs into the name: the last subject word ends it ('Accounting Monash University'),
  // or the one right before 'University of …' ('Graphic Design University of Nevada')
  // a degree word never belongs to the name ('High Honors Diploma Las Vegas High School')
  for (let i = k - 1; i >= j; i--) if (DEGREE_WORD.test(words[i]!.text)) return i + 1;
  if (j === 0 || !(/[:,]$/.test(words[j - 1]!.text) || words[j]!.isAfterGap)) return j;
  const followedByOf = /^(?:of|at|for)$/i.test(words[k + 1]?.text ?? '');
  for (let i = k - 1; i >= j; i--) {
    if (FIELD_WORD.test(bare(words[i]!.text)) && (i < k - 1 || followedByOf)) return i + 1;
  }
  return j;
}

/** Where it ends, walking right: 'of'/'at' and the capitalised words after it, an '(ACRONYM)', ', State University of …'. */
function rightEdge(words: readonly Word[], k: number): number {
  let j = k;
  const isNamePart = (w: Word | undefined) =>
    !!w && !w.isAfterGap && isCapitalised(w.text) && !DEGREE_WORD.test(w.text) && findDates(w.text).length === 0;
  // a subject names the school only right after 'of' ('Institute of Management Studies', 'of Technology and Science'),
  // not after the place ('University of New York | Industrial and Systems Engineering')
  const fits = (w: Word | undefined, since: number, previous: Word) =>
    isNamePart(w) && (!FIELD_WORD.test(bare(w!.text)) || since <= 2 || FIELD_WORD.test(bare(previous.text)));
  while (
    !endsRun(words[j]!.text) &&
    /^(?:of|at|for|de|del|di|in)$/i.test(words[j + 1]?.text ?? '') &&
    !words[j + 1]!.isAfterGap &&
    isNamePart(words[j + 2])
  ) {
    j += 2;
    const from = j;
    while (!endsRun(words[j]!.text)) {
      if (fits(words[j + 1], j + 1 - from + 1, words[j]!)) j++;
      else if (/^(?:and|&)$/i.test(words[j + 1]?.text ?? '') && fits(words[j + 2], j + 2 - from + 1, words[j]!)) j += 2;
      else break;
    }
  }
  if (/^\([A-Z]{2,8}\)$/.test(words[j + 1]?.text ?? '')) j++;
  return j;
}

/** The institution in a line of an education section: 'Olive Harvey College', 'University of Nevada Las Vegas', 'Illinois Institute of Technology (IIT)'. */
export function findInstitution(text: string): Span | null {
  const words = wordsOf(text);
  for (let k = 0; k < words.length; k++) {
    if (SCHOOL_WORD.test(bare(words[k]!.text).replace(/\(.*$/, '')) && isCapitalised(words[k]!.text)) {
      const span = institutionAt(text, words, k);
      if (span) return span;
    }
  }
  return null;
}

function institutionAt(text: string, words: readonly Word[], k: number): Span | null {
  const from = leftEdge(words, k);
  let to = rightEdge(words, k);
  // 'Binghamton University, State University of New York': a second school name after a comma belongs to it, and so
  // does the city a name carries before that comma ('Trinity College Dublin, The University of Dublin')
  const city = words[to + 1];
  const cityInName =
    !endsRun(words[to]!.text) &&
    !!city &&
    !city.isAfterGap &&
    /^\p{Lu}[\p{L}'-]+,$/u.test(city.text) &&
    !DEGREE_WORD.test(city.text) &&
    schoolWithin(words, to + 2);
  if (cityInName) to++;
  if (endsRun(words[to]!.text) && words[to]!.text.endsWith(',')) {
    const next = words.slice(to + 1).findIndex((w) => SCHOOL_WORD.test(bare(w.text)));
    if (
      next >= 0 &&
      next <= 3 &&
      words.slice(to + 1, to + 1 + next).every((w) => isCapitalised(w.text) && !endsRun(w.text))
    )
      to = rightEdge(words, to + 1 + next);
  }
  // 'Universidad Complutense de Madrid', 'Politechnika Gdańska': languages that print the school word first
  if (from === k && to === k && NAME_AFTER.test(bare(words[k]!.text))) to = nameAfter(words, k);
  const named =
    words.slice(from, k).some((w) => !GENERIC_SCHOOL.test(bare(w.text)) && !CONNECTOR.test(w.text)) || to > k;
  if (!named) return null;
  const start = words[from]!.start;
  const end = words[to]!.end;
  return { text: text.slice(start, end).replace(/[,;:.]+$/, ''), start, end };
}

/** School words that come before the name in their language: 'Universidad Complutense', 'Politechnika Gdańska', 'Institut Teknologi'. */
const NAME_AFTER =
  /^(?:universidad|universidade|université|universite|universität|universitat|università|universiti|universitas|uniwersytet|politechnika|politecnico|instituto|institut|akademia|akademie|hochschule)$/i;

/** The capitalised words after a school word printed first, up to three, with 'de'/'di' between them. */
function nameAfter(words: readonly Word[], k: number): number {
  const fits = (w: Word | undefined) =>
    !!w && !w.isAfterGap && isCapitalised(w.text) && !DEGREE_WORD.test(w.text) && findDates(w.text).length === 0;
  let j = k;
  for (let taken = 0; taken < 3 && !endsRun(words[j]!.text); taken++) {
    if (fits(words[j + 1])) j++;
    else if (/^(?:de|del|di|do|da|la|des|du)$/i.test(words[j + 1]?.text ?? '') && fits(words[j + 2])) j += 2;
    else break;
  }
  return j;
}

/** A school word within three capitalised words from `from` ('The University of …'). */
function schoolWithin(words: readonly Word[], from: number): boolean {
  const next = words.slice(from).findIndex((w) => SCHOOL_WORD.test(bare(w.text)));
  return (
    next >= 0 && next <= 3 && words.slice(from, from + next).every((w) => isCapitalised(w.text) && !endsRun(w.text))
  );
}

/** Where a degree's name starts: 'Bachelor of …', "Master's", 'B.Tech', 'MBA', 'Associate of …', 'PhD', 'Diploma', 'High School Diploma'. */
const DEGREE_START =
  /(?<![\p{L}.])(?:bachelor'?s?|masters?'?s?|doctor(?:ate)?\s+of|ph\.?\s?d\.?|d\.?phil|associate(?:'?s)?(?=\s+(?:of|degree|in)\b)|high school diploma|ged|(?:b|m)\.?\s?(?:tech|eng|sc|com|ed|phil|arch|des|pharm|s|a|e|ba)(?:\.|\b)|mba|bba|m\.b\.a\.?|b\.b\.a\.?|llb|llm|j\.?d\.?|m\.?d\.?(?=\s|$)|a\.a\.s?\.?|a\.s\.|diploma|certificate|certification|licen[cs]e)(?![\p{L}])/giu;
/** Modifiers a diploma or certificate carries in front: 'High Honors Diploma', 'TESOL certificate'. */
const MODIFIED = /^(?:diploma|certificate|certification|licen[cs]e)$/i;

/** Degree starts that name a degree (not a bare 'MD' or 'B' that may be a state or an initial, not a month). */
function degreeStarts(text: string): RegExpExecArray[] {
  const starts = matchesOf(DEGREE_START, text).filter(
    (m) => !/^(?:md|jd|b|m)$/i.test(m[0]) && (m[0].length > 2 || /\./.test(m[0]) || m[0] === m[0].toUpperCase()),
  );
  // 'March 2014' is a date, not a Master of Architecture
  const dates = starts.length > 0 ? findDates(text).map((d) => d.index) : [];
  return starts.filter((m) => !dates.includes(m.index));
}

/**
 * Two entries printed on one line ('J.D : Law , 1983 Lakeshore College of Law  Diploma : College Prep , 1979
 * Northside High School'): the line is cut before a degree that follows a whole entry (its date and its school).
 */
export function splitEntries(text: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (const m of degreeStarts(text)) {
    const head = text.slice(from, m.index);
    if (
      m.index > from &&
      findDates(head).length > 0 &&
      findInstitution(head) !== null &&
      findDegree(head, null) !== null
    ) {
      out.push(head.trim());
      from = m.index;
    }
  }
  out.push(text.slice(from).trim());
  return out;
}

/** The degree in a line, outside the institution's span: from its first word to the institution, a date, a column gap, ';' or a GPA. */
export function findDegree(text: string, institution: Span | null): Span | null {
  const outside = (i: number) => !institution || i < institution.start || i >= institution.end;
  const starts = degreeStarts(text).filter((m) => outside(m.index));
  const first = starts[0];
  if (!first) return null;
  let start = first.index;
  if (MODIFIED.test(first[0])) {
    // up to three capitalised words before a diploma or a certificate name it
    const before = text.slice(institution && institution.end <= start ? institution.end : 0, start);
    const m = /((?:\p{Lu}[\p{L}'-]*\s+){1,3})$/u.exec(before);
    if (m) start -= m[1]!.length;
  }
  const ends = [
    institution && institution.start > start ? institution.start : text.length,
    ...findDates(text.slice(start)).map((d) => start + d.index),
    ...matchesOf(DEGREE_END, text.slice(start)).map((m) => start + m.index),
    ...starts
      .slice(1)
      .filter((m) => m.index > start + first[0].length && !MODIFIED.test(m[0]))
      .map((m) => m.index),
    ...[findLocation(text.slice(start)), findInstitution(text.slice(start))]
      .filter((m) => m !== null)
      .map((m) => start + ('start' in m ? m.start : m.index)),
  ];
  const end = Math.min(...ends.filter((e) => e > start));
  const raw = dropRepeat(text.slice(start, end)).replace(/[\s,:;\-\u2013]+$|\s+\d{1,2}$/g, '');
  return raw.length >= 2 ? { text: raw, start, end } : null;
}

/** 'B.S : Business Administration Business Administration' -> the field once (exports print it twice). */
function dropRepeat(text: string): string {
  const words = text.trim().split(/\s+/);
  for (let n = Math.floor(words.length / 2); n >= 1; n--) {
    const tail = words.slice(-n).join(' ').toLowerCase();
    if (
      words
        .slice(-2 * n, -n)
        .join(' ')
        .toLowerCase()
        .replace(/[,:]/g, '') === tail.replace(/[,:]/g, '')
    )
      return words.slice(0, -n).join(' ');
  }
  return text.trim();
}

/** Words that say when a degree was (or will be) earned, before its date: 'Expected May 2027', 'Graduated: June 2022', 'Class of 2009'. */
export const GRADUATION_LABEL =
  /^(?:(?:degree\s+)?expected|anticipated|graduat(?:ed|ion|ing)(?:\s+date)?|class\s+of|completed|conferred|awarded|(?:date\s+)?earned)\s*:?\s*$/i;

/** A line with no degree word that names a course of study before its date or school: 'Study Abroad 2015 Yonsei University'. */
export function findUnnamedDegree(text: string, stop: number): string | null {
  const head = text
    .slice(0, stop)
    .replace(/[\s,:;\-\u2013|]+$/, '')
    .trim();
  const words = head.split(/\s+/).filter(Boolean);
  if (words.every((w) => BEFORE_NAME.test(w)) || GRADUATION_LABEL.test(head)) return null;
  return words.length >= 1 && words.length <= 7 && /^\p{Lu}/u.test(head) && !/[.!?]$/.test(head) ? head : null;
}

/** Honours and grades after a date, never a school: 'Magna Cum Laude', "Dean's List", 'GPA 3.8'. */
export const NOT_SCHOOL = /\b(?:cum laude|summa|magna|honou?rs?|dean'?s|gpa|cgpa|grade|expected|present|current)\b/i;

/**
 * A school named without a school word, after the entry's date: 'Accountancy 2002 Kaplan Financial (FTC)   London'
 * -> 'Kaplan Financial (FTC)'. Up to six words, capitalised, to a column gap, a dash or the end of the line.
 */
export function findSchoolAfterDate(text: string, dateEnd: number): Span | null {
  const after = text.slice(dateEnd);
  const m =
    /^[\s,:;|\-\u2013]*((?:\p{Lu}|\d)[\p{L}\d.'&()-]*(?:[ ](?:\p{Lu}|&|of|and|for|the|\()[\p{L}\d.'&()-]*){0,5})(?=\s{3,}|\s+[-\u2013|]\s|\s*,|\s*$)/u.exec(
      after,
    );
  if (!m || NOT_SCHOOL.test(m[1]!) || DEGREE_WORD.test(m[1]!.split(' ')[0]!) || findDates(m[1]!).length > 0)
    return null;
  const start = dateEnd + m[0].length - m[1]!.length;
  return { text: m[1]!, start, end: start + m[1]!.length };
}

/** A line that opens an education entry even when a description runs on after it: it starts with a degree or a school. */
export function opensEntry(text: string): boolean {
  return findInstitution(text)?.start === 0 || matchesOf(DEGREE_START, text)[0]?.index === 0;
}
