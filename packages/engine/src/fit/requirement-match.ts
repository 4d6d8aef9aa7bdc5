import type { Requirement } from '../posting/extract-requirements.ts';

export const MATCH_STATUSES = ['met', 'partial', 'missing'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** A line of the resume that supports a requirement. */
export interface FitEvidence {
  readonly section: string;
  readonly line: number;
  readonly text: string;
  /** The role the line belongs to: employer and title exactly as the resume has them. */
  readonly role: {
    readonly title: string | null;
    readonly employer: string | null;
    readonly dates: string | null;
  } | null;
}

export interface RequirementMatch {
  readonly requirement: Pick<Requirement, 'id' | 'label' | 'text' | 'kind' | 'type'>;
  readonly status: MatchStatus;
  /** 0-1: how much of the requirement the resume evidences. */
  readonly score: number;
  readonly evidence: readonly FitEvidence[];
  /** Words of the requirement the resume does not show. */
  readonly missing: readonly string[];
  /** One sentence on why, for the UI. */
  readonly note: string;
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

export function requirementRef(r: Requirement): RequirementMatch['requirement'] {
  return { id: r.id, label: r.label, text: r.text, kind: r.kind, type: r.type };
}
