-- Resume Builder, Tailor (docs/decisions/030): the latest tailoring run of each builder document, kept
-- with it: its proposals, what Apply did, and the version that holds the document as it was before, for
-- Undo. Written for PostgreSQL 15 through 18.
ALTER TABLE resume_builder_documents
  ADD COLUMN tailoring JSONB CHECK (tailoring IS NULL OR jsonb_typeof(tailoring) = 'object');
