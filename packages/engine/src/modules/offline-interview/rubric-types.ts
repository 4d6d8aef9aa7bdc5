/** One row of the answer rubric: its score, weight, what the grader saw and the answer's words that earned it. */
export interface RubricCriterion {
  readonly id: 'structure' | 'specificity' | 'relevance' | 'length';
  readonly label: string;
  /** 0-100 for this criterion alone. */
  readonly score: number;
  readonly weight: number;
  readonly detail: string;
  readonly evidence: readonly string[];
}

/** What a criterion found, for the keep and change lists. */
export interface CriterionFinding {
  readonly criterion: RubricCriterion;
  /** Strengths with the answer's own words as proof (never said without evidence). */
  readonly keep: readonly string[];
  readonly change: readonly string[];
}

/** A sentence of the answer shortened for quoting. */
export function quoteOf(sentence: string, max = 110): string {
  const s = sentence.trim().replace(/\s+/g, ' ');
  return `'${s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s}'`;
}
