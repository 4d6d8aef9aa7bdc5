import { z } from 'zod';

/**
 * The results of the analysis modules (docs/product/2-modules.md section 3): Resume Audit ('Module 1'), Job Decoder
 * ('Module 2'), Fit Matrix ('Module 3'), Resume Improvement ('Module 4'), Interview Questions
 * ('Module 5') and Cover Letter ('Module 9'). Field names are the spec's, exactly. Where the spec is
 * silent the results explain themselves: score factors with what matched and what did not, `source`
 * on every salary figure, `flags` for generated claims the resume does not support (docs/decisions/038 sections 7-9).
 * The engine (packages/engine) produces these objects; a server test parses its real outputs here.
 */

const Score = z.number().min(0).max(100);
const Strings = z.array(z.string());

/** Kinds of claim the never-invent check looks for. */
export const claimKinds = ['employer', 'title', 'degree', 'date', 'number', 'skill', 'name'] as const;
export const ClaimFlagSchema = z.object({
  kind: z.enum(claimKinds),
  /** The unsupported text as it appears in the output. */
  text: z.string(),
  /** Path of the field it is in ('changes[2].new_phrase', 'letter'). */
  field: z.string(),
  message: z.string(),
});
export type ClaimFlag = z.infer<typeof ClaimFlagSchema>;
const Flags = z.array(ClaimFlagSchema);

/** One row of a score's factor table: why the score is what it is. */
export const ScoreFactorSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** Points out of 100 when every factor applies. */
  weight: z.number().min(0),
  /** False when there was no basis for it; its weight went to the others. */
  is_applicable: z.boolean(),
  score: Score,
  /** Points it adds to the overall score. */
  points: z.number().min(0).max(100),
  potential_score: Score,
  matched: Strings,
  missing: Strings,
  detail: z.string(),
});
export type ScoreFactor = z.infer<typeof ScoreFactorSchema>;

export const salaryBases = ['posting', 'bls-percentiles', 'none'] as const;
/** {estimate, currency, source, analysis} (spec), and how it was made. A figure always comes with its source. */
export const SalaryExpectationSchema = z
  .object({
    estimate: z.number().min(0).nullable(),
    currency: z.string().nullable(),
    source: z.string().nullable(),
    analysis: z.string(),
    low: z.number().min(0).nullable(),
    high: z.number().min(0).nullable(),
    period: z.enum(['year', 'month', 'week', 'day', 'hour']).nullable(),
    /** 'none': no source covers the case and no figure is shown (docs/decisions/038 section 7). */
    basis: z.enum(salaryBases),
    experience_level: z.string().nullable(),
    /** The country (ISO alpha-2) the figure applies to: 'US' for BLS, the job's for a stated salary. */
    country: z.string().nullable().optional(),
  })
  .refine((s) => s.estimate === null || (s.source !== null && s.currency !== null), {
    error: 'A salary figure needs its source and currency.',
  });
export type SalaryExpectation = z.infer<typeof SalaryExpectationSchema>;

export const OccupationRefSchema = z.object({
  code: z.string(),
  title: z.string(),
  matched_title: z.string(),
  confidence: z.number().min(0).max(1),
});
export type OccupationRef = z.infer<typeof OccupationRefSchema>;

// ---- Module 1: Resume Audit ('Resume analysis') ----

export const SkillPositionSchema = z.object({
  skill: z.string(),
  /** Quartile among the resume's own skills: 1 = strongest quarter. */
  quantile: z.number().int().min(1).max(4),
  label: z.string(),
  score: Score,
  matched: Strings,
  missing: Strings,
});
export type SkillPosition = z.infer<typeof SkillPositionSchema>;

export const SuggestedJobSchema = z.object({
  title: z.string(),
  match_score: Score,
  code: z.string(),
  relation: z.string(),
  matched_skills: Strings,
  missing_skills: Strings,
});
export type SuggestedJob = z.infer<typeof SuggestedJobSchema>;

export const ResumeAnalysisSchema = z.object({
  score: Score,
  score_potential: Score,
  strengths: Strings,
  weaknesses: Strings,
  years_of_experience: z.number().min(0),
  summary: z.string(),
  skill_quartile: z.object({
    top_skills: z.array(SkillPositionSchema),
    bottom_skills: z.array(SkillPositionSchema),
    basis: z.string(),
  }),
  salary_expectations: SalaryExpectationSchema,
  improvements_to_potential: z.array(z.object({ action: z.string(), impact: z.number().min(0), factor: z.string() })),
  suggested_jobs: z.object({
    top_jobs: z.array(SuggestedJobSchema),
    top_skills: z.array(z.object({ skill: z.string(), jobs: z.number().int().min(0), is_in_resume: z.boolean() })),
    next_best_move: SuggestedJobSchema.extend({ why: z.string() }).nullable(),
    basis: z.string(),
  }),
  factors: z.array(ScoreFactorSchema),
  occupation: OccupationRefSchema.nullable(),
  experience_basis: z.string(),
  flags: Flags,
});
export type ResumeAnalysis = z.infer<typeof ResumeAnalysisSchema>;

