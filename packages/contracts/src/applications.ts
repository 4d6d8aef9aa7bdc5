import { z } from 'zod';
import { text } from './text.ts';

/**
 * Application Dashboard (docs/product/3-agent-tracker-assistant.md sections 3 and 4): the statuses a user sets, plus
 * the two legacy values the list still shows ('tailored' as 'Draft', 'sent'). Any status can be set from any other.
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

/** Defaults of an application created without these fields (docs/product/3-agent-tracker-assistant.md section 3). */
export const APPLICATION_DEFAULTS = {
  jobTitle: 'Untitled Position',
  company: 'Unknown Company',
  location: 'Location not specified',
  status: 'applied',
} as const;

/** Caps: a user can track many applications, but no single one is a document. */
export const APPLICATION_LIMITS = {
  perWorkspace: 5_000,
  title: 300,
  company: 200,
  location: 200,
  notes: 10_000,
  id: 200,
  url: 2048,
  nextStep: 300,
} as const;

/**
 * Why an application is closed (docs/decisions/028): 'no_response' is the employer never answering
 * (ghosted), told apart from a rejection. Set on any status; the dashboard shows it beside 'Rejected'.
 */
export const CLOSE_REASONS = [
  'rejected',
  'no_response',
  'withdrew',
  'position_filled',
  'declined_offer',
  'accepted_other_offer',
] as const;
export const CloseReasonSchema = z.enum(CLOSE_REASONS);
export type CloseReason = z.infer<typeof CloseReasonSchema>;
export const closeReasonLabels: Record<CloseReason, string> = {
  rejected: 'Rejected by the employer',
  no_response: 'No response (ghosted)',
  withdrew: 'I withdrew',
  position_filled: 'Position filled or closed',
  declined_offer: 'I declined the offer',
  accepted_other_offer: 'I accepted another offer',
};

/** The company as compared for 'you already applied there': case, spaces, punctuation and legal suffixes ignored. */
export function companyKey(company: string): string {
  return company
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/\b(inc|llc|ltd|limited|gmbh|ag|sa|plc|corp|corporation|co|company)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

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
  /** The posting's link, when known. */
  jobUrl: z.string().nullable(),
  /** The job's fit to the resume (0-100) when it was known at the time (the agent's score), for insights. */
  fitScore: z.number().int().nullable(),
  closeReason: CloseReasonSchema.nullable(),
  /** The next step ('Follow up with the recruiter') and its date; a reminder is due at that time. */
  nextStep: z.string(),
  nextStepAt: z.string().nullable(),
  /** E-mail a reminder at nextStepAt (in the app it shows as due either way). */
  remindByEmail: z.boolean(),
  reminderSentAt: z.string().nullable(),
  /** The IANA time zone the reminder e-mail writes its time in ('America/Los_Angeles'); null: UTC. */
  timeZone: z.string().nullable(),
  /** When the user last opened the employer's apply link from this application's kit (docs/decisions/033). */
  linkOpenedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Application = z.infer<typeof ApplicationSchema>;

const optionalText = (max: number) => text().trim().max(max).optional();

/** An IANA time zone name this runtime knows ('America/Los_Angeles', 'UTC'), as the browser's Intl reports it. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
export const timeZoneField = text()
  .trim()
  .min(1)
  .max(64)
  .refine(isTimeZone, { error: 'Unknown time zone: send an IANA name such as America/Los_Angeles.' });
/** An http(s) link, as the job-link import accepts. */
export const jobUrlField = text()
  .trim()
  .max(APPLICATION_LIMITS.url)
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), { error: 'Enter a link that starts with http:// or https://.' });

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
  jobUrl: jobUrlField.nullable().optional(),
  fitScore: z.number().int().min(0).max(100).nullable().optional(),
  closeReason: CloseReasonSchema.nullable().optional(),
  nextStep: optionalText(APPLICATION_LIMITS.nextStep),
  nextStepAt: z.iso.datetime({ offset: true }).nullable().optional(),
  remindByEmail: z.boolean().optional(),
  timeZone: timeZoneField.nullable().optional(),
});
export type CreateApplicationBody = z.infer<typeof CreateApplicationBodySchema>;

export const UpdateApplicationStatusBodySchema = z.object({
  status: ApplicationStatusSchema,
  closeReason: CloseReasonSchema.nullable().optional(),
});
export type UpdateApplicationStatusBody = z.infer<typeof UpdateApplicationStatusBodySchema>;

export const ApplicationParamsSchema = z.object({ wid: text(), id: text().max(APPLICATION_LIMITS.id) });

export const ApplicationsListResponseSchema = z.object({ applications: z.array(ApplicationSchema) });
export type ApplicationsListResponse = z.infer<typeof ApplicationsListResponseSchema>;
