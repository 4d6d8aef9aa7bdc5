-- The version of the analysis engine (ENGINE_VERSION of packages/engine) that made a module run, so a
-- stored result can be traced to the engine that made it and a 'same result, no charge' re-run never
-- reuses a run an older engine made (docs/decisions/012). Runs the language model wrote keep the
-- version too: the engine wrote the draft the model rewrote and checked its claims. Null for runs
-- stored before this migration and for runs the engine did not make (module 6).
ALTER TABLE module_runs ADD COLUMN engine_version TEXT;
