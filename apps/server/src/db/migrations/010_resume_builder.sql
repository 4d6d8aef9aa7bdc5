-- Resume Builder (step 7, docs/decisions/024): the builder document per user and workspace, so it
-- follows the user across browsers, and its named versions. Written for PostgreSQL 15 through 18.

-- The current document and its layout (template, palette, page size); one row per user and workspace.
CREATE TABLE resume_builder_documents (
  user_id       TEXT NOT NULL,
  workspace_id  TEXT NOT NULL,
  doc           JSONB NOT NULL CHECK (jsonb_typeof(doc) = 'object'),
  template      TEXT NOT NULL,
  palette       TEXT NOT NULL,
  page_size     TEXT NOT NULL CHECK (page_size IN ('a4', 'letter')),
  updated_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, workspace_id),
  CONSTRAINT resume_builder_documents_workspace_fkey FOREIGN KEY (user_id, workspace_id) REFERENCES workspaces (user_id, id) ON DELETE CASCADE
);

-- Named versions: a copy of the current document saved under a name, restored on demand.
CREATE TABLE resume_builder_versions (
  id            TEXT PRIMARY KEY,
  seq           BIGINT GENERATED ALWAYS AS IDENTITY,
  user_id       TEXT NOT NULL,
  workspace_id  TEXT NOT NULL,
  name          TEXT NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120),
  doc           JSONB NOT NULL CHECK (jsonb_typeof(doc) = 'object'),
  template      TEXT NOT NULL,
  palette       TEXT NOT NULL,
  page_size     TEXT NOT NULL CHECK (page_size IN ('a4', 'letter')),
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  CONSTRAINT resume_builder_versions_workspace_fkey FOREIGN KEY (user_id, workspace_id) REFERENCES workspaces (user_id, id) ON DELETE CASCADE
);
CREATE INDEX resume_builder_versions_workspace_idx ON resume_builder_versions (workspace_id, seq DESC);
CREATE INDEX resume_builder_versions_user_idx ON resume_builder_versions (user_id);
