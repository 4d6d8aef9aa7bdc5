import { z } from 'zod';
import { text } from './text.ts';

/** The Job Search Agent (docs/product/3-agent-tracker-assistant.md sections 3, 4, 7, 9; docs/decisions/023). */
export const JOB_PAGE_SIZE = 20;
export const FREE_CLEAR_CARDS = 3;
export const FREE_BLURRED_UP_TO = 9;
export const MAX_RADIUS_KM = 100;
export const MAX_YEARS = 20;

export const EmploymentTypeSchema = z.enum(['FULLTIME', 'PARTTIME', 'CONTRACTOR', 'INTERN']);
export type EmploymentType = z.infer<typeof EmploymentTypeSchema>;
export const WorkModeSchema = z.enum(['remote', 'hybrid', 'onsite']);
export const DatePostedSchema = z.enum(['today', '3days', 'week', 'month']);
export type DatePosted = z.infer<typeof DatePostedSchema>;
export const SalaryPeriodSchema = z.enum(['hour', 'day', 'week', 'month', 'year']);

export const PlaceSchema = z.object({
  name: text().max(120),
  region: text().max(80),
  country: text().max(2),
  lat: z.number(),
  lng: z.number(),
});
export type Place = z.infer<typeof PlaceSchema>;

export const NormalizeQueryBodySchema = z.object({
  query: text().trim().min(1, 'Type what job you are looking for.').max(500),
  wid: text().max(200).optional(),
});
export type NormalizeQueryBody = z.infer<typeof NormalizeQueryBodySchema>;

export const NormalizedQuerySchema = z.object({
  query: text().max(500),
  role: text().max(500),
  occupation: z.object({ code: text().max(12), title: text().max(200) }).nullable(),
  location_text: text().max(200).nullable(),
  location: PlaceSchema.nullable(),
  distance_km: z.number().int().min(0).max(MAX_RADIUS_KM).nullable(),
  remote_mode: WorkModeSchema.nullable(),
  freshness: DatePostedSchema,
  employment_types: z.array(EmploymentTypeSchema).max(4),
  years_experience: z.number().int().min(0).max(MAX_YEARS).nullable(),
  salary_floor: z.object({ amount: z.number().int().min(0).max(10_000_000), currency: text().max(3) }).nullable(),
  needs_clarification: z.boolean(),
  clarifying_questions: z.array(text().max(300)).max(5),
});
export type NormalizedQuery = z.infer<typeof NormalizedQuerySchema>;

export const AdvancedFiltersSchema = z.object({
  datePosted: DatePostedSchema.default('month'),
  remoteOnly: z.boolean().default(false),
  employmentTypes: z.array(EmploymentTypeSchema).max(4).default([]),
  radiusKm: z.number().int().min(0).max(MAX_RADIUS_KM).multipleOf(5).default(0),
  yearsExperience: z
    .object({
      min: z.number().int().min(0).max(MAX_YEARS).nullable(),
      max: z.number().int().min(0).max(MAX_YEARS).nullable(),
    })
    .default({ min: null, max: null }),
});
export type AdvancedFilters = z.infer<typeof AdvancedFiltersSchema>;

export const JobSearchBodySchema = z.object({
  normalized: NormalizedQuerySchema,
  filters: AdvancedFiltersSchema.optional(),
  /** True: the Advanced filters rule; false: the query's own readings do. */
  honor_filters: z.boolean().default(true),
  wid: text().max(200).optional(),
  page: z.number().int().min(1).max(50).default(1),
});
export type JobSearchBody = z.input<typeof JobSearchBodySchema>;

export const JobSchema = z.object({
  id: text(),
  title: text(),
  company: text(),
  location: text(),
  posted: text(),
  fetched_at: text(),
  description: text(),
  apply_url: text().nullable(),
  employment_type: EmploymentTypeSchema,
  work_mode: WorkModeSchema,
  fit_score: z.number().nullable(),
  reason: text().nullable(),
  reasons: z.array(text()),
  tag: z.enum(['Newest', 'New']).nullable(),
  source: text(),
  is_demo: z.boolean(),
  flags: z.array(text()),
  contact_email: text().nullable(),
  salary_min: z.number().nullable(),
  salary_max: z.number().nullable(),
  salary_currency: text().nullable(),
  salary_period: SalaryPeriodSchema.nullable(),
  salary_yearly_min: z.number().nullable(),
  salary_yearly_max: z.number().nullable(),
  distance_km: z.number().nullable(),
  skills: z.array(text()),
});
export type Job = z.infer<typeof JobSchema>;

