import type {
  AgentProfile,
  AnalysisModuleKey,
  AnswerFeedback,
  ClaimKind,
  CoverLetter,
  GradeAnswerInput,
  JobFit,
  LiveInterviewPlan,
  LivePlanInput,
  LiveSessionFeedback,
  LiveSessionInput,
  JobForFit,
  JobQuery,
  JobSeekerProfile,
  ModuleOutputs,
  ModuleRunError,
  ModuleRunInput,
  Result,
  ResumeConfidence,
  BuilderScores,
  ResumeDocument,
  TailorInput,
  TailorResult,
  YearMonth,
} from '@cp/engine';
import { AppError } from '../http/app-error.ts';
import type { WavMeasure } from '../modules/interview/measure-wav.ts';
import type { EngineJob, EngineOutcome } from './engine-job.ts';
import { createWorkerPool, workerEntry, type WorkerFailure, type WorkerPoolOptions } from './worker-pool.ts';

/** An application kit's drafts: the letter, the tailoring proposals with the document they refer to, the fit score. */
export type KitDrafts = {
  letter: CoverLetter;
  tailoring: TailorResult & { document: ResumeDocument };
  fitScore: number;
};

export type EnginePoolOptions = Omit<WorkerPoolOptions<EngineJob>, 'entry' | 'toMessage' | 'name'>;

export type EnginePool = {
  /** A resume read into the Resume Builder's document, with a confidence per field. */
  readResume(
    text: string,
    asOf: YearMonth,
    owner?: string,
  ): Promise<{ doc: ResumeDocument; confidence: ResumeConfidence }>;
  runModule<K extends AnalysisModuleKey>(
    key: K,
    input: ModuleRunInput,
    owner?: string,
  ): Promise<Result<ModuleOutputs[K], ModuleRunError>>;
  /** Offline Interview: the rubric's feedback on one answer. */
  gradeAnswer(input: GradeAnswerInput, owner?: string): Promise<AnswerFeedback>;
  /** Offline Interview: a WAV answer decoded and its speech measured. */
  measureWav(bytes: Uint8Array, owner?: string): Promise<WavMeasure>;
  /** Live Interview: the planned questions, a follow-up on one answer, the rubric over a session. */
  planLiveInterview(input: LivePlanInput, owner?: string): Promise<LiveInterviewPlan>;
  liveFollowUp(input: GradeAnswerInput, owner?: string): Promise<{ score: number | null; followUp: string | null }>;
  gradeLiveSession(input: LiveSessionInput, owner?: string): Promise<LiveSessionFeedback>;
  /** What the job search agent reads from a resume (titles, occupation, skills, years, place). */
  agentProfile(text: string, asOf: YearMonth, owner?: string): Promise<AgentProfile>;
  /** A free-text job query read into search fields. */
  readJobQuery(text: string, owner?: string): Promise<JobQuery>;
  /** A resume's fit to indexed jobs, in the jobs' order. */
  scoreJobs(
    resumeText: string,
    asOf: YearMonth,
    jobs: JobForFit[],
    owner?: string,
  ): Promise<{ profile: JobSeekerProfile; fits: JobFit[] }>;
  /** Skills and occupation of board jobs (the job index's ingestion). */
  enrichJobs(
    jobs: Array<{ title: string; description: string }>,
    owner?: string,
  ): Promise<Array<{ skills: string[]; occupationCode: string | null }>>;
  /** Resume Builder, Tailor: proposals for a builder document, each with its evidence. */
  tailorResume(input: TailorInput, owner?: string): Promise<TailorResult>;
  /** Resume Builder preview: JD Match, Completeness, Clarity, each explained. */
  scoreBuilder(document: ResumeDocument, postingText: string | null, owner?: string): Promise<BuilderScores>;
  /** An application kit's drafts (docs/decisions/032). */
  writeKit(input: { resumeText: string; postingText: string; asOf: YearMonth }, owner?: string): Promise<KitDrafts>;
  /** Claims in the texts that the resume does not support (the never-invent check, docs/decisions/038 section 9). */
  checkClaims(
    input: { resumeText: string; asOf: YearMonth; texts: Array<{ field: string; text: string }>; allowed: string[] },
    owner?: string,
  ): Promise<Array<{ field: string; kind: ClaimKind; text: string }>>;
  close(): Promise<void>;
};

