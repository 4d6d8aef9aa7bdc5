import type { GoalAssistantResponse } from '@cp/contracts';
import type { PlanText } from './plan-rephraser.ts';

/** Says whether a reworded text may replace the engine's: true when it claims nothing new. */
export type RephraseCheck = (rephrased: string, original: string) => boolean;

/** A link or an address in any form the answer renderer or a reader would follow. */
const LINK = /\]\(|https?:|www\.|\/app\/|\bmailto:|javascript:/i;

/**
 * The texts a model may reword: the introduction (acknowledgment and direct answer) and each step's
 * why and how. The greeting (the user's name), the titles, times, credits, PRO marks, the steps' order
 * and their links are the engine's and are never sent.
 */
export function rephrasableTexts(answer: GoalAssistantResponse): PlanText[] {
  const copy = answer.assistant_copy_v2;
  if (!copy) return [];
  return [
    { id: 'acknowledgment', text: copy.acknowledgment },
    { id: 'summary', text: copy.direct_answer.summary },
    ...copy.steps.flatMap((step, index) => [
      { id: `step.${index}.why`, text: step.why },
      { id: `step.${index}.how`, text: step.how },
    ]),
  ];
}

/** The shape checks every reworded text passes before the claim check: not empty, not padded, no link. */
export function plausibleRewording(rephrased: string, original: string): boolean {
  const text = rephrased.trim();
  return (
    text.length > 0 &&
    text.length <= Math.max(original.length * 2, original.length + 160) &&
    !LINK.test(text) &&
    !/[<>]/.test(text)
  );
}

/**
 * The answer with each reworded text that passes `check` in place of the engine's; any other text
 * (flagged, missing, unknown id) stays the engine's. uc_flow's reasons follow the steps' whys.
 */
export function applyRephrasing(
  answer: GoalAssistantResponse,
  rephrased: readonly PlanText[],
  check: RephraseCheck,
): GoalAssistantResponse {
  const copy = answer.assistant_copy_v2;
  if (!copy) return answer;
  const byId = new Map(rephrased.map((item) => [item.id, item.text]));
  const pick = (id: string, original: string) => {
    const candidate = byId.get(id);
    return candidate !== undefined && plausibleRewording(candidate, original) && check(candidate.trim(), original)
      ? candidate.trim()
      : original;
  };
  const steps = copy.steps.map((step, index) => ({
    ...step,
    why: pick(`step.${index}.why`, step.why),
    how: pick(`step.${index}.how`, step.how),
  }));
  return {
    ...answer,
    assistant_copy_v2: {
      ...copy,
      acknowledgment: pick('acknowledgment', copy.acknowledgment),
      direct_answer: { summary: pick('summary', copy.direct_answer.summary) },
      steps,
    },
    uc_flow: answer.uc_flow.map((item, index) =>
      steps[index] && steps[index].module_step === item.step ? { ...item, reason: steps[index].why } : item,
    ),
  };
}
