import type { ScoreFactor } from '../module-types.ts';
import { clampScore, round1 } from './text-helpers.ts';

export interface FactorDefinition<Id extends string = string> {
  readonly id: Id;
  readonly label: string;
  /** Points out of 100 when every factor applies. */
  readonly weight: number;
}

/** One factor measured: 0-1 scores, what matched, what did not. */
export interface FactorMeasure {
  readonly isApplicable: boolean;
  readonly score: number;
  /** 0-1 once the fixes that need no new facts are made; at least `score`. */
  readonly potential: number;
  readonly matched: readonly string[];
  readonly missing: readonly string[];
  readonly detail: string;
}

export interface CombinedScore {
  /** 0-100, one decimal. */
  readonly score: number;
  readonly potential: number;
  readonly factors: ScoreFactor[];
}

/**
 * The weighted sum of a factor table: factors without a basis are left out and the others share their
 * weight; every score clamped to 0-100.
 */
export function combineFactors<Id extends string>(
  definitions: readonly FactorDefinition<Id>[],
  measures: Readonly<Record<Id, FactorMeasure>>,
): CombinedScore {
  const total = definitions.filter((d) => measures[d.id].isApplicable).reduce((sum, d) => sum + d.weight, 0);
  const factors = definitions.map((d): ScoreFactor => {
    const m = measures[d.id];
    const share = m.isApplicable && total > 0 ? d.weight / total : 0;
    const score = clampScore(m.score * 100);
    return {
      id: d.id,
      label: d.label,
      weight: d.weight,
      is_applicable: m.isApplicable,
      score: round1(score),
      points: round1(share * score),
      potential_score: round1(clampScore(Math.max(m.score, m.potential) * 100)),
      matched: m.matched,
      missing: m.missing,
      detail: m.detail,
    };
  });
  const score = round1(
    clampScore(factors.reduce((sum, f) => sum + (f.is_applicable && total > 0 ? (f.weight / total) * f.score : 0), 0)),
  );
  const potential = round1(
    clampScore(
      factors.reduce((sum, f) => sum + (f.is_applicable && total > 0 ? (f.weight / total) * f.potential_score : 0), 0),
    ),
  );
  return { score, potential: Math.max(score, potential), factors };
}
