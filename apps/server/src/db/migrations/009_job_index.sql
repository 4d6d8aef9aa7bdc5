-- The job index of the Job Search Agent (docs/decisions/023): every job the boards list, in one table
-- searched with PostgreSQL full-text search (title weighted A, skills B, description C) and, for
-- 'in <place>' queries, by distance from the bundled gazetteer's coordinates. Salaries keep what the
-- board said (amounts, currency, period) plus a yearly figure for filters and the market snapshot.
-- `dedupe_key` (normalised title + company + location) keeps one open job per posting across sources.
-- A board's whole listing is compared with the previous one: a job no longer listed is closed.

CREATE TABLE job_boards (
  id TEXT PRIMARY KEY,                      -- 'demo', 'greenhouse:acme', 'remotive'
  source TEXT NOT NULL,                     -- 'demo', 'greenhouse', 'lever', 'ashby', 'arbeitnow', 'remotive', ...
  name TEXT NOT NULL,
  is_demo BOOLEAN NOT NULL DEFAULT false,
  last_run_at TIMESTAMPTZ,
  last_success_at TIMESTAMPTZ,
  last_items INTEGER,
  last_skipped INTEGER,
  last_error TEXT,
  consecutive_failures INTEGER NOT NULL DEFAULT 0,
  snapshot_hash TEXT
);

CREATE TABLE jobs (
  id TEXT PRIMARY KEY,                      -- source prefix + source id: 'gh:123', 'demo:00042'
  board_id TEXT NOT NULL REFERENCES job_boards (id) ON DELETE CASCADE,
  source TEXT NOT NULL,
  source_id TEXT NOT NULL,
  is_demo BOOLEAN NOT NULL DEFAULT false,
  title TEXT NOT NULL,
  company TEXT NOT NULL,
  location TEXT NOT NULL,
  country TEXT,                             -- ISO 3166-1 alpha-2 when known
  lat DOUBLE PRECISION,
  lng DOUBLE PRECISION,
  work_mode TEXT NOT NULL CHECK (work_mode IN ('remote', 'hybrid', 'onsite')),
  employment_type TEXT NOT NULL CHECK (employment_type IN ('FULLTIME', 'PARTTIME', 'CONTRACTOR', 'INTERN')),
  description TEXT NOT NULL,
  skills TEXT[] NOT NULL DEFAULT '{}',
  skills_text TEXT NOT NULL DEFAULT '',
  occupation_code TEXT,
  years_min SMALLINT,
  salary_min NUMERIC(12, 2),
  salary_max NUMERIC(12, 2),
  salary_currency TEXT,
  salary_period TEXT CHECK (salary_period IN ('hour', 'day', 'week', 'month', 'year')),
  salary_yearly_min NUMERIC(12, 2),
  salary_yearly_max NUMERIC(12, 2),
  apply_url TEXT,
  contact_email TEXT,
  posted_at TIMESTAMPTZ NOT NULL,
  fetched_at TIMESTAMPTZ NOT NULL,
  closed_at TIMESTAMPTZ,
  repost_count INTEGER NOT NULL DEFAULT 0,
  dedupe_key TEXT NOT NULL,
  search TSVECTOR GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A')
    || setweight(to_tsvector('english', skills_text), 'B')
    || setweight(to_tsvector('english', left(description, 20000)), 'C')
  ) STORED,
  -- Title and skills only: the first pass of a search (narrow, so broad words stay fast); the
  -- descriptions are searched when it finds nothing (docs/decisions/023).
  search_head TSVECTOR GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', skills_text), 'B')
  ) STORED,
  UNIQUE (source, source_id)
);

-- Descriptions and the full tsvector go out of line (TOAST) early, so a row the search reads stays
-- small: a broad query touches a few hundred bytes per match, not the whole posting.
ALTER TABLE jobs SET (toast_tuple_target = 256);

CREATE INDEX jobs_search_idx ON jobs USING GIN (search) WHERE closed_at IS NULL;
CREATE INDEX jobs_search_head_idx ON jobs USING GIN (search_head) WHERE closed_at IS NULL;
CREATE INDEX jobs_posted_idx ON jobs (posted_at DESC) WHERE closed_at IS NULL;
CREATE INDEX jobs_dedupe_idx ON jobs (dedupe_key) WHERE closed_at IS NULL;
CREATE INDEX jobs_board_idx ON jobs (board_id) WHERE closed_at IS NULL;
CREATE INDEX jobs_geo_idx ON jobs (lat, lng) WHERE closed_at IS NULL AND lat IS NOT NULL;
