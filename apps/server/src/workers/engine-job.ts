import type { AnalysisModuleKey, GradeAnswerInput, ModuleRunInput, YearMonth } from '@cp/engine';

/** What the engine worker runs: a resume read into the builder's document, one analysis module, or an interview answer. */
export type EngineJob =
  | { kind: 'resume'; text: string; asOf: YearMonth }
  | { kind: 'module'; key: AnalysisModuleKey; input: ModuleRunInput }
  /** Offline Interview: the rubric on one answer, and a WAV answer's speech measured from its samples. */
  | { kind: 'answer'; input: GradeAnswerInput }
  | { kind: 'wav'; bytes: Uint8Array };

/** The engine's answer, or 'engine_error' when it threw (a defect, answered as a 500). */
export type EngineOutcome = { ok: true; value: unknown } | { ok: false; failure: 'engine_error' };
