import {
  TAILOR_UNDO_STEPS_MAX,
  TailorUndoStepSchema,
  type TailorRun,
  type TailorUndo,
  type TailorUndoStep,
} from '@cp/contracts';
import { z } from 'zod';

/** The stored Undo steps (migration 019), newest last; an unreadable entry is left out. */
export function toSteps(stored: unknown): TailorUndoStep[] {
  const parsed = z.array(z.unknown()).safeParse(stored);
  if (!parsed.success) return [];
  return parsed.data.flatMap((s) => {
    const step = TailorUndoStepSchema.safeParse(s);
    return step.success ? [step.data] : [];
  });
}

/** What the screen shows: 'Undo (2)' and what the next Undo restores. */
export const undoView = (steps: readonly TailorUndoStep[]): TailorUndo => ({
  count: steps.length,
  next: steps.at(-1) ?? null,
});

/** What an Apply of this run replaced, in words ("your resume before tailoring to 'Data Engineer'"). */
export const stepLabel = (run: Pick<TailorRun, 'mode' | 'posting_title'>) =>
  run.mode === 'generic'
    ? 'your resume before Generic Optimize'
    : `your resume before tailoring to '${run.posting_title ?? 'a job post'}'`;

/** The steps with this Apply pushed; the oldest go past TAILOR_UNDO_STEPS_MAX (their versions stay in Versions). */
export const pushStep = (steps: readonly TailorUndoStep[], step: TailorUndoStep) =>
  [...steps, step].slice(-TAILOR_UNDO_STEPS_MAX);
