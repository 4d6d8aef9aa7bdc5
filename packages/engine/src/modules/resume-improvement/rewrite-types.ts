import type { ChangeReason } from '../module-types.ts';

/** One rewrite step's result: the new text, the rule it applies and why (a rationale line starting with '- '). */
export interface Rewrite {
  readonly text: string;
  readonly reason: ChangeReason;
  readonly rationale: string;
  readonly placeholders: readonly string[];
}
