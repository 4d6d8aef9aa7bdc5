import type { Queryable } from '../../db/database.ts';
import { dedupeKey, yearly, type JobRecord } from './job-record.ts';

export type BoardInfo = { id: string; source: string; name: string; isDemo: boolean };
export type IngestOutcome = { upserted: number; duplicates: number; closed: number };

export type JobRow = {
  id: string;
  title: string;
  company: string;
  location: string;
  country: string | null;
  work_mode: 'remote' | 'hybrid' | 'onsite';
  employment_type: 'FULLTIME' | 'PARTTIME' | 'CONTRACTOR' | 'INTERN';
  description: string;
  skills: string[];
  occupation_code: string | null;
  years_min: number | null;
  salary_min: string | null;
  salary_max: string | null;
  salary_currency: string | null;
  salary_period: 'hour' | 'day' | 'week' | 'month' | 'year' | null;
  salary_yearly_min: string | null;
  salary_yearly_max: string | null;
  apply_url: string | null;
  contact_email: string | null;
  posted_at: Date;
  fetched_at: Date;
  source: string;
  is_demo: boolean;
  repost_count: number;
  distance_km: number | null;
};
export type CandidateRow = Pick<JobRow, 'id' | 'title' | 'occupation_code' | 'skills' | 'years_min'>;

/** What one search matches; every field is optional but the text. */
export type IndexFilter = {
  /** A tsquery text built by the service: words joined by & (all) or | (any). */
  tsquery: string | null;
  /** 'head': titles and listed skills (the first pass); 'all': descriptions too. */
  field: 'head' | 'all';
  since: Date | null;
  workMode: 'remote' | 'hybrid' | 'onsite' | null;
  types: readonly string[];
  near: { lat: number; lng: number; km: number } | null;
  yearsMax: number | null;
  yearsMin: number | null;
  salaryFloor: { amount: number; currency: string } | null;
  /** Ranks jobs of this O*NET occupation (the query's) higher; filters nothing. */
  boostOccupation?: string | null;
};

export type SnapshotRow = {
  total: number;
  new72h: number;
  fresh7d: number;
  companies: number;
  countries: number;
  remote: number;
  fulltime: number;
  pay_stated: number;
  median_salary: number | null;
  median_currency: string | null;
};

/** Newer jobs rank a little higher: 0.15 at posting, halving about every 10 days. */
const RECENCY = `0.15 * exp(-extract(epoch FROM ($1::timestamptz - posted_at)) / 1209600.0)`;
const DISTANCE = (p: string, q: string) =>
  `(6371 * 2 * asin(sqrt(power(sin(radians(lat - ${p}) / 2), 2) + cos(radians(${p})) * cos(radians(lat)) * power(sin(radians(lng - ${q}) / 2), 2))))`;

/** The WHERE clause, values and rank of a filter (values start at $2; $1 is the clock's now). */
function where(filter: IndexFilter): { from: string; sql: string; values: unknown[]; distance: string; rank: string } {
  const values: unknown[] = [];
  const add = (v: unknown) => `$${values.push(v) + 1}`;
  const parts = ['closed_at IS NULL'];
  let rank = RECENCY;
  let from = 'jobs';
  if (filter.tsquery !== null) {
    // The query is parsed once (a FROM item), not once per row.
    from = `jobs CROSS JOIN to_tsquery('english', ${add(filter.tsquery)}) AS q`;
    const column = filter.field === 'head' ? 'search_head' : 'search';
    parts.push(`${column} @@ q`);
    rank = `(ts_rank('{0.02, 0.05, 0.3, 1.0}'::real[], ${column}, q, 32) + ${RECENCY})`;
  }
  // Inlined, not a parameter (count and snapshot do not use the rank): only an O*NET-SOC code's shape gets here.
  if (filter.boostOccupation && /^\d{2}-\d{4}\.\d{2}$/.test(filter.boostOccupation))
    rank = `(${rank} + CASE WHEN occupation_code = '${filter.boostOccupation}' THEN 0.4 ELSE 0 END)`;
  if (filter.since) parts.push(`posted_at >= ${add(filter.since)}`);
  if (filter.workMode) parts.push(`work_mode = ${add(filter.workMode)}`);
  if (filter.types.length > 0) parts.push(`employment_type = ANY(${add(filter.types)}::text[])`);
  let distance = 'NULL::double precision';
  if (filter.near) {
    const { lat, lng, km } = filter.near;
    const dLat = km / 111;
    const dLng = km / (111 * Math.max(0.1, Math.cos((lat * Math.PI) / 180)));
    const p = add(lat);
    const q = add(lng);
    parts.push(
      `lat BETWEEN ${add(lat - dLat)} AND ${add(lat + dLat)} AND lng BETWEEN ${add(lng - dLng)} AND ${add(lng + dLng)}`,
    );
    distance = DISTANCE(`${p}::double precision`, `${q}::double precision`);
    parts.push(`${distance} <= ${add(km)}`);
  }
  if (filter.yearsMax !== null) parts.push(`(years_min IS NULL OR years_min <= ${add(filter.yearsMax)})`);
  if (filter.yearsMin !== null) parts.push(`(years_min IS NULL OR years_min >= ${add(filter.yearsMin)})`);
  if (filter.salaryFloor)
    parts.push(
      `salary_currency = ${add(filter.salaryFloor.currency)} AND coalesce(salary_yearly_max, salary_yearly_min) >= ${add(filter.salaryFloor.amount)}`,
    );
  return { from, sql: parts.join(' AND '), values, distance, rank };
}

