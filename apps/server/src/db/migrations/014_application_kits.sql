-- Application kits (step 10's drawer, docs/decisions/032): the generated preview and the finalized kit per
-- user, workspace and job; the kit's files; and every send, kept as an immutable snapshot of exactly what
-- went out (files and their SHA-256). Written for PostgreSQL 15 through 18.

CREATE TABLE kits (
  id             TEXT PRIMARY KEY,
  user_id        TEXT NOT NULL,
  workspace_id   TEXT NOT NULL,
  job_id         TEXT NOT NULL,
  -- The job as it was when the kit was generated: title, company, location, apply_url, contact_email.
  job            JSONB NOT NULL,
  resume_text    TEXT NOT NULL,
  preview_id     TEXT NOT NULL UNIQUE,
  preview        JSONB NOT NULL,
  generated_at   TIMESTAMPTZ NOT NULL,
  credit_run_id  TEXT,
  status         TEXT NOT NULL CHECK (status IN ('preview', 'kit_ready')),
  final          JSONB,
  template       TEXT,
  finalized_at   TIMESTAMPTZ,
  application_id TEXT,
  engine_version TEXT NOT NULL,
  created_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
  CONSTRAINT kits_job_unique UNIQUE (user_id, workspace_id, job_id),
  CONSTRAINT kits_workspace_fkey FOREIGN KEY (user_id, workspace_id) REFERENCES workspaces (user_id, id) ON DELETE CASCADE
);

-- The finalized kit's files (replaced when the kit is finalized again; sends keep their own copies).
CREATE TABLE kit_files (
  kit_id     TEXT NOT NULL REFERENCES kits (id) ON DELETE CASCADE,
  user_id    TEXT NOT NULL,
  name       TEXT NOT NULL CHECK (name IN ('resume', 'cover_letter')),
  format     TEXT NOT NULL CHECK (format IN ('pdf', 'docx')),
  filename   TEXT NOT NULL,
  mime       TEXT NOT NULL,
  content    BYTEA NOT NULL,
  sha256     TEXT NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (kit_id, name, format)
);
CREATE INDEX kit_files_user_idx ON kit_files (user_id);

-- One row per apply: an e-mail sent from the product's mailer (reply-to the user) or an apply link opened.
CREATE TABLE kit_sends (
  id             TEXT PRIMARY KEY,
  seq            BIGINT GENERATED ALWAYS AS IDENTITY,
  kit_id         TEXT NOT NULL REFERENCES kits (id) ON DELETE CASCADE,
  user_id        TEXT NOT NULL,
  workspace_id   TEXT NOT NULL,
  job_id         TEXT NOT NULL,
  application_id TEXT,
  method         TEXT NOT NULL CHECK (method IN ('email', 'link')),
  destination    TEXT NOT NULL,
  reply_to       TEXT,
  subject        TEXT,
  body_text      TEXT,
  outbox_id      BIGINT,
  delivery       TEXT NOT NULL CHECK (delivery IN ('sent', 'logged', 'failed', 'opened')),
  created_at     TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX kit_sends_kit_idx ON kit_sends (kit_id, seq);
CREATE INDEX kit_sends_user_idx ON kit_sends (user_id);

CREATE TABLE kit_send_files (
  send_id  TEXT NOT NULL REFERENCES kit_sends (id) ON DELETE CASCADE,
  user_id  TEXT NOT NULL,
  filename TEXT NOT NULL,
  mime     TEXT NOT NULL,
  content  BYTEA NOT NULL,
  sha256   TEXT NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  PRIMARY KEY (send_id, filename)
);
CREATE INDEX kit_send_files_user_idx ON kit_send_files (user_id);

-- A send is a record of what went out: it is never rewritten (deleting it with the account is allowed).
CREATE FUNCTION kit_sends_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'kit sends are immutable';
END;
$$;
CREATE TRIGGER kit_sends_no_update BEFORE UPDATE ON kit_sends FOR EACH ROW EXECUTE FUNCTION kit_sends_immutable();
CREATE TRIGGER kit_send_files_no_update BEFORE UPDATE ON kit_send_files FOR EACH ROW EXECUTE FUNCTION kit_sends_immutable();

-- The product's mail to an employer carries the user's address as reply-to and the kit's files.
ALTER TABLE email_outbox ADD COLUMN reply_to TEXT;
ALTER TABLE email_outbox ADD COLUMN attachments JSONB;
