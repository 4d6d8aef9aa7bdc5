-- Workspaces (one per target role), their stored module runs, and the minimal subscription row the
-- plan limits read (the billing issue extends it). Written for PostgreSQL 15 through 18.
-- Every user-owned table is keyed or indexed by user_id (ARCHITECTURE.md, scale-out).

-- No row means the free plan.
CREATE TABLE subscriptions (
  user_id     TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  package     TEXT NOT NULL DEFAULT 'free' CHECK (package IN ('free', 'pro', 'ultimate')),
  status      TEXT NOT NULL DEFAULT 'active',
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE workspaces (
  id             TEXT PRIMARY KEY,
  user_id        TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name           TEXT NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
  is_default     BOOLEAN NOT NULL DEFAULT false,
  cv_text        TEXT,
  jd_text        TEXT,
  cv_updated_at  TIMESTAMPTZ,
  jd_updated_at  TIMESTAMPTZ,
  created_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
  -- The target of module_runs' (user_id, workspace_id) key: a run always belongs to its workspace's user.
  CONSTRAINT workspaces_user_id_id_key UNIQUE (user_id, id)
);
CREATE INDEX workspaces_user_updated_idx ON workspaces (user_id, updated_at DESC);
-- At most one default per user (the service keeps exactly one).
CREATE UNIQUE INDEX workspaces_one_default_per_user ON workspaces (user_id) WHERE is_default;

-- One row per module run; the newest per module is what the workspace shows.
-- result is a JSON string for text modules (1, 2, 3, 9) and a JSON value for the others.
CREATE TABLE module_runs (
  id            TEXT PRIMARY KEY,
  workspace_id  TEXT NOT NULL,
  user_id       TEXT NOT NULL,
  module_key    TEXT NOT NULL CHECK (module_key IN ('Module 1', 'Module 2', 'Module 3', 'Module 4', 'Module 5', 'Module 6', 'Module 7', 'Module 8', 'Module 9')),
  result        JSONB NOT NULL,
  transcript    JSONB,
  metrics       JSONB,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  CONSTRAINT module_runs_workspace_fkey FOREIGN KEY (user_id, workspace_id) REFERENCES workspaces (user_id, id) ON DELETE CASCADE
);
CREATE INDEX module_runs_workspace_module_idx ON module_runs (workspace_id, module_key, created_at DESC);
CREATE INDEX module_runs_user_idx ON module_runs (user_id);
