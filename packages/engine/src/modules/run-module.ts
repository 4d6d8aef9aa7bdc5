import type { EngineData } from '../engine-data.ts';
import type { Result, YearMonth } from '../types.ts';
import { writeCoverLetter } from './cover-letter/write-cover-letter.ts';
import { buildFitMatrix } from './fit-matrix/build-fit-matrix.ts';
import { generateInterviewQuestions } from './interview-questions/generate-questions.ts';
import type { JobIndexSignal } from './job-decoder/demand-score.ts';
import { decodeJob } from './job-decoder/decode-job.ts';
import type {
  CoverLetter,
  FitMatrix,
  ImprovementResult,
  InterviewQuestions,
  JobAnalysis,
  ResumeAnalysis,
} from './module-types.ts';
import { auditResume } from './resume-audit/audit-resume.ts';
import { suggestImprovements } from './resume-improvement/suggest-improvements.ts';

/** The analysis modules by the key the spec stores and bills them under (docs/decisions/010). */
export const ANALYSIS_MODULE_KEYS = ['Module 1', 'Module 2', 'Module 3', 'Module 4', 'Module 5', 'Module 9'] as const;
export type AnalysisModuleKey = (typeof ANALYSIS_MODULE_KEYS)[number];

export interface ModuleOutputs {
  readonly 'Module 1': ResumeAnalysis;
  readonly 'Module 2': JobAnalysis;
  readonly 'Module 3': FitMatrix;
  readonly 'Module 4': ImprovementResult;
  readonly 'Module 5': InterviewQuestions;
  readonly 'Module 9': CoverLetter;
}

/** Everything a module run may use; each module reads what it needs (module 1: the resume; module 2: the posting). */
export interface ModuleRunInput {
  readonly resumeText?: string | null;
  readonly postingText?: string | null;
  /** The month 'Present' means in the resume's dates: pass the current month (the engine has no clock). */
  readonly asOf: YearMonth;
  readonly location?: string | null;
  readonly language?: string | null;
  readonly index?: JobIndexSignal | null;
  /** Module 1: a title to match when the resume's own titles match no occupation. */
  readonly targetTitle?: string | null;
}

export type ModuleRunError = { readonly code: 'RESUME_REQUIRED' | 'POSTING_REQUIRED'; readonly detail: string };

/** docs/product/2-modules.md section 5's texts for a missing document. */
const MISSING = {
  resume: { code: 'RESUME_REQUIRED', detail: 'Please upload your resume in Resume & Job to run this module.' },
  posting: { code: 'POSTING_REQUIRED', detail: 'Please provide a job posting in Resume & Job first.' },
  both: { code: 'POSTING_REQUIRED', detail: 'Please provide both Resume and Job Description in My Documents first.' },
} as const satisfies Record<string, ModuleRunError>;

const present = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim().length > 0;

/**
 * runModule: one analysis module by its key, or the error the screen shows when a document it needs
 * is missing (length and credit checks are the server's). Pure and deterministic like every module.
 */
export function runModule<K extends AnalysisModuleKey>(
  key: K,
  input: ModuleRunInput,
  data: EngineData,
): Result<ModuleOutputs[K], ModuleRunError> {
  return runAny(key, input, data) as Result<ModuleOutputs[K], ModuleRunError>;
}

function runAny(
  key: AnalysisModuleKey,
  input: ModuleRunInput,
  data: EngineData,
): Result<ModuleOutputs[AnalysisModuleKey], ModuleRunError> {
  const fail = (error: ModuleRunError) => ({ ok: false as const, error });
  const ok = (value: ModuleOutputs[AnalysisModuleKey]) => ({ ok: true as const, value });
  const { resumeText, postingText, asOf } = input;
  if (key === 'Module 2')
    return present(postingText)
      ? ok(decodeJob({ postingText, location: input.location, index: input.index }, data))
      : fail(MISSING.posting);
  if (!present(resumeText))
    return fail(key === 'Module 1' || key === 'Module 4' || present(postingText) ? MISSING.resume : MISSING.both);
  if (key === 'Module 1') return ok(auditResume({ resumeText, asOf, targetTitle: input.targetTitle }, data));
  if (key === 'Module 4') return ok(suggestImprovements({ resumeText, postingText, asOf }, data));
  if (!present(postingText)) return fail(MISSING.both);
  if (key === 'Module 3') return ok(buildFitMatrix({ resumeText, postingText, asOf }, data));
  if (key === 'Module 5') return ok(generateInterviewQuestions({ resumeText, postingText, asOf }, data));
  return ok(writeCoverLetter({ resumeText, postingText, asOf, language: input.language }, data));
}
