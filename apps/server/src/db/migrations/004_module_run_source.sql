-- Where a module run's result came from and its run-level flags (analysisRunFlags in the contracts),
-- kept with the run so a reload still says, e.g., that the language model's answer was replaced by
-- the engine's ('llm_fallback'). Runs stored before this migration have no recorded source.
ALTER TABLE module_runs
  ADD COLUMN source TEXT CHECK (source IN ('engine', 'llm')),
  ADD COLUMN flags  JSONB NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(flags) = 'array');
