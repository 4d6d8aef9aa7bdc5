import type { AdvancedFilters, DatePosted, NormalizedQuery } from '@cp/contracts';
import type { IndexFilter } from './job-index.repository.ts';

const HOURS: Record<DatePosted, number | null> = { today: 24, '3days': 72, week: 168, month: null };
const DATE_WORDS: Record<DatePosted, string> = {
  today: 'the last 24 hours',
  '3days': 'the last 3 days',
  week: 'the last 7 days',
  month: 'any time',
};
const TYPE_WORDS: Record<string, string> = {
  FULLTIME: 'full-time',
  PARTTIME: 'part-time',
  CONTRACTOR: 'contract',
  INTERN: 'intern',
};
/** 'In Austin' with radius 0 means the city itself (jobs are placed at their city's coordinates). */
export const CITY_KM = 1;
export const RELAXED_RADIUS_KM = 100;

/** The search as the service runs it: the query's words and each filter, in the user's terms. */
export type SearchPlan = {
  words: string[];
  since: DatePosted;
  remoteOnly: boolean;
  workMode: 'hybrid' | 'onsite' | null;
  types: string[];
  place: NormalizedQuery['location'];
  radiusKm: number;
  yearsMin: number | null;
  yearsMax: number | null;
  salaryFloor: NormalizedQuery['salary_floor'];
  occupationCode: string | null;
};

/** Words of the role for the full-text query (letters, digits, + and #), at most 8. */
export function queryWords(role: string): string[] {
  return [
    ...new Set(
      role
        .toLowerCase()
        .split(/[^\p{L}\p{N}+#]+/u)
        .filter((w) => w.length > 1 || /\d/.test(w)),
    ),
  ].slice(0, 8);
}

/** The plan from the normalized query and, when honoured, the Advanced filters (which then rule). */
export function planSearch(
  q: NormalizedQuery,
  filters: AdvancedFilters | undefined,
  honorFilters: boolean,
): SearchPlan {
  const f = honorFilters ? filters : undefined;
  const remoteOnly = f ? f.remoteOnly : q.remote_mode === 'remote';
  return {
    words: queryWords(q.role),
    since: f ? f.datePosted : q.freshness,
    remoteOnly,
    workMode: remoteOnly ? null : q.remote_mode === 'hybrid' || q.remote_mode === 'onsite' ? q.remote_mode : null,
    types: f ? [...f.employmentTypes] : [...q.employment_types],
    place: remoteOnly ? null : q.location,
    radiusKm: Math.max(CITY_KM, (f ? f.radiusKm : q.distance_km) ?? 0),
    yearsMin: f ? f.yearsExperience.min : null,
    yearsMax: f ? (f.yearsExperience.max ?? null) : q.years_experience,
    salaryFloor: q.salary_floor,
    occupationCode: q.occupation?.code ?? null,
  };
}

export type MatchMode = 'head' | 'all' | 'any';

/**
 * The index filter of a plan. 'head': every word in the titles and listed skills (the first pass);
 * 'all': every word anywhere, descriptions included; 'any': any of the words anywhere (the fallback).
 */
export function toIndexFilter(plan: SearchPlan, now: Date, mode: MatchMode = 'head'): IndexFilter {
  const any = mode === 'any';
  const hours = HOURS[plan.since];
  const words = plan.words.map((w) => w.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean);
  return {
    tsquery: words.length > 0 ? words.map((w) => `'${w}'`).join(any ? ' | ' : ' & ') : null,
    field: mode === 'head' ? 'head' : 'all',
    since: hours === null ? null : new Date(now.getTime() - hours * 3600_000),
    workMode: plan.remoteOnly ? 'remote' : plan.workMode,
    types: plan.types,
    near: plan.place ? { lat: plan.place.lat, lng: plan.place.lng, km: plan.radiusKm } : null,
    yearsMax: plan.yearsMax,
    yearsMin: plan.yearsMin,
    salaryFloor: plan.salaryFloor,
    boostOccupation: plan.occupationCode,
  };
}

/**
 * The loosening steps, in the order they are tried, each with what it tells the user. Only steps that
 * change something are listed: the freshest date first, then the distance, the experience, the
 * employment types, the pay floor, the place and last the remote-only switch.
 */
export function relaxations(plan: SearchPlan): Array<{ say: string; apply: (p: SearchPlan) => SearchPlan }> {
  const steps: Array<{ say: string; apply: (p: SearchPlan) => SearchPlan }> = [];
  if (plan.since !== 'month')
    steps.push({
      say: `Widened the date from ${DATE_WORDS[plan.since]} to any time.`,
      apply: (p) => ({ ...p, since: 'month' }),
    });
  if (plan.place && plan.radiusKm < RELAXED_RADIUS_KM)
    steps.push({
      say: `Widened the area around ${plan.place.name} to ${RELAXED_RADIUS_KM} km.`,
      apply: (p) => ({ ...p, radiusKm: RELAXED_RADIUS_KM }),
    });
  if (plan.yearsMin !== null || plan.yearsMax !== null)
    steps.push({
      say: 'Dropped the years-of-experience filter.',
      apply: (p) => ({ ...p, yearsMin: null, yearsMax: null }),
    });
  if (plan.types.length > 0)
    steps.push({
      say: `Included all employment types, not only ${plan.types.map((t) => TYPE_WORDS[t] ?? t).join(', ')}.`,
      apply: (p) => ({ ...p, types: [] }),
    });
  if (plan.salaryFloor)
    steps.push({
      say: `Dropped the pay floor of ${plan.salaryFloor.currency} ${plan.salaryFloor.amount.toLocaleString('en-US')} a year.`,
      apply: (p) => ({ ...p, salaryFloor: null }),
    });
  if (plan.workMode)
    steps.push({
      say: `Included jobs that are not ${plan.workMode === 'onsite' ? 'on-site' : plan.workMode}.`,
      apply: (p) => ({ ...p, workMode: null }),
    });
  if (plan.place)
    steps.push({
      say: `Searched beyond ${plan.place.name}, ${plan.place.region}.`,
      apply: (p) => ({ ...p, place: null }),
    });
  if (plan.remoteOnly)
    steps.push({ say: 'Included jobs that are not remote.', apply: (p) => ({ ...p, remoteOnly: false }) });
  return steps;
}
