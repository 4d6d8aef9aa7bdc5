/**
 * The module outputs: the shapes of docs/product/2-modules.md section 3, field for field (snake_case as the spec writes
 * them: these objects are the wire format), plus the explanation fields the spec is silent on:
 * factors with what matched and what did not, `source` on every salary figure, `flags` for claims
 * the resume does not support. packages/contracts holds the zod schemas of the same shapes; a server
 * test parses real engine outputs with them.
 */
import type { ClaimKind } from './claims/find-unsupported-claims.ts';

/** A generated claim the resume does not support, and where it is in the output. */
export interface ClaimFlag {
  readonly kind: ClaimKind;
  readonly text: string;
  /** Path of the field in the output ('changes[2].new_phrase', 'letter'). */
  readonly field: string;
  readonly message: string;
}

/** One row of a score's factor table: its weight, its score and what matched and what did not. */
export interface ScoreFactor {
  readonly id: string;
  readonly label: string;
  /** Nominal weight (points out of 100 when every factor applies). */
  readonly weight: number;
  /** False when there is no basis for it; its weight goes to the others. */
  readonly is_applicable: boolean;
  /** 0-100: this factor alone. */
  readonly score: number;
  /** Points it adds to the overall score. */
  readonly points: number;
  /** 0-100: this factor once the listed improvements are made (never by adding facts). */
  readonly potential_score: number;
  readonly matched: readonly string[];
  readonly missing: readonly string[];
  readonly detail: string;
}

export const SALARY_BASES = ['posting', 'bls-percentiles', 'none'] as const;
export type SalaryBasis = (typeof SALARY_BASES)[number];

/** salary_expectations (module 1) / salary_expectation (module 3): {estimate, currency, source, analysis} and how it was made. */
export interface SalaryExpectation {
  /** Annual (or the posting's period) amount; null when no source covers the case. */
  readonly estimate: number | null;
  readonly currency: string | null;
  /** The named source ('BLS OEWS May 2024, SOC 15-1252 Software Developers', 'Job posting'); null when none covers it. */
  readonly source: string | null;
  readonly analysis: string;
  readonly low: number | null;
  readonly high: number | null;
  readonly period: 'year' | 'month' | 'week' | 'day' | 'hour' | null;
  readonly basis: SalaryBasis;
  readonly experience_level: string | null;
  /** The country (ISO alpha-2) the figure applies to: 'US' for BLS, the job's for a stated salary; null when unknown. */
  readonly country?: string | null;
}

export interface OccupationRef {
  readonly code: string;
  readonly title: string;
  /** The title in the text that was matched to it. */
  readonly matched_title: string;
  readonly confidence: number;
}

export interface SkillPosition {
  readonly skill: string;
  /** Quartile among this resume's skills: 1 = strongest quarter, 4 = weakest. */
  readonly quantile: 1 | 2 | 3 | 4;
  readonly label: string;
  /** 0-100: evidence in the resume and demand for the skill in the matched occupation. */
  readonly score: number;
  readonly matched: readonly string[];
  readonly missing: readonly string[];
}

export interface SuggestedJob {
  readonly title: string;
  /** 0-100: skill overlap with the occupation, and how close it is to the resume's own roles. */
  readonly match_score: number;
  readonly code: string;
  readonly relation: string;
  readonly matched_skills: readonly string[];
  readonly missing_skills: readonly string[];
}

export interface ResumeAnalysis {
  readonly score: number;
  readonly score_potential: number;
  readonly strengths: readonly string[];
  readonly weaknesses: readonly string[];
  readonly years_of_experience: number;
  readonly summary: string;
  readonly skill_quartile: {
    readonly top_skills: readonly SkillPosition[];
    readonly bottom_skills: readonly SkillPosition[];
    readonly basis: string;
  };
  readonly salary_expectations: SalaryExpectation;
  readonly improvements_to_potential: ReadonlyArray<{
    readonly action: string;
    readonly impact: number;
    readonly factor: string;
  }>;
  readonly suggested_jobs: {
    readonly top_jobs: readonly SuggestedJob[];
    readonly top_skills: ReadonlyArray<{
      readonly skill: string;
      readonly jobs: number;
      readonly is_in_resume: boolean;
    }>;
    readonly next_best_move: (SuggestedJob & { readonly why: string }) | null;
    readonly basis: string;
  };
  readonly factors: readonly ScoreFactor[];
  readonly occupation: OccupationRef | null;
  readonly experience_basis: string;
  readonly flags: readonly ClaimFlag[];
}

export interface DemandSignal {
  readonly id: string;
  readonly label: string;
  readonly weight: number;
  readonly is_applicable: boolean;
  /** The measured value (employment count, share, postings). */
  readonly value: number | null;
  readonly score: number;
  readonly points: number;
  readonly source: string | null;
  readonly detail: string;
}

export interface SalaryRange {
  readonly experience_level: string;
  readonly low: number | null;
  readonly high: number | null;
  readonly currency: string;
  readonly source: string;
  readonly low_percentile: string;
  readonly high_percentile: string;
}

