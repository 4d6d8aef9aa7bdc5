import type { AdvancedFilters, Job, NormalizedQuery } from '@cp/contracts';
import { formatDistanceStrict } from 'date-fns';

const SYMBOLS: Record<string, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  CAD: 'CA$',
  AUD: 'A$',
  INR: '₹',
  JPY: '¥',
  CHF: 'CHF ',
};

/**
 * 85000 -> '$85k', 1250000 -> '$1.3M', with the currency's symbol or its code
 * (docs/product/3-agent-tracker-assistant.md section 9).
 */
export function money(value: number, currency: string): string {
  const symbol = SYMBOLS[currency] ?? `${currency} `;
  if (value >= 1_000_000) return `${symbol}${(value / 1_000_000).toFixed(1).replace(/\.0$/, '')}M`;
  if (value >= 1000) return `${symbol}${Math.round(value / 1000)}k`;
  return `${symbol}${value.toFixed(value % 1 === 0 ? 0 : 2)}`;
}

const PERIOD_WORDS: Record<string, string> = {
  hour: 'an hour',
  day: 'a day',
  week: 'a week',
  month: 'a month',
  year: 'a year',
};

/** The pay as the employer stated it ('$38-$42 an hour'), or null when the posting states none. */
export function statedPay(
  job: Pick<Job, 'salary_min' | 'salary_max' | 'salary_currency' | 'salary_period'>,
): string | null {
  if (!job.salary_currency || (job.salary_min === null && job.salary_max === null)) return null;
  const c = job.salary_currency;
  const range =
    job.salary_min !== null && job.salary_max !== null && job.salary_min !== job.salary_max
      ? `${money(job.salary_min, c)}-${money(job.salary_max, c).replace(/^[^\d]+/, '')}`
      : money((job.salary_min ?? job.salary_max)!, c);
  return `${range} ${PERIOD_WORDS[job.salary_period ?? 'year'] ?? ''}`.trim();
}

/**
 * docs/product/3-agent-tracker-assistant.md section 9: no badge at 0 or exactly 50; green from 75, amber from 50, red
 * below.
 */
export function fitTone(score: number | null): 'good' | 'fair' | 'low' | null {
  if (score === null || score === 0 || score === 50) return null;
  return score >= 75 ? 'good' : score >= 50 ? 'fair' : 'low';
}

export const SNIPPET_CHARS = 150;
export function snippet(description: string): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  return flat.length > SNIPPET_CHARS ? `${flat.slice(0, SNIPPET_CHARS).replace(/\s\S*$/, '')}…` : flat;
}

export function ago(iso: string, now: Date): string {
  return `${formatDistanceStrict(new Date(iso), now)} ago`;
}

export const TYPE_LABELS: Record<string, string> = {
  FULLTIME: 'Full-time',
  PARTTIME: 'Part-time',
  CONTRACTOR: 'Contract',
  INTERN: 'Intern',
};
export const MODE_LABELS: Record<string, string> = { remote: 'Remote', hybrid: 'Hybrid', onsite: 'On-site' };
export const DATE_LABELS: Record<AdvancedFilters['datePosted'], string> = {
  today: 'Last 24 hours',
  '3days': 'Last 3 days',
  week: 'Last 7 days',
  month: 'Any time',
};

/** The Advanced filters a normalized query starts with (the user may then change them). */
export function filtersFrom(q: NormalizedQuery): AdvancedFilters {
  return {
    datePosted: q.freshness,
    remoteOnly: q.remote_mode === 'remote',
    employmentTypes: [...q.employment_types],
    radiusKm: q.distance_km ?? 0,
    yearsExperience: { min: null, max: q.years_experience },
  };
}

/**
 * docs/product/3-agent-tracker-assistant.md section 5: the radius is offered only for an 'in <place>' query with
 * remote-only off.
 */
export function radiusApplies(query: string, filters: AdvancedFilters): boolean {
  return /\bin\s/i.test(query) && !filters.remoteOnly;
}
