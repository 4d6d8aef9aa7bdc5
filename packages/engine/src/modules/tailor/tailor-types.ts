import type { ClaimFlag } from '../module-types.ts';

/** What a tailoring change does: rewrite one bullet, use the posting's word for a skill a bullet names, add shown skills to the list, or move items up. */
export const TAILOR_CHANGE_KINDS = ['rewrite', 'keyword', 'add-skills', 'order-skills', 'order-bullets'] as const;
export type TailorChangeKind = (typeof TAILOR_CHANGE_KINDS)[number];

/** A line of the resume a change rests on, and where it is ('Marketing Manager, Acme', 'Skills'). */
export interface TailorEvidence {
  readonly text: string;
  readonly where: string;
}

/**
 * One proposed change to a builder document. `before` and `after` are the texts it replaces: one
 * bullet, or a whole list (skills, a role's bullets). `order` is the new order of a list as indexes of
 * `before` (order changes only). A change with `flags` states something the resume does not show and
 * is never applied.
 */
export interface TailorChange {
  readonly id: string;
  readonly kind: TailorChangeKind;
  readonly section: 'skills' | 'experience' | 'projects';
  /** The role or project (experience, projects), else null. */
  readonly item: number | null;
  /** The bullet of that role or project (rewrite, keyword), else null. */
  readonly bullet: number | null;
  readonly where: string;
  readonly before: readonly string[];
  readonly after: readonly string[];
  readonly order: readonly number[] | null;
  /** Why, in one or two plain sentences. */
  readonly reason: string;
  readonly evidence: readonly TailorEvidence[];
  /** The posting's line the change answers, when it answers one. */
  readonly requirement: string | null;
  readonly flags: readonly ClaimFlag[];
  /** 'model': the optional language model worded it (docs/decisions/034); absent: the engine did. */
  readonly by?: 'model';
}

export interface TailorResult {
  /** 'tailor' with a posting, 'generic' without one. */
  readonly mode: 'tailor' | 'generic';
  /** The posting's title as read ('Senior Data Analyst'), or null. */
  readonly postingTitle: string | null;
  readonly changes: readonly TailorChange[];
  /** Proposals dropped because the claim check found something the resume does not show. */
  readonly refused: readonly ClaimFlag[];
  /** Skills the posting asks for that the resume does not show: never added; the user adds them if true. */
  readonly notShown: readonly string[];
  /** With a model's rewordings: how many it proposed, how many are shown, how many the checks dropped. */
  readonly model?: { readonly proposed: number; readonly shown: number; readonly dropped: number };
}
