import type { Role } from './extract-roles.ts';

export const SENIORITY_LEVELS = ['intern', 'entry', 'mid', 'senior', 'lead', 'executive'] as const;
export type SeniorityLevel = (typeof SENIORITY_LEVELS)[number];

/** Title words that state a level; the highest one in the most recent titles wins over years. */
const TITLE_LEVELS: ReadonlyArray<{ readonly level: SeniorityLevel; readonly pattern: RegExp }> = [
  {
    level: 'executive',
    pattern:
      /\b(?:chief|ceo|cto|cfo|coo|cio|vp|vice president|president|founder|co-founder|partner|owner|head of|director)\b/i,
  },
  { level: 'lead', pattern: /\b(?:lead|principal|staff|manager|supervisor|architect)\b/i },
  { level: 'senior', pattern: /\b(?:senior|sr\.?|snr)\b/i },
  { level: 'entry', pattern: /\b(?:junior|jr\.?|entry[- ]level|associate|assistant|graduate|trainee|apprentice)\b/i },
  { level: 'intern', pattern: /\b(?:intern|internship|co-op|student)\b/i },
];

/** Years of experience that make a level when titles say nothing. */
const YEAR_LEVELS: ReadonlyArray<{ readonly minYears: number; readonly level: SeniorityLevel }> = [
  { minYears: 10, level: 'lead' },
  { minYears: 5, level: 'senior' },
  { minYears: 2, level: 'mid' },
  { minYears: 0, level: 'entry' },
];

export interface Seniority {
  readonly level: SeniorityLevel;
  readonly reason: string;
}

/** seniority: from the most recent role's title words, else from total years of experience. */
export function seniority(roles: readonly Role[], years: number): Seniority {
  const byYears = YEAR_LEVELS.find((y) => years >= y.minYears)!.level;
  const recent = [...roles]
    .filter((r) => r.title)
    .sort(
      (a, b) =>
        (b.dates ? b.dates.start.date.year * 12 + b.dates.start.date.month : 0) -
        (a.dates ? a.dates.start.date.year * 12 + a.dates.start.date.month : 0),
    )[0];
  const titled = recent?.title ? TITLE_LEVELS.find((t) => t.pattern.test(recent.title!)) : undefined;
  if (titled) {
    const higher = SENIORITY_LEVELS.indexOf(titled.level) >= SENIORITY_LEVELS.indexOf(byYears) ? titled.level : byYears;
    const lowTitle = titled.level === 'intern' || titled.level === 'entry';
    // 'Intern'/'Junior' titles hold unless years elsewhere say more; higher titles need no years
    const level: SeniorityLevel = lowTitle
      ? years >= 5
        ? 'mid'
        : titled.level === 'intern' && years >= 2
          ? byYears
          : titled.level
      : higher;
    return {
      level,
      reason: `most recent title '${recent!.title}'${level !== titled.level ? ` and ${years} years of experience` : ''}`,
    };
  }
  return { level: byYears, reason: `${years} years of experience` };
}
