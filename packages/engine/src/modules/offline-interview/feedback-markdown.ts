import type { OutlineStep } from './answer-outline.ts';
import type { RubricCriterion } from './rubric-types.ts';

export interface FeedbackParts {
  readonly score: number | null;
  readonly verdict: string;
  readonly requirement: string | null;
  readonly guidelines: readonly string[];
  readonly criteria: readonly RubricCriterion[];
  readonly keep: readonly string[];
  readonly change: readonly string[];
  readonly outline: readonly OutlineStep[];
}

const list = (items: readonly string[]) => items.map((i) => `- ${i}`).join('\n');

/** The feedback as the small markdown the screen renders (paragraphs, '- ' bullets, **bold**). */
export function feedbackMarkdown(parts: FeedbackParts): string {
  const blocks: string[] = [];
  blocks.push(parts.score === null ? `**${parts.verdict}**` : `**Score: ${parts.score}/100.** ${parts.verdict}`);
  if (parts.requirement) blocks.push(`**What this question checks:** ${parts.requirement}`);
  if (parts.criteria.length > 0) {
    blocks.push('**How the answer was graded**');
    blocks.push(list(parts.criteria.map((c) => `**${c.label}: ${c.score}/100.** ${c.detail}`)));
  }
  if (parts.guidelines.length > 0) {
    blocks.push('**What the interviewer listens for**');
    blocks.push(list(parts.guidelines));
  }
  blocks.push('**Keep**');
  blocks.push(parts.keep.length > 0 ? list(parts.keep) : '- Nothing yet: the points below come first.');
  if (parts.change.length > 0) {
    blocks.push('**Change**');
    blocks.push(list(parts.change));
  }
  if (parts.outline.length > 0) {
    blocks.push('**A stronger answer, from your resume**');
    blocks.push(list(parts.outline.map((s) => `**${s.part}:** ${s.text}`)));
  }
  return blocks.join('\n\n');
}
