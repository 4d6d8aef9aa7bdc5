/**
 * The analysis engine: pure TypeScript, no I/O, no clock, no randomness; deterministic.
 *
 *   const engine = defaultEngine();
 *   const resume = engine.parseResume(cvText, { asOf: { year: 2025, month: 6 } });
 *   const posting = engine.parsePosting(jdText);
 *   const fit = engine.scoreFit(resume, posting); // score, potentialScore, factors with evidence, reasons
 *
 * Data: packages/engine/bundle (O*NET 29.3, ESCO 1.2.0, GitHub topics, BLS OEWS May 2024), built by
 * scripts/build-engine-data.ts; attribution in NOTICE.
 */
import { loadDefaultEngineData } from './default-engine-data.ts';
import { engineFromData, type Engine } from './engine.ts';
import type { Result } from './types.ts';

export const ENGINE_VERSION = '0.4.9';

let defaultInstance: Engine | null = null;

/** The engine over the committed bundle, built on first use (~0.5 s) and shared. */
export function createEngine(): Result<Engine> {
  if (defaultInstance) return { ok: true, value: defaultInstance };
  const data = loadDefaultEngineData();
  if (!data.ok) return data;
  defaultInstance = engineFromData(data.value);
  return { ok: true, value: defaultInstance };
}

/**
 * The default engine. The bundle is committed and checked by tests, so a decode failure here is a
 * build defect, not an expected failure: it throws.
 */
export function defaultEngine(): Engine {
  const created = createEngine();
  if (!created.ok) throw new Error(`engine bundle: ${created.error}`);
  return created.value;
}

/** parseResume / parsePosting / scoreFit and the lookups over the default engine (see Engine for each). */
export const parseResume: Engine['parseResume'] = (text, options) => defaultEngine().parseResume(text, options);
export const parsePosting: Engine['parsePosting'] = (text) => defaultEngine().parsePosting(text);
export const scoreFit: Engine['scoreFit'] = (resume, posting) => defaultEngine().scoreFit(resume, posting);
export const lookupSkill: Engine['lookupSkill'] = (query) => defaultEngine().lookupSkill(query);
export const findSkills: Engine['findSkills'] = (text) => defaultEngine().findSkills(text);
export const lookupOccupation: Engine['lookupOccupation'] = (code) => defaultEngine().lookupOccupation(code);
export const normalizeTitle: Engine['normalizeTitle'] = (title) => defaultEngine().normalizeTitle(title);
export const lookupWages: Engine['lookupWages'] = (code) => defaultEngine().lookupWages(code);
export const salaryBands: Engine['salaryBands'] = (code) => defaultEngine().salaryBands(code);
export const auditResume: Engine['auditResume'] = (input) => defaultEngine().auditResume(input);
export const decodeJob: Engine['decodeJob'] = (input) => defaultEngine().decodeJob(input);
export const buildFitMatrix: Engine['buildFitMatrix'] = (input) => defaultEngine().buildFitMatrix(input);
export const suggestImprovements: Engine['suggestImprovements'] = (input) => defaultEngine().suggestImprovements(input);
export const tailorResume: Engine['tailorResume'] = (input) => defaultEngine().tailorResume(input);
export const generateInterviewQuestions: Engine['generateInterviewQuestions'] = (input) =>
  defaultEngine().generateInterviewQuestions(input);
export const writeCoverLetter: Engine['writeCoverLetter'] = (input) => defaultEngine().writeCoverLetter(input);
export const gradeAnswer: Engine['gradeAnswer'] = (input) => defaultEngine().gradeAnswer(input);
export const runModule: Engine['runModule'] = (key, input) => defaultEngine().runModule(key, input);
export const findUnsupportedClaims: Engine['findUnsupportedClaims'] = (text, resume, options) =>
  defaultEngine().findUnsupportedClaims(text, resume, options);

