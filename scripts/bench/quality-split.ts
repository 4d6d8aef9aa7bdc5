// The held-out split of the evaluation data. The engine was tuned on all 1,000 RJDB pairs; from now on
// tuning looks at 'dev' only and 'holdout' is only reported, so its figures say how the engine does on
// postings nobody tuned it against. A row's split depends on its job description text alone (a stable
// hash), not on its position: reordering, adding or removing rows never moves another row.
import { createHash } from 'node:crypto';

export const SPLITS = ['dev', 'holdout'] as const;
export type Split = (typeof SPLITS)[number];

/** The share of rows held out; the rest (70%) is 'dev'. */
export const HOLDOUT_SHARE = 0.3;

/** Where a job description falls in [0, 1): the first 32 bits of the SHA-256 of its UTF-8 text. */
export function hashShare(text: string): number {
  return createHash('sha256').update(text, 'utf8').digest().readUInt32BE(0) / 2 ** 32;
}

export function assignSplit(jobDescription: string): Split {
  return hashShare(jobDescription) < HOLDOUT_SHARE ? 'holdout' : 'dev';
}

/** The rows of one split, in their original order. */
export function selectSplit<T>(rows: readonly T[], split: Split, jobDescriptionOf: (row: T) => string): T[] {
  return rows.filter((row) => assignSplit(jobDescriptionOf(row)) === split);
}
