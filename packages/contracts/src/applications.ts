import { z } from 'zod';
import { text } from './text.ts';

/**
 * Application Dashboard (spec 3 sections 3 and 4): the statuses a user sets, plus the two legacy values the
 * list still shows ('tailored' as 'Draft', 'sent'). Any status can be set from any other.
 */
export const APPLICATION_STATUSES = ['draft', 'applied', 'interview', 'offer', 'rejected'] as const;
export const LEGACY_APPLICATION_STATUSES = ['tailored', 'sent'] as const;
export const ApplicationStatusSchema = z.enum([...APPLICATION_STATUSES, ...LEGACY_APPLICATION_STATUSES]);
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;

/** How the dashboard names a status ('draft' is a finalized kit not yet sent). */
export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  draft: 'Kit Generated',
  applied: 'Applied',
  interview: 'Interview',
  offer: 'Offer',
  rejected: 'Rejected',
  tailored: 'Draft',
  sent: 'Sent',
};

/** Defaults of an application created without these fields (spec 3 section 3). */
export const APPLICATION_DEFAULTS = {
  jobTitle: 'Untitled Position',
  company: 'Unknown Company',
  location: 'Location not specified',
  status: 'applied',
} as const;

/** Caps: a user can track many applications, but no single one is a document. */
export const APPLICATION_LIMITS = { perWorkspace: 5_000, title: 300, company: 200, location: 200, notes: 10_000, id: 200 } as const;

export const ApplicationSchema = z.object({
  id: z.string(),
  jobTitle: z.string(),
  company: z.string(),
  location: z.string(),
  status: ApplicationStatusSchema,
  /** When the user applied (ISO); null until then. */
  appliedAt: z.string().nullable(),
  jobId: z.string().nullable(),
  kitId: z.string().nullable(),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Application = z.infer<typeof ApplicationSchema>;

const optionalText = (max: number) => text().trim().max(max).optional();

/** POST /api/workspaces/{wid}/applications: every field optional; blank ones take the defaults. */
export const CreateApplicationBodySchema = z.object({
  jobId: optionalText(APPLICATION_LIMITS.id).nullable(),
  jobTitle: optionalText(APPLICATION_LIMITS.title),
  company: optionalText(APPLICATION_LIMITS.company),
  location: optionalText(APPLICATION_LIMITS.location),
  status: ApplicationStatusSchema.optional(),
  appliedAt: z.iso.datetime({ offset: true }).nullable().optional(),
  kitId: optionalText(APPLICATION_LIMITS.id).nullable(),
  notes: text().max(APPLICATION_LIMITS.notes).optional(),
});
export type CreateApplicationBody = z.infer<typeof CreateApplicationBodySchema>;

export const UpdateApplicationStatusBodySchema = z.object({ status: ApplicationStatusSchema });
export type UpdateApplicationStatusBody = z.infer<typeof UpdateApplicationStatusBodySchema>;

export const ApplicationParamsSchema = z.object({ wid: text(), id: text().max(APPLICATION_LIMITS.id) });

export const ApplicationsListResponseSchema = z.object({ applications: z.array(ApplicationSchema) });
export type ApplicationsListResponse = z.infer<typeof ApplicationsListResponseSchema>;
