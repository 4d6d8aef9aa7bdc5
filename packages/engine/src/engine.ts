import type { Occupation, RawBundle, Skill } from './bundle/bundle-types.ts';
import { decodeBundle } from './bundle/decode-bundle.ts';
import { buildEngineData, type EngineData } from './engine-data.ts';
import { scoreFit } from './fit/score-fit.ts';
import type { FitResult } from './fit/fit-types.ts';
import { lookupWages, salaryBands, type SalaryBand, type WageLookup } from './lookups/wages.ts';
import { normalizeTitleWithAlternatives, type OccupationMatch } from './posting/normalize-title.ts';
import { parsePosting, type ParsedPosting } from './posting/parse-posting.ts';
import { extractRoles, type Role } from './resume/extract-roles.ts';
import { extractSections, type ResumeLine, type Section } from './resume/extract-sections.ts';
import { parseResume, type ParseResumeOptions, type ParsedResume } from './resume/parse-resume.ts';
import { seniority } from './resume/seniority.ts';
import { yearsOfExperience } from './resume/years-of-experience.ts';
import { extractSkills, type SkillMention, type SkillSource } from './skills/extract-skills.ts';
import { lookupSkill } from './skills/skill-index.ts';
import { normalizeText } from './text/normalize-text.ts';
import type { Result } from './types.ts';
import {
  findUnsupportedClaims,
  type ClaimCheckOptions,
  type UnsupportedClaim,
} from './modules/claims/find-unsupported-claims.ts';
import { writeCoverLetter, type CoverLetterInput } from './modules/cover-letter/write-cover-letter.ts';
import { buildFitMatrix, type FitMatrixInput } from './modules/fit-matrix/build-fit-matrix.ts';
import {
  generateInterviewQuestions,
  type InterviewQuestionsInput,
} from './modules/interview-questions/generate-questions.ts';
import { decodeJob, type JobDecoderInput } from './modules/job-decoder/decode-job.ts';
import type {
  ClaimFlag,
  CoverLetter,
  FitMatrix,
  ImprovementResult,
  InterviewQuestions,
  JobAnalysis,
  ResumeAnalysis,
} from './modules/module-types.ts';
import { buildClaimFacts } from './modules/claims/claim-facts.ts';
import { flagClaims } from './modules/claims/flag-claims.ts';
import { auditResume, type ResumeAuditInput } from './modules/resume-audit/audit-resume.ts';
import { suggestImprovements, type ResumeImprovementInput } from './modules/resume-improvement/suggest-improvements.ts';
import { scoreBuilder, tailorResume, type TailorInput } from './modules/tailor/tailor-resume.ts';
import type { BuilderScores } from './modules/tailor/builder-scores.ts';
import type { TailorResult } from './modules/tailor/tailor-types.ts';
import { gradeAnswer, type AnswerFeedback, type GradeAnswerInput } from './modules/offline-interview/grade-answer.ts';
import { followUpFor } from './modules/live-interview/follow-up.ts';
import {
  gradeLiveSession,
  type LiveSessionFeedback,
  type LiveSessionInput,
} from './modules/live-interview/grade-session.ts';
import {
  planLiveInterview,
  type LiveInterviewPlan,
  type LivePlanInput,
} from './modules/live-interview/plan-session.ts';
import {
  runModule,
  type AnalysisModuleKey,
  type ModuleOutputs,
  type ModuleRunError,
  type ModuleRunInput,
} from './modules/run-module.ts';

