import { z } from 'zod';
import { text } from './text.ts';
import { analysisModuleKeys, type AnalysisModuleKey } from './module-outputs.ts';

/** Longest resume or posting text an analysis call accepts in its body (characters). */
export const ANALYSIS_TEXT_MAX = 100_000;
/** Shortest resume or posting text a module runs on (docs/product/2-modules.md sections 5 and 9). */
export const ANALYSIS_TEXT_MIN = 10;

/** Which documents a module reads: the resume, the job posting, or both. */
export type AnalysisDocumentNeeds = 'cv' | 'jd' | 'both';

/**
 * Which documents each module needs before it runs (docs/product/2-modules.md section 5): one table for the server's
 * checks and the web's missing-document notices, so they cannot disagree. Resume Improvement needs the resume only;
 * a posting, when there is one, adds its skills.
 */
export const analysisDocumentNeeds = {
  'Module 1': 'cv',
  'Module 2': 'jd',
  'Module 3': 'both',
  'Module 4': 'cv',
  'Module 5': 'both',
  'Module 9': 'both',
} as const satisfies Record<AnalysisModuleKey, AnalysisDocumentNeeds>;

/** docs/product/2-modules.md section 5's texts for a text that is too short. */
export const analysisTooShortMessages = {
  cv: 'Resume content must be at least 10 characters. Please add more details.',
  jd: 'Job posting must be at least 10 characters. Please add more details.',
  jdDecoder: 'Job posting must be at least 10 characters.',
} as const;

const field = (max: number) => text().max(max).optional();

/**
 * POST /api/modules/process (docs/decisions/010): multipart (docs/product/1-platform.md section 7) or JSON. Every field
 * is text; cv_text and jd_text override the workspace's stored documents for this run only.
 */
export const ProcessModuleBodySchema = z.object({
  user_id: field(200),
  module: text({ error: 'module is required.' }).min(1, 'module is required.').max(40),
  action: field(40),
  language: field(40),
  wid: text({ error: 'wid is required.' }).min(1, 'wid is required.').max(200),
  cv_text: text()
    .max(ANALYSIS_TEXT_MAX, `Resume content must be at most ${ANALYSIS_TEXT_MAX.toLocaleString('en-US')} characters.`)
    .optional(),
  jd_text: text()
    .max(ANALYSIS_TEXT_MAX, `Job posting must be at most ${ANALYSIS_TEXT_MAX.toLocaleString('en-US')} characters.`)
    .optional(),
  /** The spec's camelCase names of the same two fields (docs/decisions/038 section 1: accepted under both). */
  cvText: text()
    .max(ANALYSIS_TEXT_MAX, `Resume content must be at most ${ANALYSIS_TEXT_MAX.toLocaleString('en-US')} characters.`)
    .optional(),
  jdText: text()
    .max(ANALYSIS_TEXT_MAX, `Job posting must be at most ${ANALYSIS_TEXT_MAX.toLocaleString('en-US')} characters.`)
    .optional(),
  question: field(2000),
  answer: text().max(5000, 'Answer must be at most 5000 characters.').optional(),
  /** Offline Interview: what the speaker said in an audio answer (the browser's recognition, or typed by the user). */
  transcript: text().max(5000, 'The transcript must be at most 5000 characters.').optional(),
  transcript_source: z.enum(['browser', 'typed']).optional(),
  location: field(200),
  session_id: field(200),
});
export type ProcessModuleBody = z.infer<typeof ProcessModuleBodySchema>;

/** Where a result came from: the embedded engine, or the configured LLM (checked by the same schema). */
export const analysisSources = ['engine', 'llm'] as const;
export type AnalysisSource = (typeof analysisSources)[number];
/** Run-level flags: 'llm_fallback' = the LLM's output was invalid twice and the engine's result is shown. */
export const analysisRunFlags = ['llm_fallback', 'llm_unavailable'] as const;
export type AnalysisRunFlag = (typeof analysisRunFlags)[number];

/**
 * The answer of an analysis run. `result` is what the workspace stores and hydrates (docs/product/1-platform.md
 * section 4): a JSON string for modules 1, 2, 3 and 9, the object for modules 4 and 5.
 */
export const ProcessModuleResponseSchema = z.object({
  result: z.unknown(),
  message: text(),
  module: z.enum(analysisModuleKeys),
  run_id: text(),
  timestamp: text(),
  source: z.enum(analysisSources),
  flags: z.array(z.enum(analysisRunFlags)),
  /** True when nothing changed since the last run: the stored result is returned and no credit is spent. */
  reused: z.boolean().optional(),
  /** 'What to do next': three to five plain sentences built from the result (docs/decisions/018); null when the result is not readable. */
  advice: z.array(z.string()).nullish(),
});
export type ProcessModuleResponse = z.infer<typeof ProcessModuleResponseSchema>;

/** The letter languages the built-in engine writes (the engine's own list; a server test keeps them equal). */
export const builtInLetterLanguages = ['en', 'es', 'fr', 'de', 'it', 'pt'] as const;

/** GET /api/modules/capabilities: what this server's writer can do, so a screen says so before any charge. */
export const ModuleCapabilitiesResponseSchema = z.object({
  /** An OpenAI-compatible model is configured: it writes any language, and each run gives a new version (charged). */
  llm: z.boolean(),
  /** Language codes a letter can be written in; null when any language can (the model writes it). */
  letter_languages: z.array(text()).nullable(),
  /** The Job Decoder's salary figures are national: a location does not change them. */
  location_changes_salary: z.boolean(),
});
export type ModuleCapabilitiesResponse = z.infer<typeof ModuleCapabilitiesResponseSchema>;

export const reusedRunMessage =
  'Nothing changed since your last run, so here is the same result again. No credit was used.';
export const letterLanguageUnavailableMessage = (language: string) =>
  `This server's built-in writer writes letters in English, Spanish, French, German, Italian and Portuguese. '${language}' needs a language model, which is not configured here. Choose one of those languages: nothing was charged.`;
