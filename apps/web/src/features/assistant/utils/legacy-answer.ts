import type { PlanPackage } from '@cp/contracts';

const UPSELL_LINE = /free credits?|upgrad/i;

/**
 * An older plain-text answer, line by line; on the free plan lines about free credits or upgrading are dropped
 * (docs/product/3-agent-tracker-assistant.md section 4).
 */
export function legacyAnswerLines(text: string, plan: PlanPackage): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !(plan === 'free' && UPSELL_LINE.test(line)));
}
