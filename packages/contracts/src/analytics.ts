import { z } from 'zod';
import { text } from './text.ts';

/**
 * The product events the specs name (docs/product/1-platform.md section 7, docs/product/3-agent-tracker-assistant.md
 * section 7): pushed to window.dataLayer and recorded first-party.
 */
export const analyticsEventNames = [
  'signup_success',
  'begin_checkout',
  'successful_payment',
  'account_deleted',
  'agent_search_executed',
  'ask_uc_submitted',
  'ask_uc_rendered',
  'ask_uc_step_clicked',
  'ask_uc_upgrade_prompt',
] as const;
export const AnalyticsEventNameSchema = z.enum(analyticsEventNames, { error: 'Unknown event name.' });
export type AnalyticsEventName = z.infer<typeof AnalyticsEventNameSchema>;

export const ANALYTICS_DETAIL_MAX_KEYS = 12;

/** POST /api/events: one event with a few flat details (no free text beyond 200 characters a value). */
export const RecordEventBodySchema = z.object({
  event: AnalyticsEventNameSchema,
  detail: z
    .record(text().min(1).max(40), z.union([text().max(200), z.number().finite(), z.boolean()]))
    .refine((detail) => Object.keys(detail).length <= ANALYTICS_DETAIL_MAX_KEYS, {
      error: `At most ${ANALYTICS_DETAIL_MAX_KEYS} details.`,
    })
    .optional(),
});
export type RecordEventBody = z.infer<typeof RecordEventBodySchema>;
