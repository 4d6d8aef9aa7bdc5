import { adviseCoverLetter, type CoverLetterAdviceInput } from './cover-letter/cover-letter-advice.ts';
import { adviseFitMatrix, type FitMatrixAdviceInput } from './fit-matrix/fit-matrix-advice.ts';
import {
  adviseInterviewQuestions,
  type InterviewQuestionsAdviceInput,
} from './interview-questions/interview-questions-advice.ts';
import { adviseJobDecoder, type JobDecoderAdviceInput } from './job-decoder/job-decoder-advice.ts';
import { adviseResumeAudit, type ResumeAuditAdviceInput } from './resume-audit/resume-audit-advice.ts';
import {
  adviseResumeImprovement,
  type ResumeImprovementAdviceInput,
} from './resume-improvement/resume-improvement-advice.ts';
import type { AnalysisModuleKey } from './run-module.ts';
import type { Advice } from './shared/advice.ts';

/** What each module's advice reads of its result (the engine's result, a model's, or one stored earlier). */
export interface AdviceInputs {
  readonly 'Module 1': ResumeAuditAdviceInput;
  readonly 'Module 2': JobDecoderAdviceInput;
  readonly 'Module 3': FitMatrixAdviceInput;
  readonly 'Module 4': ResumeImprovementAdviceInput;
  readonly 'Module 5': InterviewQuestionsAdviceInput;
  readonly 'Module 9': CoverLetterAdviceInput;
}

const ADVISERS: { readonly [K in AnalysisModuleKey]: (result: AdviceInputs[K]) => Advice } = {
  'Module 1': adviseResumeAudit,
  'Module 2': adviseJobDecoder,
  'Module 3': adviseFitMatrix,
  'Module 4': adviseResumeImprovement,
  'Module 5': adviseInterviewQuestions,
  'Module 9': adviseCoverLetter,
};

/**
 * adviseOn: the 'What to do next' lead of a module's result, three to five plain sentences built from
 * that result alone (docs/decisions/018). Needs no engine data, so it reads any stored result.
 */
export function adviseOn<K extends AnalysisModuleKey>(key: K, result: AdviceInputs[K]): Advice {
  return (ADVISERS[key] as (r: AdviceInputs[K]) => Advice)(result);
}
