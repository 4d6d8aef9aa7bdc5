-- Resume Builder, Tailor (docs/decisions/034): Undo walks back one Apply at a time. Each Apply pushes a
-- step, the version that holds the document as the Apply found it, with what it was; Undo pops the
-- newest. Kept with the document, erased with it. Written for PostgreSQL 15 through 18.
ALTER TABLE resume_builder_documents
  ADD COLUMN tailor_undo JSONB NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(tailor_undo) = 'array');

-- A run applied before this migration and not undone becomes the first step, so its Undo still works.
UPDATE resume_builder_documents
   SET tailor_undo = jsonb_build_array(jsonb_build_object(
         'id', tailoring->>'undo_version_id',
         'run_id', tailoring->>'id',
         'label', CASE WHEN tailoring->>'mode' = 'generic' THEN 'your resume before Generic Optimize'
                       ELSE 'your resume before tailoring to ''' || coalesce(tailoring->>'posting_title', 'a job post') || '''' END,
         'applied_at', tailoring->>'applied_at',
         'changes', (SELECT count(*) FROM jsonb_each_text(coalesce(tailoring->'outcomes', '{}'::jsonb)) WHERE value = 'applied')))
 WHERE tailoring->>'undo_version_id' IS NOT NULL AND tailoring->>'undone_at' IS NULL AND tailoring->>'applied_at' IS NOT NULL;
