import type {
  AnalysisModuleKey,
  GradeAnswerInput,
  JobForFit,
  LivePlanInput,
  LiveSessionInput,
  ModuleRunInput,
  TailorInput,
  YearMonth,
} from '@cp/engine';

/** What the engine worker runs: a resume read into the builder's document, one analysis module, an interview answer, or the job search agent's work. */
export type EngineJob =
  | { kind: 'resume'; text: string; asOf: YearMonth }
  | { kind: 'module'; key: AnalysisModuleKey; input: ModuleRunInput }
  /** Offline Interview: the rubric on one answer, and a WAV answer's speech measured from its samples. */
  | { kind: 'answer'; input: GradeAnswerInput }
  | { kind: 'wav'; bytes: Uint8Array }
  /** Live Interview: the questions planned, a follow-up on one answer, the rubric over a session. */
  | { kind: 'live-plan'; input: LivePlanInput }
  | { kind: 'live-turn'; input: GradeAnswerInput }
  | { kind: 'live-grade'; input: LiveSessionInput }
  /** A free-text job query read into search fields (the job search agent). */
  | { kind: 'job-query'; text: string }
  /** What the job search agent reads from a resume: titles, occupation, skills, years, place. */
  | { kind: 'agent-profile'; text: string; asOf: YearMonth }
  /** The fit of a resume to indexed jobs (the job search agent's ranking). */
  | { kind: 'job-fit'; resumeText: string; asOf: YearMonth; jobs: JobForFit[] }
  /** The technology skills and O*NET occupation of board jobs, for the job index. */
  | { kind: 'job-enrich'; jobs: Array<{ title: string; description: string }> }
  /** Resume Builder, Tailor: proposals for a builder document. */
  | { kind: 'tailor'; input: TailorInput }
  /** Resume Builder preview: JD Match, Completeness, Clarity. */
  | { kind: 'builder-scores'; document: TailorInput['document']; postingText: string | null }
  /** An application kit's drafts: the cover letter and the tailoring proposals for one posting. */
  | { kind: 'kit'; resumeText: string; postingText: string; asOf: YearMonth }
  /** The never-invent check of texts against a resume (a kit's edited letter and resume content). */
  | {
      kind: 'claims';
      resumeText: string;
      asOf: YearMonth;
      texts: Array<{ field: string; text: string }>;
      allowed: string[];
    };

/** The engine's answer, or 'engine_error' when it threw (a defect, answered as a 500). */
export type EngineOutcome = { ok: true; value: unknown } | { ok: false; failure: 'engine_error' };
