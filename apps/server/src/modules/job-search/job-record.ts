import type { EmploymentType } from '@cp/contracts';

export type SalaryPeriod = 'hour' | 'day' | 'week' | 'month' | 'year';
export type WorkMode = 'remote' | 'hybrid' | 'onsite';

/** One job as a connector (or the demo catalogue) hands it to the index: the spec's Job entity plus index fields. */
export interface JobRecord {
  source: string;
  sourceId: string;
  title: string;
  company: string;
  location: string;
  country: string | null;
  lat: number | null;
  lng: number | null;
  workMode: WorkMode;
  employmentType: EmploymentType;
  description: string;
  skills: string[];
  occupationCode: string | null;
  yearsMin: number | null;
  salary: { min: number | null; max: number | null; currency: string; period: SalaryPeriod } | null;
  applyUrl: string | null;
  contactEmail: string | null;
  postedAt: Date;
}

/** Multipliers to a year (a US full-time year: 2,080 hours, 260 days, 52 weeks, 12 months). */
export const PER_YEAR: Record<SalaryPeriod, number> = { hour: 2080, day: 260, week: 52, month: 12, year: 1 };

export function yearly(amount: number | null, period: SalaryPeriod): number | null {
  return amount === null || !Number.isFinite(amount) ? null : Math.round(amount * PER_YEAR[period] * 100) / 100;
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const SENIORITY_NOISE = /\b(?:sr|jr|ii|iii|iv|i)\b\.?/g;

/** Normalised title + company + location: the same posting listed by two sources gets the same key. */
export function dedupeKey(job: Pick<JobRecord, 'title' | 'company' | 'location'>): string {
  const norm = (s: string) =>
    fold(s)
      .replace(/\([^)]*\)/g, ' ')
      .replace(SENIORITY_NOISE, ' ')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  const company = norm(job.company)
    .replace(/\b(?:inc|llc|ltd|gmbh|corp|corporation|co|plc|ag|sa)\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const place = norm(job.location.split(/[;|]/)[0] ?? '');
  return `${norm(job.title)}|${company}|${place}`;
}

/** Words of a free-text period ('per-year-salary', '1 HOUR', 'Per Hour', 'PA') as a period; null when unknown. */
export function periodOf(text: string | null | undefined): SalaryPeriod | null {
  const t = (text ?? '').toLowerCase();
  if (/hour|^ph$|\bhr\b/.test(t)) return 'hour';
  if (/day|^pd$|daily/.test(t)) return 'day';
  if (/bi-?week|^bw$/.test(t)) return null;
  if (/week|^pw$/.test(t)) return 'week';
  if (/month|^pm$/.test(t)) return 'month';
  if (/year|annual|annum|^pa$|salary/.test(t)) return 'year';
  return null;
}