export const SnapshotSchema = z.object({
  totalFound: z.number().int(),
  new72h: z.number().int(),
  fresh7d: z.number().int(),
  /** Fit 75+ among the best-ranked jobs scored against the resume; null without a resume. */
  strongMatches: z.number().int().nullable(),
  strongMatchesOf: z.number().int(),
  companiesCount: z.number().int(),
  countriesCount: z.number().int(),
  remoteCount: z.number().int(),
  fulltimeCount: z.number().int(),
  medianSalary: z.object({ value: z.number(), currency: text() }).nullable(),
  payStatedCount: z.number().int(),
});
export type Snapshot = z.infer<typeof SnapshotSchema>;

export const CoverageSchema = z.object({
  boards: z.number().int(),
  open_jobs: z.number().int(),
  demo: z.boolean(),
  newest_fetched_at: text().nullable(),
  degraded: z.number().int(),
});
export type Coverage = z.infer<typeof CoverageSchema>;

export const JobSearchResponseSchema = z.object({
  jobs: z.array(JobSchema),
  snapshot: SnapshotSchema,
  locked: z.boolean(),
  preview_count: z.number().int(),
  page: z.number().int(),
  has_more: z.boolean(),
  /** The phases this search went through after normalizing: searching, then relaxing and fallback when needed. */
  phases: z.array(z.enum(['searching', 'relaxing', 'fallback'])),
  /** What was loosened, in order, each said to the user. */
  relaxed: z.array(text()),
  fit_available: z.boolean(),
  coverage: CoverageSchema,
});
export type JobSearchResponse = z.infer<typeof JobSearchResponseSchema>;

export const BoardHealthSchema = z.object({
  id: text(),
  source: text(),
  name: text(),
  is_demo: z.boolean(),
  last_run_at: text().nullable(),
  last_success_at: text().nullable(),
  last_items: z.number().int().nullable(),
  last_skipped: z.number().int().nullable(),
  last_error: text().nullable(),
  consecutive_failures: z.number().int(),
  open_jobs: z.number().int(),
});
export const JobIndexStatusSchema = z.object({ coverage: CoverageSchema, boards: z.array(BoardHealthSchema) });
export type JobIndexStatus = z.infer<typeof JobIndexStatusSchema>;

/**
 * POST /api/agent/extract-profile (docs/product/3-agent-tracker-assistant.md section 7): `text` is a resume's text;
 * without it, the workspace's stored resume is read. The answer is the engine's reading, deterministic.
 */
export const EXTRACT_PROFILE_TEXT_MAX = 100_000;
export const ExtractProfileBodySchema = z.object({
  text: text()
    .max(EXTRACT_PROFILE_TEXT_MAX, 'The resume text is too long: the limit is 100,000 characters.')
    .optional(),
  wid: text().trim().min(1, 'Choose a workspace.').max(200),
});
export type ExtractProfileBody = z.infer<typeof ExtractProfileBodySchema>;

export const SeniorityLevelSchema = z.enum(['intern', 'entry', 'mid', 'senior', 'lead', 'executive']);
export const AgentProfileSchema = z.object({
  title: text().nullable(),
  titles: z.array(text()),
  occupation: z.object({ code: text(), title: text() }).nullable(),
  skills: z.array(text()),
  years: z.number().min(0),
  seniority: SeniorityLevelSchema,
  location: text().nullable(),
  employers: z.array(text()),
  education: z.array(text()),
  /** Where the resume came from: the text sent, or the workspace's stored resume. */
  source: z.enum(['text', 'workspace']),
});
export type AgentProfile = z.infer<typeof AgentProfileSchema>;
