import type { GoalAssistantResponse, PlanPackage } from '@cp/contracts';
import { useReducedMotion } from '../hooks/use-reduced-motion.ts';
import { useTypewriter } from '../hooks/use-typewriter.ts';
import { legacyAnswerLines } from '../utils/legacy-answer.ts';
import { renderRichText } from '../utils/rich-text.tsx';
import { LegacyFlow, RecommendedSteps } from './ask-uc-steps.tsx';

type AnswerProps = {
  answer: GoalAssistantResponse;
  plan: PlanPackage;
  /** The workspace's completed modules now: steps done since the answer are checked off too. */
  completedSteps: readonly number[];
  /** Show at once (an answer restored from the draft). */
  instant: boolean;
  onOpenStep: (step: number, pro: boolean) => void;
};

type Block = { id: string; heading?: string; items: string[] };

function textBlocks(answer: GoalAssistantResponse, plan: PlanPackage): Block[] {
  const v2 = answer.assistant_copy_v2;
  if (!v2) return [{ id: 'text', items: legacyAnswerLines(answer.assistant_copy ?? '', plan) }];
  return [
    { id: 'hello', items: [`${v2.greeting} ${v2.acknowledgment}`] },
    { id: 'summary', items: [v2.direct_answer.summary] },
    { id: 'wins', heading: 'Quick wins', items: v2.quick_wins },
    { id: 'cautions', heading: 'Watch out', items: v2.cautions },
    { id: 'pitch', items: v2.uc_pitch ? [v2.uc_pitch] : [] },
  ].filter((block) => block.items.length > 0);
}

/** Cuts the blocks to the first `budget` characters (the typewriter); whole blocks when the budget allows. */
function reveal(blocks: Block[], budget: number): Block[] {
  let left = budget;
  const shown: Block[] = [];
  for (const block of blocks) {
    if (left <= 0) break;
    const items: string[] = [];
    for (const item of block.items) {
      if (left <= 0) break;
      items.push(item.slice(0, left));
      left -= item.length;
    }
    shown.push({ ...block, items });
  }
  return shown;
}

/** Ask UC's result: greeting, acknowledgment, summary, quick wins, cautions, pitch and steps, typed out. */
export function AskUcAnswer({ answer, plan, completedSteps, instant, onOpenStep }: AnswerProps) {
  const reducedMotion = useReducedMotion();
  const blocks = textBlocks(answer, plan);
  const total = blocks.reduce((sum, block) => sum + block.items.reduce((n, item) => n + item.length, 0), 0);
  const shown = useTypewriter(answer, total, instant || reducedMotion);
  const typing = shown < total;
  const v2 = answer.assistant_copy_v2;
  const steps =
    v2?.steps.map((step) => ({ ...step, done: step.done || completedSteps.includes(step.module_step) })) ?? [];
  const primary = Math.max(
    0,
    steps.findIndex((step) => !step.done),
  );

  return (
    <section aria-label="Ask UC's answer" aria-busy={typing} className="space-y-3 text-sm text-ink">
      {reveal(blocks, shown).map((block) => (
        <div key={block.id}>
          {block.heading ? (
            <h3 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{block.heading}</h3>
          ) : null}
          {block.heading ? (
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {block.items.map((item, i) => (
                <li key={i}>{typing ? item : renderRichText(item)}</li>
              ))}
            </ul>
          ) : (
            block.items.map((item, i) => (
              <p key={i} className={block.id === 'pitch' ? 'text-brand-800' : undefined}>
                {typing ? item : renderRichText(item)}
              </p>
            ))
          )}
        </div>
      ))}
      {typing ? null : v2 ? (
        <div>
          <h3 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            Recommended steps{' '}
            <span className="font-normal normal-case">
              ({steps.filter((s) => s.done).length} of {steps.length} done)
            </span>
          </h3>
          <RecommendedSteps steps={steps} primaryIndex={primary} onOpen={onOpenStep} />
        </div>
      ) : (
        <LegacyFlow flow={answer.uc_flow} onOpen={onOpenStep} />
      )}
    </section>
  );
}