/** The engine bound to one data bundle. Every function is pure: same input, same output. */
export interface Engine {
  readonly parseResume: (text: string, options?: ParseResumeOptions) => ParsedResume;
  readonly parsePosting: (text: string) => ParsedPosting;
  readonly scoreFit: (resume: ParsedResume, posting: ParsedPosting) => FitResult;
  /** A skill by id, canonical name or alias ('k8s', 'postgres', 'js'). */
  readonly lookupSkill: (query: string) => Skill | null;
  /** Vocabulary skills in a free text, with where each was found. */
  readonly findSkills: (text: string) => SkillMention[];
  readonly lookupOccupation: (code: string) => Occupation | null;
  /** A job title normalized to an O*NET occupation, with confidence and the title that matched. */
  readonly normalizeTitle: (title: string) => OccupationMatch | null;
  readonly lookupWages: (code: string) => WageLookup | null;
  readonly salaryBands: (code: string) => SalaryBand[];
  /** Module 1, Resume Audit: the resume alone (docs/product/2-modules.md section 3 'Resume analysis'). */
  readonly auditResume: (input: ResumeAuditInput) => ResumeAnalysis;
  /** Module 2, Job Decoder: the posting alone, with the server's job-index counts if it has them. */
  readonly decodeJob: (input: JobDecoderInput) => JobAnalysis;
  /** Module 3, Fit Matrix. */
  readonly buildFitMatrix: (input: FitMatrixInput) => FitMatrix;
  /** Module 4, Resume Improvement (the posting is optional). */
  readonly suggestImprovements: (input: ResumeImprovementInput) => ImprovementResult;
  /** Resume Builder, Tailor: proposals for a builder document, each with the resume lines it rests on (docs/decisions/030). */
  readonly tailorResume: (input: TailorInput) => TailorResult;
  /** Resume Builder preview: JD Match, Completeness and Clarity, each explained. */
  readonly scoreBuilder: (input: {
    readonly document: TailorInput['document'];
    readonly postingText?: string | null;
  }) => BuilderScores;
  /** Module 5, Interview Questions: category -> [{question, guidelines}]. */
  readonly generateInterviewQuestions: (input: InterviewQuestionsInput) => InterviewQuestions;
  /** Module 9, Cover Letter. */
  readonly writeCoverLetter: (input: CoverLetterInput) => CoverLetter;
  /** Module 6, Offline Interview: the rubric's feedback on one answer (typed, or a spoken answer's transcript). */
  readonly gradeAnswer: (input: GradeAnswerInput) => AnswerFeedback;
  /** Module 8, Live Interview: the questions to ask (an opening, the focus, the Fit Matrix's gaps). */
  readonly planLiveInterview: (input: LivePlanInput) => LiveInterviewPlan;
  /** Module 8: one answer graded, and the follow-up a thin answer gets (null when it holds up). */
  readonly liveFollowUp: (input: GradeAnswerInput) => { score: number | null; followUp: string | null };
  /** Module 8: the rubric's feedback on a whole session. */
  readonly gradeLiveSession: (input: LiveSessionInput) => LiveSessionFeedback;
  /** Any of the six by its key ('Module 1'..'Module 5', 'Module 9'); a missing document is an error value. */
  readonly runModule: <K extends AnalysisModuleKey>(
    key: K,
    input: ModuleRunInput,
  ) => Result<ModuleOutputs[K], ModuleRunError>;
  /** Employers, titles, degrees, dates and numbers (and skills, if asked) in a text that the resume does not contain. */
  readonly findUnsupportedClaims: (
    text: string,
    resume: ParsedResume | null,
    options?: ClaimCheckOptions,
  ) => UnsupportedClaim[];
  /** The same check over the fields of a generated result (an LLM's, say), as the `flags` the module outputs carry. */
  readonly flagClaims: (
    fields: ReadonlyArray<{ readonly field: string; readonly text: string }>,
    resume: ParsedResume | null,
    options?: ClaimCheckOptions,
  ) => ClaimFlag[];
  /** The pipeline's steps, for callers that need one of them alone (and for the benchmark). */
  readonly steps: {
    readonly normalizeText: (text: string) => string;
    readonly extractSections: (normalized: string) => Section[];
    readonly extractRoles: (lines: readonly ResumeLine[]) => Role[];
    readonly extractSkills: (sources: readonly SkillSource[]) => SkillMention[];
    readonly yearsOfExperience: typeof yearsOfExperience;
    readonly seniority: typeof seniority;
  };
  readonly data: EngineData;
}

export function engineFromData(data: EngineData): Engine {
  return {
    parseResume: (text, options) => parseResume(text, data, options),
    parsePosting: (text) => parsePosting(text, data),
    scoreFit: (resume, posting) => scoreFit(resume, posting, data),
    lookupSkill: (query) => lookupSkill(data.skills, query),
    findSkills: (text) =>
      extractSkills(
        normalizeText(text)
          .split('\n')
          .map((t, line) => ({ text: t, section: 'text', line })),
        data.skills,
      ),
    lookupOccupation: (code) => data.occupationByCode.get(code) ?? null,
    normalizeTitle: (title) => normalizeTitleWithAlternatives(title, data.titles),
    lookupWages: (code) => lookupWages(code, data),
    salaryBands: (code) => {
      const wages = lookupWages(code, data);
      return wages ? salaryBands(wages) : [];
    },
    auditResume: (input) => auditResume(input, data),
    decodeJob: (input) => decodeJob(input, data),
    buildFitMatrix: (input) => buildFitMatrix(input, data),
    suggestImprovements: (input) => suggestImprovements(input, data),
    tailorResume: (input) => tailorResume(input, data),
    scoreBuilder: (input) => scoreBuilder(input, data),
    generateInterviewQuestions: (input) => generateInterviewQuestions(input, data),
    writeCoverLetter: (input) => writeCoverLetter(input, data),
    gradeAnswer: (input) => gradeAnswer(input, data),
    planLiveInterview: (input) => planLiveInterview(input, data),
    liveFollowUp: (input) => {
      const feedback = gradeAnswer(input, data);
      return { score: feedback.score, followUp: followUpFor(feedback) };
    },
    gradeLiveSession: (input) => gradeLiveSession(input, data),
    runModule: (key, input) => runModule(key, input, data),
    findUnsupportedClaims: (text, resume, options) => findUnsupportedClaims(text, resume, data, options),
    flagClaims: (fields, resume, options = {}) =>
      flagClaims(fields, buildClaimFacts(resume, data, options.allowed ?? []), data, options),
    steps: {
      normalizeText,
      extractSections,
      extractRoles: (lines) => extractRoles(lines, data.titles),
      extractSkills: (sources) => extractSkills(sources, data.skills),
      yearsOfExperience,
      seniority,
    },
    data,
  };
}

/** An engine over a given bundle (tests, or a bundle with added tables); a malformed bundle is an error value. */
export function createEngineFromBundle(raw: RawBundle): Result<Engine> {
  const decoded = decodeBundle(raw);
  return decoded.ok
    ? { ok: true, value: engineFromData(buildEngineData(decoded.bundle)) }
    : { ok: false, error: decoded.error };
}
