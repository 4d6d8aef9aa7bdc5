-- Application Dashboard (step 11, docs/decisions/027): the applications a user tracks per workspace, and
-- the timeline of each one (every status change with its date). Written for PostgreSQL 15 through 18.

CREATE TABLE applications (
  id            TEXT PRIMARY KEY,
  seq           BIGINT GENERATED ALWAYS AS IDENTITY,
  user_id       TEXT NOT NULL,
  workspace_id  TEXT NOT NULL,
  job_id        TEXT,
  job_title     TEXT NOT NULL CHECK (char_length(job_title) BETWEEN 1 AND 300),
  company       TEXT NOT NULL CHECK (char_length(company) BETWEEN 1 AND 200),
  location      TEXT NOT NULL CHECK (char_length(location) BETWEEN 1 AND 200),
  status        TEXT NOT NULL CHECK (status IN ('draft', 'applied', 'interview', 'offer', 'rejected', 'tailored', 'sent')),
  applied_at    TIMESTAMPTZ,
  kit_id        TEXT,
  notes         TEXT NOT NULL DEFAULT '' CHECK (char_length(notes) <= 10000),
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  CONSTRAINT applications_workspace_fkey FOREIGN KEY (user_id, workspace_id) REFERENCES workspaces (user_id, id) ON DELETE CASCADE
);
CREATE INDEX applications_workspace_idx ON applications (user_id, workspace_id, seq DESC);

-- One row per change: 'created' (to_status is the first status) or 'status' (from -> to). `at` is when it
-- happened, which a user may set for history they bring in from elsewhere.
CREATE TABLE application_events (
  id              BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id  TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  user_id         TEXT NOT NULL,
  kind            TEXT NOT NULL CHECK (kind IN ('created', 'status')),
  from_status     TEXT,
  to_status       TEXT NOT NULL,
  at              TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX application_events_application_idx ON application_events (application_id, at);
CREATE INDEX application_events_user_idx ON application_events (user_id);
