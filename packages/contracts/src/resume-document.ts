import { z } from 'zod';
import { pastedDocumentText, text } from './text.ts';
import { DOCUMENT_TEXT_MAX } from './documents.ts';

/**
 * The builder's sections (docs/product/2-modules.md section 3 'Resume document'); extra sections appear as
 * 'extra:{key}'.
 */
export const defaultSectionKeys = ['contact', 'summary', 'experience', 'projects', 'education', 'skills'] as const;
export const extraSectionTypes = ['bullets', 'entries'] as const;

const line = text().max(2_000, { error: 'A bullet can hold at most 2,000 characters.' });
const short = text().max(300, { error: 'This field can hold at most 300 characters.' });
/** Bullets per role, project or entry: a limit a user is told about, not a silent cut. */
export const BULLETS_PER_ITEM_MAX = 100;
const bullets = z
  .array(line)
  .max(BULLETS_PER_ITEM_MAX, { error: `An item can hold at most ${BULLETS_PER_ITEM_MAX} bullets.` });

export const ResumeContactSchema = z.object({
  name: short,
  title: short,
  email: short,
  phone: short,
  location: short,
  website: short,
});

export const ResumeExperienceSchema = z.object({ role: short, company: short, location: short, dates: short, bullets });
export const ResumeEducationSchema = z.object({ school: short, degree: short, dates: short });
export const ResumeProjectSchema = z.object({ name: short, bullets });
export const ResumeEntrySchema = z.object({ title: short, subtitle: short, dates: short, bullets });
export const ResumeExtraSectionSchema = z.object({
  key: text().min(1).max(100),
  label: short,
  type: z.enum(extraSectionTypes),
  bullets: z.array(line).max(200, { error: 'A section can hold at most 200 bullets.' }).optional(),
  entries: z.array(ResumeEntrySchema).max(100).optional(),
});

export const SectionMetaSchema = z.object({
  label: short,
  visible: z.boolean(),
  column: z.enum(['main', 'side']),
  showHeading: z.boolean(),
  density: z.enum(['compact', 'normal', 'relaxed']),
  priority: z.number().int().min(0).max(100),
});

/** The Resume Builder's document: what /api/parse-resume returns and the builder edits. */
export const ResumeDocumentSchema = z.object({
  contact: ResumeContactSchema,
  summary: text().max(5_000, { error: 'The summary can hold at most 5,000 characters.' }),
  experience: z.array(ResumeExperienceSchema).max(60, { error: 'A resume can hold at most 60 roles.' }),
  education: z.array(ResumeEducationSchema).max(30),
  skills: z.array(short).max(300, { error: 'A resume can hold at most 300 skills.' }),
  projects: z.array(ResumeProjectSchema).max(60),
  extraSections: z.array(ResumeExtraSectionSchema).max(30),
  sectionOrder: z.array(text().max(120)).max(40),
  sectionMeta: z.record(text().max(120), SectionMetaSchema),
  meta: z.object({ ats: z.boolean(), pageCount: z.enum(['single', 'multi']) }),
});
export type ResumeDocument = z.infer<typeof ResumeDocumentSchema>;

/** How sure the parser is of a field: found where it is expected and in its usual form, inferred, or a guess. */
export const confidenceLevels = ['high', 'medium', 'low'] as const;
export const ConfidenceSchema = z.enum(confidenceLevels);
export type Confidence = z.infer<typeof ConfidenceSchema>;

/** A confidence per field of the parsed document, in the document's own shape (absent fields are 'low'). */
export const ResumeConfidenceSchema = z.object({
  contact: z.object({
    name: ConfidenceSchema,
    title: ConfidenceSchema,
    email: ConfidenceSchema,
    phone: ConfidenceSchema,
    location: ConfidenceSchema,
    website: ConfidenceSchema,
  }),
  summary: ConfidenceSchema,
  experience: z.array(
    z.object({
      role: ConfidenceSchema,
      company: ConfidenceSchema,
      location: ConfidenceSchema,
      dates: ConfidenceSchema,
      bullets: ConfidenceSchema,
    }),
  ),
  education: z.array(z.object({ school: ConfidenceSchema, degree: ConfidenceSchema, dates: ConfidenceSchema })),
  skills: ConfidenceSchema,
  projects: ConfidenceSchema,
});
export type ResumeConfidence = z.infer<typeof ResumeConfidenceSchema>;

export const RAW_PDF_MESSAGE =
  "The file appears to be corrupted or couldn't be properly parsed. Please try a different file or use 'Start from Scratch'.";

/** POST /api/parse-resume as JSON (a file goes as multipart `file` instead). */
export const ParseResumeBodySchema = z.object({
  text: pastedDocumentText({ error: 'text is required.' })
    .max(DOCUMENT_TEXT_MAX, {
      error: `The resume text is too long: the limit is ${DOCUMENT_TEXT_MAX.toLocaleString('en-US')} characters.`,
    })
    .refine((v) => v.trim().length >= 10, {
      error: 'Resume content must be at least 10 characters. Please add more details.',
    }),
});
export type ParseResumeBody = z.infer<typeof ParseResumeBodySchema>;

export const ParseResumeResponseSchema = z.object({
  doc: ResumeDocumentSchema,
  confidence: ResumeConfidenceSchema,
  /** What the reader could not do (a page without text, a file read as another type). */
  warnings: z.array(z.string()),
  /** The engine version that read it. */
  engine_version: z.string(),
});
export type ParseResumeResponse = z.infer<typeof ParseResumeResponseSchema>;
