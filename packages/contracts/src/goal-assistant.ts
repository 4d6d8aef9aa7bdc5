import { z } from 'zod';
import { text } from './text.ts';

/** Longest goal Ask UC accepts (characters); the dialog counts down to it. */
export const GOAL_QUESTION_MAX = 1000;
export const goalQuestionEmptyMessage = 'Type a goal first.';
export const goalQuestionTooLongMessage = `A goal can be at most ${GOAL_QUESTION_MAX.toLocaleString('en-US')} characters.`;

/**
 * POST /api/uc/goal-assistant (docs/product/3-agent-tracker-assistant.md section 7): the question, the workspace, and
 * the plan the screen believes the user has. The server reads the plan from the account; `plan` is accepted and
 * ignored.
 */
export const GoalAssistantBodySchema = z.object({
  question: text({ error: 'question is required.' })
    .max(GOAL_QUESTION_MAX, { error: goalQuestionTooLongMessage })
    .transform((value) => value.trim())
    .pipe(text().min(1, { error: goalQuestionEmptyMessage })),
  workspace_id: text({ error: 'workspace_id is required.' }).min(1, { error: 'workspace_id is required.' }).max(200),
  plan: text().max(40).optional(),
});
export type GoalAssistantBody = z.input<typeof GoalAssistantBodySchema>;

export const GoalStepSchema = z.object({
  title: z.string(),
  time: z.string(),
  why: z.string(),
  how: z.string(),
  pro: z.boolean(),
  module_step: z.number().int().min(1).max(11),
  credits: z.number().int().min(0),
  done: z.boolean(),
});
export type GoalStep = z.infer<typeof GoalStepSchema>;

export const AssistantCopyV2Schema = z.object({
  greeting: z.string(),
  acknowledgment: z.string(),
  direct_answer: z.object({ summary: z.string() }),
  quick_wins: z.array(z.string()),
  cautions: z.array(z.string()),
  uc_pitch: z.string(),
  steps: z.array(GoalStepSchema),
  progress: z.object({ done: z.number().int().min(0), total: z.number().int().min(0) }),
});
export type AssistantCopyV2 = z.infer<typeof AssistantCopyV2Schema>;

export const UcFlowItemSchema = z.object({
  step: z.number().int().min(1).max(11),
  label: z.string(),
  reason: z.string(),
  pro: z.boolean(),
  done: z.boolean().optional(),
});
export type UcFlowItem = z.infer<typeof UcFlowItemSchema>;

/**
 * The answer: assistant_copy_v2 (this server always sends it), or, from older answers kept in a
 * browser, assistant_copy as plain text with uc_flow.
 */
export const GoalAssistantResponseSchema = z.object({
  intent: z.string().optional(),
  assistant_copy: z.string().optional(),
  assistant_copy_v2: AssistantCopyV2Schema.optional(),
  uc_flow: z.array(UcFlowItemSchema),
  primary_index: z.number().int().min(0),
  upsell: z.object({ copy: z.string() }).nullable().optional(),
});
export type GoalAssistantResponse = z.infer<typeof GoalAssistantResponseSchema>;
