import type { ChangeOutcome } from '@cp/contracts';

export type StoredChange = { old_phrase: string; new_phrase: string; placeholders: readonly string[] };

/** A bracketed gap for the user's own words ('[add the result]'), whether or not the run listed it. */
const PLACEHOLDER = /\[[^\]\n]{2,}\]/;

/**
 * Writes the accepted changes of a run into the resume text, in the run's order. A change is written
 * only where its original text is still in the resume, exactly (else 'stale': the resume changed since
 * the run, or an earlier accepted change took that text); a suggestion with a placeholder is not
 * written ('needs_input'), nor one the claim check flagged ('unsupported'). Only the run's own suggested
 * text is ever written.
 */
export function applyChanges(
  text: string,
  changes: readonly StoredChange[],
  accepted: readonly number[],
  options: { flagged?: ReadonlySet<number> } = {},
): { text: string; outcomes: ChangeOutcome[] } {
  let current = text;
  const outcomes: ChangeOutcome[] = [];
  for (const index of [...accepted].sort((a, b) => a - b)) {
    const change = changes[index];
    if (!change) throw new RangeError(`change ${index} is not in the run`);
    if (options.flagged?.has(index)) {
      outcomes.push({ index, status: 'unsupported' });
      continue;
    }
    if (change.placeholders.length > 0 || PLACEHOLDER.test(change.new_phrase)) {
      outcomes.push({ index, status: 'needs_input' });
      continue;
    }
    const at = current.indexOf(change.old_phrase);
    if (at < 0) {
      outcomes.push({ index, status: 'stale' });
      continue;
    }
    current = current.slice(0, at) + change.new_phrase + current.slice(at + change.old_phrase.length);
    outcomes.push({ index, status: 'applied' });
  }
  return { text: current, outcomes };
}
