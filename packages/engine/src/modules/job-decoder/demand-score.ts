import type { EngineData } from '../../engine-data.ts';
import type { ParsedPosting } from '../../posting/parse-posting.ts';
import type { DemandSignal } from '../module-types.ts';
import type { Figures } from '../shared/figures.ts';
import { combineFactors, type FactorMeasure } from '../shared/score-factors.ts';
import { joinList } from '../shared/text-helpers.ts';

/** What the server may pass about its own job index: postings matching this occupation now and before. */
export interface JobIndexSignal {
  /** Postings in the index matching the posting's occupation or title. */
  readonly totalOffers: number;
  /** The same count for the previous window, for a trend. */
  readonly previousOffers?: number | null;
  /** Where the count comes from ('Local job index, last 30 days'). */
  readonly source: string;
  readonly offers?: ReadonlyArray<{
    readonly title: string;
    readonly company?: string | null;
    readonly location?: string | null;
    readonly url?: string | null;
  }>;
}

/** The demand signals as data: weight, and the reference points that turn a measurement into 0-100. */
export const DEMAND_SIGNALS = [
  { id: 'employment', label: 'Jobs in the occupation (BLS employment)', weight: 50 },
  { id: 'hot-skills', label: "Share of the posting's tools that O*NET flags hot or in demand", weight: 30 },
  { id: 'index-postings', label: 'Matching postings in the job index', weight: 20 },
] as const;
export type DemandSignalId = (typeof DEMAND_SIGNALS)[number]['id'];

export const DEMAND_SCALE = {
  /** Employment on a log scale: this many jobs score 0 ... */
  employmentFloor: 1_000,
  /** ... and this many score 100 (the largest occupations have several million). */
  employmentCeiling: 2_000_000,
  /** Matching postings in the index that score 100 (log scale). */
  indexCeiling: 50,
} as const;

/** docs/product/2-modules.md section 4: the rating text of a demand score. */
export function demandRating(score: number | null): string {
  if (score === null) return 'No source covers the demand for this posting.';
  if (score >= 80) return 'Highly competitive market with strong demand.';
  if (score >= 50) return 'Moderate demand with steady opportunities.';
  return 'Limited demand—target applications strategically.';
}

/** Posting parts where a skill name is more likely a place or a name ('San Antonio' is not SAN storage). */
const NOT_SKILL_PARTS: ReadonlySet<string> = new Set(['location', 'company', 'title', 'salary', 'benefits', 'other']);

/** The posting's vocabulary skills, without mere mentions in its location, company or title lines. */
export function postingSkills(posting: ParsedPosting): ParsedPosting['skills'] {
  return posting.skills.filter(
    (s) => s.importance !== 'mentioned' || s.evidence.some((e) => !NOT_SKILL_PARTS.has(e.section)),
  );
}

const logScale = (value: number, floor: number, ceiling: number) =>
  Math.max(
    0,
    Math.min(1, (Math.log10(Math.max(1, value)) - Math.log10(floor)) / (Math.log10(ceiling) - Math.log10(floor))),
  );

/** BLS employment of the occupation's own SOC row (or its broad group's when BLS has no detailed row). */
export function occupationEmployment(
  code: string,
  data: EngineData,
): { employment: number; soc: string; title: string } | null {
  const soc = code.slice(0, 7);
  for (const key of [soc, `${soc.slice(0, 6)}0`]) {
    const row = data.wageBySoc.get(key);
    if (row && row.employment > 0) return { employment: row.employment, soc: row.soc, title: row.title };
  }
  return null;
}

/**
 * scoreDemand: demand for the posting's occupation from named signals (DEMAND_SIGNALS): BLS employment
 * size, the share of the posting's tools O*NET flags hot or in demand, and, when the server passes
 * one, the count of matching postings in its index. A signal without data is left out and the others
 * share its weight; with none, there is no score (docs/decisions/038 section 7).
 */
export function scoreDemand(
  posting: ParsedPosting,
  index: JobIndexSignal | null,
  data: EngineData,
  figures: Figures,
): { score: number | null; signals: DemandSignal[] } {
  const employment = posting.occupation ? occupationEmployment(posting.occupation.code, data) : null;
  const tools = postingSkills(posting).filter((s) => s.skill.category === 'technology');
  const hot = tools.filter((s) => s.skill.isHot || s.skill.isInDemand);
  const label = data.bundle.wageSource.label;
  const measures: Record<DemandSignalId, FactorMeasure & { value: number | null; source: string | null }> = {
    employment: employment
      ? {
          isApplicable: true,
          score: logScale(employment.employment, DEMAND_SCALE.employmentFloor, DEMAND_SCALE.employmentCeiling),
          potential: 0,
          matched: [`${figures.number(employment.employment)} jobs`],
          missing: [],
          detail: `${figures.number(employment.employment)} people employed as ${employment.title} (${label}); ${figures.number(DEMAND_SCALE.employmentFloor)} scores ${figures.number(0)}, ${figures.number(DEMAND_SCALE.employmentCeiling)} or more scores ${figures.number(100)} on a log scale`,
          value: employment.employment,
          source: `${label}, SOC ${employment.soc} ${employment.title}`,
        }
      : {
          isApplicable: false,
          score: 0,
          potential: 0,
          matched: [],
          missing: [],
          detail: posting.occupation
            ? 'BLS publishes no employment for this occupation'
            : 'The posting title matched no occupation',
          value: null,
          source: null,
        },
    'hot-skills':
      tools.length > 0
        ? {
            isApplicable: true,
            score: hot.length / tools.length,
            potential: 0,
            matched: hot.map((s) => s.skill.name),
            missing: tools.filter((s) => !hot.includes(s)).map((s) => s.skill.name),
            detail: `${figures.number(hot.length)} of ${figures.number(tools.length)} tools in the posting are O*NET hot or in-demand technologies${hot.length > 0 ? `: ${joinList(hot.slice(0, 5).map((s) => s.skill.name))}` : ''}`,
            value: Math.round((hot.length / tools.length) * 100) / 100,
            source: 'O*NET 29.3 Technology Skills',
          }
        : {
            isApplicable: false,
            score: 0,
            potential: 0,
            matched: [],
            missing: [],
            detail: 'The posting names no tools',
            value: null,
            source: null,
          },
    'index-postings': index
      ? {
          isApplicable: true,
          score: logScale(1 + index.totalOffers, 1, 1 + DEMAND_SCALE.indexCeiling),
          potential: 0,
          matched: [],
          missing: [],
          detail: `${figures.number(index.totalOffers)} matching postings (${index.source}); ${figures.number(DEMAND_SCALE.indexCeiling)} or more score ${figures.number(100)}`,
          value: index.totalOffers,
          source: index.source,
        }
      : {
          isApplicable: false,
          score: 0,
          potential: 0,
          matched: [],
          missing: [],
          detail: 'No job index was searched for this analysis',
          value: null,
          source: null,
        },
  };
  const combined = combineFactors(DEMAND_SIGNALS, measures);
  const signals = combined.factors.map((f): DemandSignal => {
    const m = measures[f.id as DemandSignalId];
    return {
      id: f.id,
      label: f.label,
      weight: f.weight,
      is_applicable: f.is_applicable,
      value: m.value,
      score: f.score,
      points: f.points,
      source: m.source,
      detail: f.detail,
    };
  });
  const anyApplicable = signals.some((s) => s.is_applicable);
  return { score: anyApplicable ? Math.round(combined.score) : null, signals };
}
