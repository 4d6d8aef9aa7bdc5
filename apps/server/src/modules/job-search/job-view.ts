import type { Job, Snapshot } from '@cp/contracts';
import type { JobFit } from '@cp/engine';
import type { JobRow, SnapshotRow } from './job-index.repository.ts';

/** Descriptions are sent whole up to this many characters (the drawer shows them; the card shows 150). */
export const DESCRIPTION_MAX = 8000;
const num = (v: string | number | null) => (v === null ? null : Number(v));

/** docs/product/3-agent-tracker-assistant.md section 4: posted within 24 hours is 'Newest', within 72 hours 'New'. */
export function freshnessTag(posted: Date, now: Date): Job['tag'] {
  const hours = (now.getTime() - posted.getTime()) / 3600_000;
  return hours <= 24 ? 'Newest' : hours <= 72 ? 'New' : null;
}

export function toJob(row: JobRow, fit: JobFit | null, now: Date, fallback: boolean): Job {
  const flags: string[] = [];
  if (row.is_demo) flags.push('demo');
  if (row.repost_count > 0) flags.push('reposted');
  if (fallback) flags.push('partial_match');
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    location: row.location,
    posted: row.posted_at.toISOString(),
    fetched_at: row.fetched_at.toISOString(),
    description:
      row.description.length > DESCRIPTION_MAX ? `${row.description.slice(0, DESCRIPTION_MAX)}…` : row.description,
    apply_url: row.apply_url,
    employment_type: row.employment_type,
    work_mode: row.work_mode,
    fit_score: fit ? fit.score : null,
    reason: fit ? (fit.reasons[0] ?? null) : null,
    reasons: fit ? [...fit.reasons] : [],
    tag: freshnessTag(row.posted_at, now),
    source: fallback ? 'fallback' : row.source,
    is_demo: row.is_demo,
    flags,
    contact_email: row.contact_email,
    salary_min: num(row.salary_min),
    salary_max: num(row.salary_max),
    salary_currency: row.salary_currency,
    salary_period: row.salary_period,
    salary_yearly_min: num(row.salary_yearly_min),
    salary_yearly_max: num(row.salary_yearly_max),
    distance_km: row.distance_km === null ? null : Math.round(row.distance_km),
    skills: row.skills,
  };
}

export function toSnapshot(row: SnapshotRow, strongMatches: number | null, strongOf: number): Snapshot {
  return {
    totalFound: row.total,
    new72h: row.new72h,
    fresh7d: row.fresh7d,
    strongMatches,
    strongMatchesOf: strongOf,
    companiesCount: row.companies,
    countriesCount: row.countries,
    remoteCount: row.remote,
    fulltimeCount: row.fulltime,
    medianSalary:
      row.median_salary !== null && row.median_currency
        ? { value: Math.round(row.median_salary), currency: row.median_currency }
        : null,
    payStatedCount: row.pay_stated,
  };
}
