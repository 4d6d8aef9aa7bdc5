import type { FitFactorId } from './fit-factors.ts';
import type { FitEvidence, RequirementMatch } from './requirement-match.ts';

export interface FitFactor {
  readonly id: FitFactorId;
  readonly label: string;
  readonly description: string;
  /** Nominal weight (points out of 100 when every factor applies). */
  readonly weight: number;
  /** False when the posting gives no basis for it (no nice-to-haves, no degree asked...); its weight goes to the others. */
  readonly isApplicable: boolean;
  /** 0-100: how well the resume does on this factor alone. */
  readonly score: number;
  /** Points this factor adds to the overall score. */
  readonly points: number;
  readonly potentialScore: number;
  readonly matches: readonly RequirementMatch[];
  /** Evidence not tied to one requirement (the closest role title for the title factor). */
  readonly evidence: readonly FitEvidence[];
  /** Words or items not found (keywords factor: posting words absent from the resume). */
  readonly missing: readonly string[];
  readonly detail: string;
}

export interface FitImprovement {
  readonly action: string;
  /** Points the overall score would gain. */
  readonly impact: number;
  readonly requirementId: string | null;
}

export interface FocusItem {
  readonly item: string;
  readonly description: string;
}

export interface FitResult {
  /** 0-100, one decimal: the weighted factors. */
  readonly score: number;
  /** 0-100: the score once partly evidenced requirements are made explicit and demonstrable soft skills shown; hard gaps stay. */
  readonly potentialScore: number;
  readonly factors: readonly FitFactor[];
  readonly requirements: readonly RequirementMatch[];
  readonly reasonsToHire: readonly string[];
  readonly reasonsToReject: readonly string[];
  readonly focusItems: readonly FocusItem[];
  readonly improvements: readonly FitImprovement[];
  readonly summary: string;
}
