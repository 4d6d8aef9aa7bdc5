-- Resume versions (Resume Improvement's 'Apply' and its Undo) and the saved edit of a cover letter run
-- (docs/decisions/017). Written for PostgreSQL 15 through 18; user-keyed like every other user table.

-- One row per stored version of a workspace document. 'upload' is the text as the user saved it, kept
-- when an improvement is first applied on it; 'improvement' is that text with accepted changes of one
-- Resume Improvement run; 'restore' is an undo. The workspace row keeps the current text (cv_text).
CREATE TABLE workspace_document_versions (
  id               TEXT PRIMARY KEY,
  -- Storage order (several versions can share a timestamp within one transaction).
  seq              BIGINT GENERATED ALWAYS AS IDENTITY,
  user_id          TEXT NOT NULL,
  workspace_id     TEXT NOT NULL,
  doc_type         TEXT NOT NULL CHECK (doc_type IN ('cv', 'jd')),
  text             TEXT NOT NULL,
  source           TEXT NOT NULL CHECK (source IN ('upload', 'improvement', 'restore')),
  -- The version that was current when this one was made (what Undo restores).
  previous_id      TEXT,
  -- The Resume Improvement run whose changes this text holds, and their indexes in the run (cumulative).
  run_id           TEXT,
  applied_changes  JSONB NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(applied_changes) = 'array'),
  created_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
  CONSTRAINT workspace_document_versions_workspace_fkey FOREIGN KEY (user_id, workspace_id) REFERENCES workspaces (user_id, id) ON DELETE CASCADE
);
CREATE INDEX workspace_document_versions_workspace_idx ON workspace_document_versions (workspace_id, doc_type, seq DESC);
CREATE INDEX workspace_document_versions_user_idx ON workspace_document_versions (user_id);

-- The user's edit of a generated result (the cover letter), kept with its run; null is the generated text.
ALTER TABLE module_runs
  ADD COLUMN edited_text TEXT CHECK (edited_text IS NULL OR char_length(edited_text) <= 20000),
  ADD COLUMN edited_at   TIMESTAMPTZ;
