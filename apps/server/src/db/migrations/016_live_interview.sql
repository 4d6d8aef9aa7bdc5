-- Live Interview (step 8, docs/decisions/029).

-- A live interview holds its full length and, when it ends, commits the minutes used and releases
-- the rest: a run may then have one commit and one release (still never two of either).
DROP INDEX credit_ledger_one_settlement_per_run;
CREATE UNIQUE INDEX credit_ledger_one_commit_per_run ON credit_ledger (run_id) WHERE kind = 'commit';
CREATE UNIQUE INDEX credit_ledger_one_release_per_run ON credit_ledger (run_id) WHERE kind = 'release';

-- One session per attempt: its settings, the server's clock (started_at, ends_at), the credit hold,
-- the questions the engine planned and the turns said so far. Its transcript and feedback are also
-- stored as a 'Module 8' run in module_runs (id = the session id), so they show in the workspace.
CREATE TABLE interview_sessions (
  id             TEXT PRIMARY KEY,
  user_id        TEXT NOT NULL,
  workspace_id   TEXT NOT NULL,
  credit_run_id  TEXT NOT NULL,
  interviewer    TEXT NOT NULL CHECK (interviewer IN ('browser', 'realtime')),
  style          TEXT NOT NULL CHECK (style IN ('practice', 'rehearsal')),
  focus          TEXT NOT NULL CHECK (focus IN ('behavioral', 'technical', 'cv')),
  language       TEXT NOT NULL,
  minutes        INTEGER NOT NULL CHECK (minutes IN (5, 10, 15)),
  -- Length of one billed minute in seconds: 60, except in NODE_ENV=test with a short test clock.
  minute_seconds INTEGER NOT NULL DEFAULT 60 CHECK (minute_seconds > 0),
  plan           JSONB NOT NULL,
  turns          JSONB NOT NULL DEFAULT '[]'::jsonb,
  call_id        TEXT,
  status         TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'ended')),
  started_at     TIMESTAMPTZ NOT NULL,
  -- The last time the candidate or the call was heard from (an abandoned session is charged up to it).
  last_activity_at TIMESTAMPTZ NOT NULL,
  ends_at        TIMESTAMPTZ NOT NULL,
  ended_at       TIMESTAMPTZ,
  end_reason     TEXT,
  minutes_used   INTEGER,
  charged        INTEGER,
  CONSTRAINT interview_sessions_workspace_fkey FOREIGN KEY (user_id, workspace_id) REFERENCES workspaces (user_id, id) ON DELETE CASCADE
);
CREATE INDEX interview_sessions_user_idx ON interview_sessions (user_id, started_at DESC);
CREATE INDEX interview_sessions_active_idx ON interview_sessions (ends_at) WHERE status = 'active';