const entry = workerEntry('engine-worker', import.meta.url);

export const engineTimeoutMessage =
  'We could not analyse this text in time. It may be too long or repetitive: shorten it and try again.';
const failureErrors: Record<WorkerFailure, () => AppError> = {
  timeout: () => new AppError('UNPROCESSABLE', engineTimeoutMessage),
  crashed: () =>
    new AppError('UNPROCESSABLE', 'This text is too large or complex to analyse. Shorten it and try again.'),
  unsafe: () =>
    new AppError('UNPROCESSABLE', 'This text is too large or complex to analyse. Shorten it and try again.'),
  busy: () => new AppError('UNAVAILABLE', 'Too many analyses are running right now. Please try again in a moment.'),
};

/**
 * The analysis engine off the request thread (docs/decisions/015-parsing-and-import-budgets.md): its
 * own instance of the worker pool, whose workers load the engine once when they start. A job past its
 * time limit costs its worker (terminated and replaced) and answers 422; a full queue answers 503.
 */
export function createEnginePool(options: EnginePoolOptions = {}): EnginePool {
  const pool = createWorkerPool<EngineJob, EngineOutcome>({
    // The engine holds about 90 MB once loaded; a job on a 100,000-character text adds up to about 100 MB.
    // It allocates on the V8 heap only, which the heap limit bounds: no resident-memory backstop is needed.
    maxMemoryMb: 384,
    maxParseMemoryMb: 448,
    recycleAboveMb: 256,
    maxRssMb: Number.POSITIVE_INFINITY,
    ...options,
    entry,
    name: 'analysis engine',
  });
  async function run(job: EngineJob, owner?: string): Promise<unknown> {
    const outcome = await pool.run(job, { owner });
    if (outcome.ok) return outcome.value;
    if (outcome.failure === 'engine_error') throw new Error('The analysis engine failed on this input.');
    throw failureErrors[outcome.failure]();
  }
  return {
    readResume: async (text, asOf, owner) =>
      (await run({ kind: 'resume', text, asOf }, owner)) as { doc: ResumeDocument; confidence: ResumeConfidence },
    runModule: async (key, input, owner) => (await run({ kind: 'module', key, input }, owner)) as never,
    gradeAnswer: async (input, owner) => (await run({ kind: 'answer', input }, owner)) as AnswerFeedback,
    measureWav: async (bytes, owner) => (await run({ kind: 'wav', bytes }, owner)) as WavMeasure,
    planLiveInterview: async (input, owner) => (await run({ kind: 'live-plan', input }, owner)) as LiveInterviewPlan,
    liveFollowUp: async (input, owner) =>
      (await run({ kind: 'live-turn', input }, owner)) as { score: number | null; followUp: string | null },
    gradeLiveSession: async (input, owner) => (await run({ kind: 'live-grade', input }, owner)) as LiveSessionFeedback,
    agentProfile: async (text, asOf, owner) =>
      (await run({ kind: 'agent-profile', text, asOf }, owner)) as AgentProfile,
    readJobQuery: async (text, owner) => (await run({ kind: 'job-query', text }, owner)) as JobQuery,
    scoreJobs: async (resumeText, asOf, jobs, owner) =>
      (await run({ kind: 'job-fit', resumeText, asOf, jobs }, owner)) as { profile: JobSeekerProfile; fits: JobFit[] },
    enrichJobs: async (jobs, owner) =>
      (await run({ kind: 'job-enrich', jobs }, owner)) as Array<{ skills: string[]; occupationCode: string | null }>,
    tailorResume: async (input, owner) => (await run({ kind: 'tailor', input }, owner)) as TailorResult,
    scoreBuilder: async (document, postingText, owner) =>
      (await run({ kind: 'builder-scores', document, postingText }, owner)) as BuilderScores,
    writeKit: async (input, owner) => (await run({ kind: 'kit', ...input }, owner)) as KitDrafts,
    checkClaims: async (input, owner) =>
      (await run({ kind: 'claims', ...input }, owner)) as Array<{ field: string; kind: ClaimKind; text: string }>,
    close: () => pool.close(),
  };
}
