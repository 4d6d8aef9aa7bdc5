import type { AnalysisModuleKey, GradeAnswerInput, JobForFit, ModuleRunInput, YearMonth } from '@cp/engine';

/** What the engine worker runs: a resume read into the builder's document, one analysis module, an interview answer, or the job search agent's work. */
export type EngineJob =
  | { kind: 'resume'; text: string; asOf: YearMonth }
  | { kind: 'module'; key: AnalysisModuleKey; input: ModuleRunInput }
  /** Offline Interview: the rubric on one answer, and a WAV answer's speech measured from its samples. */
  | { kind: 'answer'; input: GradeAnswerInput }
  | { kind: 'wav'; bytes: Uint8Array }
  /** A free-text job query read into search fields (the job search agent). */
  | { kind: 'job-query'; text: string }
  /** The fit of a resume to indexed jobs (the job search agent's ranking). */
  | { kind: 'job-fit'; resumeText: string; asOf: YearMonth; jobs: JobForFit[] }
  /** The technology skills and O*NET occupation of board jobs, for the job index. */
  | { kind: 'job-enrich'; jobs: Array<{ title: string; description: string }> }
  /** An application kit's drafts: the cover letter and the resume changes for one posting. */
  | { kind: 'kit'; resumeText: string; postingText: string; asOf: YearMonth }
  /** The never-invent check of texts against a resume (a kit's edited letter and resume content). */
  | { kind: 'claims'; resumeText: string; asOf: YearMonth; texts: Array<{ field: string; text: string }>; allowed: string[] };

/** The engine's answer, or 'engine_error' when it threw (a defect, answered as a 500). */
export type EngineOutcome = { ok: true; value: unknown } | { ok: false; failure: 'engine_error' };