const COLUMNS = `id, title, company, location, country, work_mode, employment_type, description, skills, occupation_code, years_min,
  salary_min, salary_max, salary_currency, salary_period, salary_yearly_min, salary_yearly_max, apply_url, contact_email,
  posted_at, fetched_at, source, is_demo, repost_count`;

export function createJobIndexRepository(db: Queryable) {
  /** Whole rows of the given jobs (the page), with the distance from `near` when given. */
  async function byIds(ids: readonly string[], near: IndexFilter['near']): Promise<JobRow[]> {
    const distance = near ? DISTANCE('$2::double precision', '$3::double precision') : 'NULL::double precision';
    const { rows } = await db.query<JobRow>(
      `SELECT ${COLUMNS}, ${distance} AS distance_km FROM jobs WHERE id = ANY($1::text[])`,
      near ? [ids, near.lat, near.lng] : [ids],
    );
    return rows;
  }

  return {
    /** One job by id, open or closed (an application kit reads the posting it was made for). */
    async findById(id: string): Promise<(JobRow & { closed_at: Date | null }) | null> {
      const { rows } = await db.query<JobRow & { closed_at: Date | null }>(
        `SELECT ${COLUMNS}, closed_at, NULL::double precision AS distance_km FROM jobs WHERE id = $1`,
        [id],
      );
      return rows[0] ?? null;
    },

    async countOpen(): Promise<number> {
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs WHERE closed_at IS NULL');
      return rows[0]!.n;
    },

    async ensureBoard(board: BoardInfo): Promise<void> {
      await db.query(
        `INSERT INTO job_boards (id, source, name, is_demo) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name`,
        [board.id, board.source, board.name, board.isDemo],
      );
    },

    /**
     * One board's whole listing: new jobs are added, listed ones refreshed (a closed one reopening
     * counts as a repost), and the board's open jobs not in the listing are closed. A job whose
     * dedupe key another source already holds open is skipped as a duplicate.
     */
    async ingestSnapshot(
      boardId: string,
      isDemo: boolean,
      jobs: readonly JobRecord[],
      fetchedAt: Date,
    ): Promise<IngestOutcome> {
      const rows = jobs.map((j) => ({
        id: `${j.source}:${j.sourceId}`,
        source: j.source,
        source_id: j.sourceId,
        title: j.title,
        company: j.company,
        location: j.location,
        country: j.country,
        lat: j.lat,
        lng: j.lng,
        work_mode: j.workMode,
        employment_type: j.employmentType,
        description: j.description,
        skills: j.skills,
        skills_text: j.skills.join(' , '),
        occupation_code: j.occupationCode,
        years_min: j.yearsMin,
        salary_min: j.salary?.min ?? null,
        salary_max: j.salary?.max ?? null,
        salary_currency: j.salary?.currency ?? null,
        salary_period: j.salary?.period ?? null,
        salary_yearly_min: j.salary ? yearly(j.salary.min, j.salary.period) : null,
        salary_yearly_max: j.salary ? yearly(j.salary.max, j.salary.period) : null,
        apply_url: j.applyUrl,
        contact_email: j.contactEmail,
        posted_at: j.postedAt.toISOString(),
        dedupe_key: dedupeKey(j),
      }));
      let upserted = 0;
      for (let start = 0; start < rows.length; start += 500) {
        const batch = rows.slice(start, start + 500);
        const result = await db.query(
          `INSERT INTO jobs (id, board_id, source, source_id, is_demo, title, company, location, country, lat, lng, work_mode, employment_type,
             description, skills, skills_text, occupation_code, years_min, salary_min, salary_max, salary_currency, salary_period,
             salary_yearly_min, salary_yearly_max, apply_url, contact_email, posted_at, fetched_at, dedupe_key)
           SELECT x.id, $1, x.source, x.source_id, $2, x.title, x.company, x.location, x.country, x.lat, x.lng, x.work_mode, x.employment_type,
             x.description, x.skills, x.skills_text, x.occupation_code, x.years_min, x.salary_min, x.salary_max, x.salary_currency, x.salary_period,
             x.salary_yearly_min, x.salary_yearly_max, x.apply_url, x.contact_email, x.posted_at, $3, x.dedupe_key
           FROM jsonb_to_recordset($4::jsonb) AS x(id text, source text, source_id text, title text, company text, location text, country text,
             lat double precision, lng double precision, work_mode text, employment_type text, description text, skills text[], skills_text text,
             occupation_code text, years_min smallint, salary_min numeric, salary_max numeric, salary_currency text, salary_period text,
             salary_yearly_min numeric, salary_yearly_max numeric, apply_url text, contact_email text, posted_at timestamptz, dedupe_key text)
           WHERE NOT EXISTS (SELECT 1 FROM jobs o WHERE o.dedupe_key = x.dedupe_key AND o.closed_at IS NULL AND o.id <> x.id AND o.board_id <> $1)
           ON CONFLICT (source, source_id) DO UPDATE SET
             title = EXCLUDED.title, company = EXCLUDED.company, location = EXCLUDED.location, country = EXCLUDED.country,
             lat = EXCLUDED.lat, lng = EXCLUDED.lng, work_mode = EXCLUDED.work_mode, employment_type = EXCLUDED.employment_type,
             description = EXCLUDED.description, skills = EXCLUDED.skills, skills_text = EXCLUDED.skills_text,
             occupation_code = EXCLUDED.occupation_code, years_min = EXCLUDED.years_min, salary_min = EXCLUDED.salary_min,
             salary_max = EXCLUDED.salary_max, salary_currency = EXCLUDED.salary_currency, salary_period = EXCLUDED.salary_period,
             salary_yearly_min = EXCLUDED.salary_yearly_min, salary_yearly_max = EXCLUDED.salary_yearly_max, apply_url = EXCLUDED.apply_url,
             contact_email = EXCLUDED.contact_email, posted_at = EXCLUDED.posted_at, fetched_at = EXCLUDED.fetched_at,
             dedupe_key = EXCLUDED.dedupe_key, closed_at = NULL,
             repost_count = jobs.repost_count + CASE WHEN jobs.closed_at IS NULL THEN 0 ELSE 1 END`,
          [boardId, isDemo, fetchedAt, JSON.stringify(batch)],
        );
        upserted += result.rowCount ?? 0;
      }
      const closed = await db.query(
        'UPDATE jobs SET closed_at = $2 WHERE board_id = $1 AND closed_at IS NULL AND fetched_at < $2',
        [boardId, fetchedAt],
      );
      return { upserted, duplicates: rows.length - upserted, closed: closed.rowCount ?? 0 };
    },

    async recordRun(
      boardId: string,
      at: Date,
      outcome: { items: number; skipped: number } | { error: string },
    ): Promise<void> {
      if ('error' in outcome) {
        await db.query(
          'UPDATE job_boards SET last_run_at = $2, last_error = $3, consecutive_failures = consecutive_failures + 1 WHERE id = $1',
          [boardId, at, outcome.error.slice(0, 500)],
        );
      } else {
        await db.query(
          'UPDATE job_boards SET last_run_at = $2, last_success_at = $2, last_items = $3, last_skipped = $4, last_error = NULL, consecutive_failures = 0 WHERE id = $1',
          [boardId, at, outcome.items, outcome.skipped],
        );
      }
    },

    async count(now: Date, filter: IndexFilter): Promise<number> {
      const w = where(filter);
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${w.from} WHERE ${w.sql} AND $1::timestamptz IS NOT NULL`,
        [now, ...w.values],
      );
      return rows[0]!.n;
    },

    /**
     * The best-ranked `limit` matches from `offset` (text rank plus a recency boost), full rows: ranked
     * on the narrow columns first, so the long descriptions are read for the page only.
     */
    async page(now: Date, filter: IndexFilter, limit: number, offset: number): Promise<JobRow[]> {
      const w = where(filter);
      const { rows: ids } = await db.query<{ id: string }>(
        `SELECT id FROM ${w.from} WHERE ${w.sql} ORDER BY ${w.rank} DESC, id LIMIT ${limit} OFFSET ${offset}`,
        [now, ...w.values],
      );
      const byId = new Map(
        (
          await byIds(
            ids.map((r) => r.id),
            filter.near,
          )
        ).map((r) => [r.id, r]),
      );
      return ids.map((r) => byId.get(r.id)).filter((r): r is JobRow => r !== undefined);
    },

    /** The best-ranked `limit` matches, only what the fit reads. */
    async candidates(now: Date, filter: IndexFilter, limit: number): Promise<CandidateRow[]> {
      const w = where(filter);
      const { rows } = await db.query<CandidateRow>(
        `SELECT id, title, occupation_code, skills, years_min FROM ${w.from} WHERE ${w.sql} ORDER BY ${w.rank} DESC, id LIMIT ${limit}`,
        [now, ...w.values],
      );
      return rows;
    },

    byIds,

    /** The market snapshot of the whole matched set; the median is of the most common stated currency. */
    async snapshot(now: Date, filter: IndexFilter): Promise<SnapshotRow> {
      const w = where(filter);
      const { rows } = await db.query<SnapshotRow>(
        `WITH m AS MATERIALIZED (
           SELECT company, country, work_mode, employment_type, posted_at, salary_currency,
             (coalesce(salary_yearly_min, salary_yearly_max) + coalesce(salary_yearly_max, salary_yearly_min)) / 2 AS mid
           FROM ${w.from} WHERE ${w.sql}),
         cur AS (SELECT mode() WITHIN GROUP (ORDER BY salary_currency) AS c FROM m WHERE mid IS NOT NULL)
         SELECT count(*)::int AS total,
           count(*) FILTER (WHERE posted_at >= $1::timestamptz - interval '72 hours')::int AS new72h,
           count(*) FILTER (WHERE posted_at >= $1::timestamptz - interval '7 days')::int AS fresh7d,
           count(DISTINCT lower(company))::int AS companies,
           count(DISTINCT country)::int AS countries,
           count(*) FILTER (WHERE work_mode = 'remote')::int AS remote,
           count(*) FILTER (WHERE employment_type = 'FULLTIME')::int AS fulltime,
           count(mid)::int AS pay_stated,
           (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY mid) FROM m WHERE mid IS NOT NULL AND salary_currency = (SELECT c FROM cur))::float8 AS median_salary,
           (SELECT c FROM cur) AS median_currency
         FROM m`,
        [now, ...w.values],
      );
      return rows[0]!;
    },

    async boards(): Promise<
      Array<{
        id: string;
        source: string;
        name: string;
        is_demo: boolean;
        last_run_at: Date | null;
        last_success_at: Date | null;
        last_items: number | null;
        last_skipped: number | null;
        last_error: string | null;
        consecutive_failures: number;
        open_jobs: number;
        newest_fetch: Date | null;
      }>
    > {
      const { rows } = await db.query(
        `SELECT b.*, (SELECT count(*)::int FROM jobs j WHERE j.board_id = b.id AND j.closed_at IS NULL) AS open_jobs,
           (SELECT max(fetched_at) FROM jobs j WHERE j.board_id = b.id) AS newest_fetch
         FROM job_boards b ORDER BY b.is_demo, b.id`,
      );
      return rows as never;
    },

    async removeBoard(boardId: string): Promise<void> {
      await db.query('DELETE FROM job_boards WHERE id = $1', [boardId]);
    },
  };
}
export type JobIndexRepository = ReturnType<typeof createJobIndexRepository>;