export interface SkillNeeded {
  readonly skill: string;
  readonly importance: 'required' | 'preferred' | 'mentioned';
  readonly category: string;
  readonly is_hot: boolean;
  readonly is_in_demand: boolean;
  /** The posting text that names it. */
  readonly evidence: string;
}

export interface MarketOffers {
  readonly total_offers: number | null;
  readonly demand_trend: 'rising' | 'steady' | 'falling' | null;
  /** No source publishes application success rates: always null, with the reason in `note`. */
  readonly success_rate: number | null;
  readonly source: string | null;
  readonly note: string;
  readonly offers: ReadonlyArray<{
    readonly title: string;
    readonly company: string | null;
    readonly location: string | null;
    readonly url: string | null;
  }>;
}

export interface JobAnalysis {
  readonly summary: string;
  /** 0-100 from the named signals; null when no signal applies. */
  readonly demand_score: number | null;
  /** The spec's rating text for the score (docs/product/2-modules.md section 4). */
  readonly demand_rating: string;
  readonly demand_signals: readonly DemandSignal[];
  readonly salary_ranges: readonly SalaryRange[];
  readonly salary_note: string;
  /** A salary the posting states, with the posting as source. */
  readonly stated_salary: {
    readonly low: number;
    readonly high: number;
    readonly currency: string;
    readonly period: 'year' | 'month' | 'week' | 'day' | 'hour';
    readonly text: string;
    readonly source: string;
  } | null;
  readonly skills_needed: readonly SkillNeeded[];
  readonly market_offers: MarketOffers;
  readonly location: {
    readonly requested: string | null;
    readonly posting: string | null;
    readonly workplace: 'remote' | 'hybrid' | 'onsite' | null;
    readonly note: string;
  };
  readonly occupation: OccupationRef | null;
  readonly flags: readonly ClaimFlag[];
}

export interface RequirementResult {
  readonly id: string;
  readonly requirement: string;
  readonly label: string;
  readonly kind: 'must' | 'nice';
  readonly type: 'skill' | 'experience' | 'education';
  readonly status: 'met' | 'partial' | 'missing';
  /** 0-100. */
  readonly score: number;
  readonly evidence: readonly string[];
  readonly missing: readonly string[];
  readonly note: string;
}

export interface FitMatrix {
  readonly overall_fit: { readonly score: number; readonly summary: string };
  readonly potential_score: number;
  readonly reasons_to_hire: readonly string[];
  readonly reasons_to_reject: readonly string[];
  readonly cv_items_to_focus: ReadonlyArray<{ readonly item: string; readonly description: string }>;
  readonly salary_expectation: SalaryExpectation;
  readonly interview_items: {
    readonly technical: readonly string[];
    readonly behavioral: readonly string[];
    readonly cv_related: readonly string[];
  };
  readonly factors: readonly ScoreFactor[];
  readonly requirements: readonly RequirementResult[];
  readonly flags: readonly ClaimFlag[];
}

export const CHANGE_REASONS = [
  'weak-verb',
  'passive-voice',
  'missing-outcome',
  'missing-keyword',
  'mixed-tense',
  'filler-words',
] as const;
export type ChangeReason = (typeof CHANGE_REASONS)[number];

export interface ResumeChange {
  /** Verbatim from the resume. */
  readonly old_phrase: string;
  readonly new_phrase: string;
  /** One line per reason, each starting with '- '. */
  readonly rationale: string;
  readonly reasons: readonly ChangeReason[];
  readonly section: string;
  /** Bracketed placeholders in new_phrase for the user to fill (the engine no longer writes any: always empty). */
  readonly placeholders: readonly string[];
}

export interface ImprovementResult {
  readonly changes: readonly ResumeChange[];
  readonly flags: readonly ClaimFlag[];
}

export interface InterviewQuestion {
  readonly question: string;
  readonly guidelines: readonly string[];
  /** What the question comes from: a posting requirement, a gap, a resume role. */
  readonly basis: string;
  readonly flags: readonly ClaimFlag[];
}

/** Category name -> questions (spec: a map); each question carries its own flags. */
export type InterviewQuestions = Readonly<Record<string, readonly InterviewQuestion[]>>;

export interface CoverLetter {
  /** The whole letter, ready to send: it has no placeholders (`placeholders` stays empty). */
  readonly letter: string;
  readonly greeting: string;
  readonly paragraphs: readonly string[];
  readonly closing: string;
  readonly signature: string;
  readonly placeholders: readonly string[];
  /**
   * Which posting requirement each resume line in the letter answers, and the letter's sentence that
   * rests on it (`sentence`, as it reads in the letter).
   */
  readonly evidence: ReadonlyArray<{
    readonly requirement: string;
    readonly resume_line: string;
    readonly sentence?: string;
  }>;
  /** The letter's sentences built on the posting's own words (why the role appeals), with the posting's sentence. */
  readonly posting_evidence?: ReadonlyArray<{ readonly sentence: string; readonly posting_text: string }>;
  readonly language: string;
  /** The posting's language ('de') when the letter is written in another one; absent when they are the same. */
  readonly posting_language?: string;
  readonly flags: readonly ClaimFlag[];
}