// ---- Module 2: Job Decoder ('Job analysis') ----

/** docs/product/2-modules.md section 4: the rating text of a demand score. */
export const demandRatingTexts = {
  high: 'Highly competitive market with strong demand.',
  moderate: 'Moderate demand with steady opportunities.',
  limited: 'Limited demand—target applications strategically.',
  none: 'No source covers the demand for this posting.',
} as const;
export function demandRatingText(score: number | null): string {
  if (score === null) return demandRatingTexts.none;
  return score >= 80 ? demandRatingTexts.high : score >= 50 ? demandRatingTexts.moderate : demandRatingTexts.limited;
}

export const DemandSignalSchema = z.object({
  id: z.string(),
  label: z.string(),
  weight: z.number().min(0),
  is_applicable: z.boolean(),
  value: z.number().nullable(),
  score: Score,
  points: z.number().min(0).max(100),
  source: z.string().nullable(),
  detail: z.string(),
});
export type DemandSignal = z.infer<typeof DemandSignalSchema>;

export const SalaryRangeSchema = z.object({
  experience_level: z.string(),
  low: z.number().min(0).nullable(),
  high: z.number().min(0).nullable(),
  currency: z.string(),
  source: z.string().min(1),
  low_percentile: z.string(),
  high_percentile: z.string(),
});
export type SalaryRange = z.infer<typeof SalaryRangeSchema>;

export const skillImportances = ['required', 'preferred', 'mentioned'] as const;
export const SkillNeededSchema = z.object({
  skill: z.string(),
  importance: z.enum(skillImportances),
  category: z.string(),
  is_hot: z.boolean(),
  is_in_demand: z.boolean(),
  evidence: z.string(),
});
export type SkillNeeded = z.infer<typeof SkillNeededSchema>;

export const MarketOffersSchema = z.object({
  total_offers: z.number().int().min(0).nullable(),
  demand_trend: z.enum(['rising', 'steady', 'falling']).nullable(),
  /** No source publishes application success rates: null, with the reason in `note`. */
  success_rate: z.number().min(0).max(100).nullable(),
  source: z.string().nullable(),
  note: z.string(),
  offers: z.array(
    z.object({
      title: z.string(),
      company: z.string().nullable(),
      location: z.string().nullable(),
      url: z.string().nullable(),
    }),
  ),
});
export type MarketOffers = z.infer<typeof MarketOffersSchema>;

export const JobAnalysisSchema = z.object({
  summary: z.string(),
  demand_score: Score.nullable(),
  demand_rating: z.string(),
  demand_signals: z.array(DemandSignalSchema),
  salary_ranges: z.array(SalaryRangeSchema),
  salary_note: z.string(),
  stated_salary: z
    .object({
      low: z.number(),
      high: z.number(),
      currency: z.string(),
      period: z.enum(['year', 'month', 'week', 'day', 'hour']),
      text: z.string(),
      source: z.string(),
    })
    .nullable(),
  /** Spec: each a string or {skill, importance}; the engine always sends objects. */
  skills_needed: z.array(z.union([z.string(), SkillNeededSchema])),
  market_offers: MarketOffersSchema,
  location: z.object({
    requested: z.string().nullable(),
    posting: z.string().nullable(),
    workplace: z.enum(['remote', 'hybrid', 'onsite']).nullable(),
    note: z.string(),
  }),
  occupation: OccupationRefSchema.nullable(),
  flags: Flags,
});
export type JobAnalysis = z.infer<typeof JobAnalysisSchema>;

// ---- Module 3: Fit Matrix ('Fit result') ----

export const RequirementResultSchema = z.object({
  id: z.string(),
  requirement: z.string(),
  label: z.string(),
  kind: z.enum(['must', 'nice']),
  type: z.enum(['skill', 'experience', 'education']),
  status: z.enum(['met', 'partial', 'missing']),
  score: Score,
  evidence: Strings,
  missing: Strings,
  note: z.string(),
});
export type RequirementResult = z.infer<typeof RequirementResultSchema>;

export const FitResultSchema = z.object({
  overall_fit: z.object({ score: Score, summary: z.string() }),
  potential_score: Score,
  reasons_to_hire: Strings,
  reasons_to_reject: Strings,
  cv_items_to_focus: z.array(z.object({ item: z.string(), description: z.string() })),
  salary_expectation: SalaryExpectationSchema,
  interview_items: z.object({ technical: Strings, behavioral: Strings, cv_related: Strings }),
  factors: z.array(ScoreFactorSchema),
  requirements: z.array(RequirementResultSchema),
  flags: Flags,
});
export type FitResult = z.infer<typeof FitResultSchema>;

