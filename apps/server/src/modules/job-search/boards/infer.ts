import type { EmploymentType } from '@cp/contracts';
import type { WorkMode } from '../job-record.ts';

/** An employment type from free text ('Full-time', 'Part Time', 'Contract', 'Internship', 'Werkstudent', 'Praktikum'). */
export function employmentTypeOf(...texts: Array<string | null | undefined>): EmploymentType | null {
  const t = texts.filter(Boolean).join(' ').toLowerCase();
  if (/\bintern(ship)?\b|praktikum|werkstudent|working student|trainee/.test(t)) return 'INTERN';
  if (/\bpart[- _]?time\b|teilzeit/.test(t)) return 'PARTTIME';
  if (/\bcontract(or)?\b|freelance|temporary|\btemp\b|befristet/.test(t)) return 'CONTRACTOR';
  if (/\bfull[- _]?time\b|vollzeit|permanent/.test(t)) return 'FULLTIME';
  return null;
}

/** Remote / hybrid / on-site from location and office texts; on-site unless one says otherwise. */
export function workModeOf(...texts: Array<string | null | undefined>): WorkMode {
  const t = texts.filter(Boolean).join(' ').toLowerCase();
  if (/\bhybrid\b/.test(t)) return 'hybrid';
  if (/\bremote\b|anywhere|work from home|homeoffice|home office/.test(t)) return 'remote';
  return 'onsite';
}

/** '5+ years', 'at least 3 years of experience', '3-5 years': the smallest number of years asked. */
export function yearsAsked(text: string): number | null {
  const m =
    /(\d{1,2})\s*(?:\+|-\s*\d{1,2}|to \d{1,2})?\s*(?:years?|yrs?)(?:['’]s?)?\s+(?:of\s+)?(?:relevant\s+|professional\s+|work\s+|hands-on\s+)?experience/i.exec(
      text,
    );
  const years = m ? Number(m[1]) : NaN;
  return Number.isFinite(years) && years <= 20 ? years : null;
}

/** '$40,000 - $50,000', '€60k–80k', '45/hour': Remotive's free-text pay, or null when there is no number. */
export function parsePayText(
  text: string | null,
): { min: number | null; max: number | null; currency: string; period: 'year' | 'hour' | 'month' } | null {
  if (!text) return null;
  const currency = /€|eur/i.test(text) ? 'EUR' : /£|gbp/i.test(text) ? 'GBP' : 'USD';
  const period = /hour|\/h\b|hr\b/i.test(text) ? 'hour' : /month|\/mo\b/i.test(text) ? 'month' : 'year';
  const numbers = [...text.matchAll(/(\d{1,3}(?:[,.]\d{3})+|\d+(?:\.\d+)?)\s*(k\b)?/gi)]
    .map((m) => Number(m[1]!.replace(/[,.](?=\d{3}\b)/g, '')) * (m[2] ? 1000 : 1))
    .filter((n) => n > 0);
  if (numbers.length === 0) return null;
  return { min: numbers[0]!, max: numbers[1] ?? numbers[0]!, currency, period };
}
