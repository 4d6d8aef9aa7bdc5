-- Resume Builder, Tailor (docs/decisions/034): Undo walks back one Apply at a time. Each Apply pushes a
-- step, the version that holds the document as the Apply found it, with what it was; Undo pops the
-- newest. Kept with the document, erased with it. Written for PostgreSQL 15 through 18.
ALTER TABLE resume_builder_documents
  ADD COLUMN tailor_undo JSONB NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(tailor_undo) = 'array');