// ---- Module 4: Resume Improvement ('Improvement result') ----

/**
 * docs/product/2-modules.md section 5: a change with no rationale lines is invalid; the screen shows the lines
 * beginning with '- ' as bullets.
 */
export const rationaleLines = (rationale: string) => rationale.split('\n').filter((l) => l.startsWith('- '));
export const changeReasons = [
  'weak-verb',
  'passive-voice',
  'missing-outcome',
  'missing-keyword',
  'mixed-tense',
  'filler-words',
] as const;
export const ResumeChangeSchema = z.object({
  /** Verbatim from the resume. */
  old_phrase: z.string().min(1),
  new_phrase: z.string().min(1),
  rationale: z.string().refine((r) => rationaleLines(r).length > 0, {
    error: "A change needs at least one rationale line starting with '- '.",
  }),
  reasons: z.array(z.enum(changeReasons)),
  section: z.string(),
  /** Bracketed placeholders in new_phrase for the user to fill ('[add the result, e.g. time or money saved]'). */
  placeholders: Strings,
});
export type ResumeChange = z.infer<typeof ResumeChangeSchema>;

export const ImprovementResultSchema = z.object({ changes: z.array(ResumeChangeSchema), flags: Flags });
export type ImprovementResult = z.infer<typeof ImprovementResultSchema>;

// ---- Module 5: Interview Questions ----

export const InterviewQuestionSchema = z.object({
  question: z.string().min(1),
  /** Spec: a list or newline-separated text; the engine sends a list. */
  guidelines: z.union([Strings, z.string()]),
  basis: z.string(),
  flags: Flags,
});
export type InterviewQuestion = z.infer<typeof InterviewQuestionSchema>;

/** Category name -> questions (spec: a map). */
export const InterviewQuestionsSchema = z.record(z.string(), z.array(InterviewQuestionSchema));
export type InterviewQuestions = z.infer<typeof InterviewQuestionsSchema>;

// ---- Module 9: Cover Letter ----

export const CoverLetterSchema = z.object({
  /** The whole letter, ready to send (the built-in writer leaves no placeholders; a language model may). */
  letter: z.string().min(1),
  greeting: z.string(),
  paragraphs: Strings.min(1),
  closing: z.string(),
  signature: z.string(),
  placeholders: Strings,
  evidence: z.array(z.object({ requirement: z.string(), resume_line: z.string(), sentence: z.string().nullish() })),
  posting_evidence: z.array(z.object({ sentence: z.string(), posting_text: z.string() })).nullish(),
  language: z.string(),
  /**
   * The posting's language (a BCP-47 code: 'de') when it is not the one the letter is written in: the screen says so
   * above the letter. Absent when they are the same.
   */
  posting_language: z.string().nullish(),
  flags: Flags,
});
export type CoverLetter = z.infer<typeof CoverLetterSchema>;

// ---- By module key ----

export const analysisModuleKeys = ['Module 1', 'Module 2', 'Module 3', 'Module 4', 'Module 5', 'Module 9'] as const;
export type AnalysisModuleKey = (typeof analysisModuleKeys)[number];

export const analysisResultSchemas = {
  'Module 1': ResumeAnalysisSchema,
  'Module 2': JobAnalysisSchema,
  'Module 3': FitResultSchema,
  'Module 4': ImprovementResultSchema,
  'Module 5': InterviewQuestionsSchema,
  'Module 9': CoverLetterSchema,
} as const satisfies Record<AnalysisModuleKey, z.ZodType>;
export type AnalysisResult<K extends AnalysisModuleKey> = z.infer<(typeof analysisResultSchemas)[K]>;

/**
 * docs/product/1-platform.md section 4: results of modules 1, 2, 3 and 9 are kept as text (a JSON string), 4 and 5 as
 * JSON.
 */
export const analysisResultsStoredAsText: readonly AnalysisModuleKey[] = [
  'Module 1',
  'Module 2',
  'Module 3',
  'Module 9',
];

/** A stored result (a JSON string or an object) checked against its module's schema; invalid data is an error value. */
export function parseStoredAnalysisResult<K extends AnalysisModuleKey>(
  key: K,
  stored: unknown,
): { success: true; data: AnalysisResult<K> } | { success: false; error: string } {
  let value = stored;
  if (typeof stored === 'string') {
    try {
      value = JSON.parse(stored) as unknown;
    } catch {
      return { success: false, error: `${key} result is not valid JSON.` };
    }
  }
  const parsed = analysisResultSchemas[key].safeParse(value);
  return parsed.success
    ? { success: true, data: parsed.data as AnalysisResult<K> }
    : { success: false, error: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
}
