import { z } from 'zod';
import {
  APPLICATION_LIMITS,
  ApplicationStatusSchema,
  CloseReasonSchema,
  jobUrlField,
  timeZoneField,
} from './applications.ts';
import { text } from './text.ts';

/**
 * The tracker beyond the spec (docs/decisions/028): editing an application (notes, next step and its
 * reminder, close reason, link), its timeline with editable dates, the job-link import and the exports.
 */
export const UpdateApplicationBodySchema = z
  .object({
    jobTitle: text().trim().min(1).max(APPLICATION_LIMITS.title).optional(),
    company: text().trim().min(1).max(APPLICATION_LIMITS.company).optional(),
    location: text().trim().min(1).max(APPLICATION_LIMITS.location).optional(),
    notes: text().max(APPLICATION_LIMITS.notes).optional(),
    jobUrl: jobUrlField.nullable().optional(),
    fitScore: z.number().int().min(0).max(100).nullable().optional(),
    closeReason: CloseReasonSchema.nullable().optional(),
    nextStep: text().trim().max(APPLICATION_LIMITS.nextStep).optional(),
    nextStepAt: z.iso.datetime({ offset: true }).nullable().optional(),
    remindByEmail: z.boolean().optional(),
    /** The browser's IANA time zone: the reminder e-mail states its time in it. */
    timeZone: timeZoneField.nullable().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: 'Send at least one field to change.' });
export type UpdateApplicationBody = z.infer<typeof UpdateApplicationBodySchema>;

export const APPLICATION_EVENT_KINDS = ['created', 'status'] as const;
export const ApplicationEventSchema = z.object({
  id: z.string(),
  kind: z.enum(APPLICATION_EVENT_KINDS),
  fromStatus: ApplicationStatusSchema.nullable(),
  toStatus: ApplicationStatusSchema,
  at: z.string(),
  /** When the user last changed this date (history brought in from elsewhere); null when recorded as it happened. */
  editedAt: z.string().nullable(),
});
export type ApplicationEvent = z.infer<typeof ApplicationEventSchema>;
export const ApplicationEventsResponseSchema = z.object({ events: z.array(ApplicationEventSchema) });
export type ApplicationEventsResponse = z.infer<typeof ApplicationEventsResponseSchema>;

export const UpdateApplicationEventBodySchema = z.object({ at: z.iso.datetime({ offset: true }) }).strict();
export const ApplicationEventParamsSchema = z.object({
  wid: text(),
  id: text().max(APPLICATION_LIMITS.id),
  eventId: text().regex(/^\d{1,18}$/, { error: 'Unknown event.' }),
});

/** POST /api/workspaces/{wid}/applications/import-link: reads a posting's link into the add form (nothing is saved). */
export const ImportApplicationLinkBodySchema = z
  .object({
    url: text({ error: 'Enter the link to a job posting.' })
      .trim()
      .min(1, { error: 'Enter the link to a job posting.' })
      .max(APPLICATION_LIMITS.url, { error: 'This link is too long.' }),
  })
  .strict();
export const ImportApplicationLinkResponseSchema = z.object({
  jobTitle: z.string().nullable(),
  company: z.string().nullable(),
  jobUrl: z.string(),
});
export type ImportApplicationLinkResponse = z.infer<typeof ImportApplicationLinkResponseSchema>;

export const APPLICATION_EXPORT_FORMATS = ['csv', 'ics'] as const;
export const ApplicationExportQuerySchema = z.object({ format: z.enum(APPLICATION_EXPORT_FORMATS) });
export const ApplicationExportResponseSchema = z.object({
  filename: z.string(),
  mime: z.string(),
  content: z.string(),
});
export type ApplicationExportResponse = z.infer<typeof ApplicationExportResponseSchema>;
