import type { EngineData } from '../../engine-data.ts';
import { DEGREE_LEVELS } from '../../resume/extract-education.ts';
import type { ParsedResume } from '../../resume/parse-resume.ts';
import { findDates, type DateMention } from '../../text/dates.ts';
import { normalizeText } from '../../text/normalize-text.ts';
import { phraseKey } from '../../text/tokenize.ts';
import { titleTokens } from '../../lookups/title-words.ts';

/** Degree levels the checker looks for: associate and above, and high school (certificates are not degrees). */
export const CHECKED_DEGREES = DEGREE_LEVELS.filter((d) => d.level >= 5 || d.level === 2);

const NUMBER_WORDS: ReadonlyMap<string, string> = new Map([
  ...'two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'
    .split(' ')
    .map((w, i) => [w, String(i + 2)] as const),
  ['thirty', '30'],
  ['forty', '40'],
  ['fifty', '50'],
  ['sixty', '60'],
  ['seventy', '70'],
  ['eighty', '80'],
  ['ninety', '90'],
  ['dozen', '12'],
  ['dozens', '12'],
  ['hundred', '100'],
  ['hundreds', '100'],
  ['thousand', '1000'],
  ['thousands', '1000'],
  ['million', '1000000'],
  ['millions', '1000000'],
  ['billion', '1000000000'],
  ['billions', '1000000000'],
] as const);

/** Digits not glued to a letter on the left ('p99' and 'EC2' are names, not figures); commas as thousands separators. */
const NUMBER = /(?<![\p{L}\d.,])(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?/gu;
const NUMBER_WORD =
  /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|dozens?|hundreds?|thousands?|millions?|billions?)\b/gi;

export interface NumberMention {
  readonly value: string;
  readonly text: string;
  readonly index: number;
}

/** The canonical value of a number as written: '150,000' -> '150000', '40.0' -> '40', 'twelve' -> '12'. */
export function numberValue(text: string): string {
  const word = NUMBER_WORDS.get(text.toLowerCase());
  if (word) return word;
  const n = Number(text.replace(/,/g, ''));
  return Number.isFinite(n) ? String(n) : text;
}

export function findNumbers(text: string): NumberMention[] {
  const out: NumberMention[] = [];
  for (const m of text.matchAll(NUMBER)) out.push({ value: numberValue(m[0]), text: m[0], index: m.index });
  for (const m of text.matchAll(NUMBER_WORD)) out.push({ value: numberValue(m[0]), text: m[0], index: m.index });
  return out.sort((a, b) => a.index - b.index);
}

/** Keys of a date mention: 'y2021' for its years, 'm2021-3' where it names a month. */
export function dateKeys(mention: DateMention): string[] {
  const keys: string[] = [];
  for (const part of [mention.start, mention.end]) {
    if (!part) continue;
    keys.push(`y${part.date.year}`);
    if (part.precision !== 'year') keys.push(`m${part.date.year}-${part.date.month}`);
  }
  return keys;
}

/**
 * What a generated text may state: everything the resume (its parsed entities and its text) contains,
 * plus the texts a module may quote as such (the posting, the figures it computed). Built once per run.
 */
export interface ClaimFacts {
  /** ' key | key | ... ': the phrase key of every line, for case-insensitive whole-word containment. */
  readonly phrases: string;
  /** The same with job-title tokens (level words kept, plurals singular): 'Sr. Engineers' ~ 'senior engineer'. */
  readonly titles: string;
  readonly numbers: ReadonlySet<string>;
  readonly dates: ReadonlySet<string>;
  readonly degreeLevels: ReadonlySet<number>;
  readonly skillIds: ReadonlySet<string>;
}

export function buildClaimFacts(
  resume: ParsedResume | null,
  data: EngineData,
  allowed: readonly string[] = [],
): ClaimFacts {
  const lines = [...(resume?.lines ?? []), ...allowed.flatMap((a) => normalizeText(a).split('\n'))];
  // parsed entities are in the text already; they are added whole so that a value split over lines still counts
  // (a bullet wrapped over two lines is one line here: 'Elastic Stack' + 'Filebeat' as the parser joined them)
  const entities = resume
    ? [
        ...resume.roles.flatMap((r) => [r.title, r.employer, r.location, ...r.bullets]),
        ...resume.projects.flatMap((p) => p.bullets),
        ...resume.education.flatMap((e) => [e.institution, e.degree]),
        ...resume.certifications,
        ...resume.listedSkills,
      ]
    : [];
  const all = [...lines, ...entities.filter((e): e is string => !!e)];
  const numbers = new Set<string>();
  const dates = new Set<string>();
  for (const line of all) {
    for (const n of findNumbers(line)) numbers.add(n.value);
    for (const d of findDates(line)) for (const key of dateKeys(d)) dates.add(key);
  }
  const text = all.join('\n');
  const skillIds = new Set<string>(resume?.skills.map((s) => s.skill.id) ?? []);
  return {
    phrases: ` ${all.map(phraseKey).join(' | ')} `,
    titles: ` ${all.map((l) => titleTokens(l, { keepLevel: true }).join(' ')).join(' | ')} `,
    numbers,
    dates,
    degreeLevels: new Set(CHECKED_DEGREES.filter((d) => d.pattern.test(text)).map((d) => d.level)),
    skillIds,
  };
}

/** True when the facts contain the phrase as whole words (case-insensitive). */
export function hasPhrase(facts: ClaimFacts, phrase: string): boolean {
  const key = phraseKey(phrase);
  return key.length > 0 && facts.phrases.includes(` ${key} `);
}

/** True when the facts contain the job title (same words, same level words; 'Engineers' ~ 'Engineer'). */
export function hasTitle(facts: ClaimFacts, title: string): boolean {
  const key = titleTokens(title, { keepLevel: true }).join(' ');
  return key.length > 0 && facts.titles.includes(` ${key} `);
}