export { createEngineFromBundle, engineFromData, type Engine } from './engine.ts';
export type {
  Occupation,
  RawBundle,
  Skill,
  SkillCategory,
  SkillForm,
  MatchMode,
  WageRow,
  EducationLevel,
} from './bundle/bundle-types.ts';
export { SKILL_CATEGORIES } from './bundle/bundle-types.ts';
export type { EngineData } from './engine-data.ts';
export type { ParsedResume, ParseResumeOptions } from './resume/parse-resume.ts';
export type { Section, ResumeLine } from './resume/extract-sections.ts';
export { SECTION_KINDS, type SectionKind } from './resume/section-headings.ts';
export type { Role } from './resume/extract-roles.ts';
export type { Education } from './resume/extract-education.ts';
export type { Contact } from './resume/extract-contact.ts';
export type { Project } from './resume/extract-listed.ts';
export type { YearsOfExperience, ExperienceSpan } from './resume/years-of-experience.ts';
export { SENIORITY_LEVELS, type Seniority, type SeniorityLevel } from './resume/seniority.ts';
export type { SkillMention, SkillEvidence, SkillSource } from './skills/extract-skills.ts';
export type { ParsedPosting, PostingSkill, SkillImportance } from './posting/parse-posting.ts';
export { SKILL_IMPORTANCE } from './posting/parse-posting.ts';
export {
  REQUIREMENT_KINDS,
  REQUIREMENT_TYPES,
  type Requirement,
  type RequirementKind,
  type RequirementType,
} from './posting/extract-requirements.ts';
export type { ExperienceNeed } from './posting/requirement-terms.ts';
export type { KeyTerm } from './posting/key-terms.ts';
export type { OccupationMatch } from './posting/normalize-title.ts';
export type { Salary } from './posting/extract-salary.ts';
export type { PostingLocation } from './posting/extract-location.ts';
export type { FitResult, FitFactor, FitImprovement, FocusItem } from './fit/fit-types.ts';
export {
  FIT_FACTORS,
  FIT_FACTOR_IDS,
  MATCH_THRESHOLDS,
  type FitFactorId,
  type FitFactorDefinition,
} from './fit/fit-factors.ts';
export { MATCH_STATUSES, type MatchStatus, type RequirementMatch, type FitEvidence } from './fit/requirement-match.ts';
export { EXPERIENCE_BANDS, bandForYears, type SalaryBand, type WageLookup } from './lookups/wages.ts';
export type { DateMention, ParsedDate, DatePrecision } from './text/dates.ts';
export type { Result, TextSpan, YearMonth } from './types.ts';
export { toResumeDocument, formatDates } from './document/to-resume-document.ts';
export type {
  ResumeDocument,
  ResumeConfidence,
  ResumeExtraSection,
  SectionMeta,
  Confidence,
} from './document/resume-document-types.ts';
// module outputs (docs/product/2-modules.md section 3; packages/contracts has the zod schemas of the same shapes)
export type {
  ClaimFlag,
  ScoreFactor,
  SalaryExpectation,
  SalaryBasis,
  OccupationRef,
  SkillPosition,
  SuggestedJob,
  ResumeAnalysis,
  DemandSignal,
  SalaryRange,
  SkillNeeded,
  MarketOffers,
  JobAnalysis,
  RequirementResult,
  FitMatrix,
  ChangeReason,
  ResumeChange,
  ImprovementResult,
  InterviewQuestion,
  InterviewQuestions,
  CoverLetter,
} from './modules/module-types.ts';
export { SALARY_BASES, CHANGE_REASONS } from './modules/module-types.ts';
export {
  CLAIM_KINDS,
  type ClaimKind,
  type ClaimCheckOptions,
  type UnsupportedClaim,
} from './modules/claims/find-unsupported-claims.ts';
export {
  ANALYSIS_MODULE_KEYS,
  type AnalysisModuleKey,
  type ModuleOutputs,
  type ModuleRunInput,
  type ModuleRunError,
} from './modules/run-module.ts';
export { adviseOn, type AdviceInputs } from './modules/advise-on-result.ts';
export { ADVICE_MAX_SENTENCES, ADVICE_MIN_SENTENCES, type Advice } from './modules/shared/advice.ts';
export type { ResumeAuditInput } from './modules/resume-audit/audit-resume.ts';
export type { JobDecoderInput } from './modules/job-decoder/decode-job.ts';
export { DEMAND_SIGNALS, demandRating, type JobIndexSignal } from './modules/job-decoder/demand-score.ts';
export type { FitMatrixInput } from './modules/fit-matrix/build-fit-matrix.ts';
export type { ResumeImprovementInput } from './modules/resume-improvement/suggest-improvements.ts';
export type { InterviewQuestionsInput } from './modules/interview-questions/generate-questions.ts';
export { INTERVIEW_CATEGORIES } from './modules/interview-questions/question-templates.ts';
export type { CoverLetterInput } from './modules/cover-letter/write-cover-letter.ts';
export { findLetterLanguage, LETTER_LANGUAGES } from './modules/cover-letter/letter-language.ts';
export { AUDIT_FACTORS } from './modules/resume-audit/audit-factors.ts';
export type { AnswerFeedback, AnswerProblem, GradeAnswerInput } from './modules/offline-interview/grade-answer.ts';
export {
  LIVE_FOCUSES,
  LIVE_PLAN_MAX,
  type LiveFocus,
  type LiveInterviewPlan,
  type LivePlanInput,
  type LivePlanQuestion,
} from './modules/live-interview/plan-session.ts';
export { THIN_ANSWER_SCORE } from './modules/live-interview/follow-up.ts';
export type { LiveSessionFeedback, LiveSessionInput, LiveTurnInput } from './modules/live-interview/grade-session.ts';
export { countFillerWords, type FillerCount } from './modules/offline-interview/filler-words.ts';
export * from './modules/goal-assistant/index.ts';
export * from './modules/tailor/index.ts';
export {
  normalizeJobQuery,
  EMPLOYMENT_TYPES,
  FRESHNESS,
  type JobQuery,
  type EmploymentType,
  type Freshness,
  type RemoteMode,
} from './job-search/normalize-query.ts';
export {
  enrichBoardJob,
  jobSeekerProfile,
  scoreJobFit,
  JOB_FIT_WEIGHTS,
  type JobSeekerProfile,
  type JobForFit,
  type JobFit,
} from './job-search/job-fit.ts';
export { agentProfile, AGENT_PROFILE_MAX, type AgentProfile } from './job-search/agent-profile.ts';
export { createTitleMatcher, type TitleMatcher } from './fit/title-similarity.ts';
