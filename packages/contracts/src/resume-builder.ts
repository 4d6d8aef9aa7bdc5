import { z } from 'zod';
import { text } from './text.ts';
import {
  defaultSectionKeys,
  ResumeConfidenceSchema,
  ResumeDocumentSchema,
  type ResumeDocument,
} from './resume-document.ts';

/**
 * Templates and palettes (docs/product/2-modules.md section 3); defaults ats-classic and ocean (docs/decisions/024).
 */
export const builderTemplates = ['ats-classic', 'minimal', 'modern-split', 'academic-cv', 'creative'] as const;
export const BuilderTemplateSchema = z.enum(builderTemplates);
export type BuilderTemplate = z.infer<typeof BuilderTemplateSchema>;
export const builderPalettes = ['ocean', 'slate', 'indigo', 'emerald', 'rose'] as const;
export const BuilderPaletteSchema = z.enum(builderPalettes);
export type BuilderPalette = z.infer<typeof BuilderPaletteSchema>;
export const pageSizes = ['a4', 'letter'] as const;
export const PageSizeSchema = z.enum(pageSizes);
export type PageSize = z.infer<typeof PageSizeSchema>;

/** Named versions kept per user and workspace; the oldest go first. */
export const BUILDER_VERSIONS_KEPT = 30;

/** What the server keeps of the builder per user and workspace: the document and how it is laid out. */
export const BuilderStateSchema = z.object({
  doc: ResumeDocumentSchema,
  template: BuilderTemplateSchema,
  palette: BuilderPaletteSchema,
  page_size: PageSizeSchema,
});
export type BuilderState = z.infer<typeof BuilderStateSchema>;

export const BuilderStateResponseSchema = z.object({
  /** null until the user saves a first document in this workspace. */
  state: BuilderStateSchema.nullable(),
  updated_at: z.string().nullable(),
});
export type BuilderStateResponse = z.infer<typeof BuilderStateResponseSchema>;

export const BuilderVersionSchema = z.object({ id: z.string(), name: z.string(), created_at: z.string() });
export type BuilderVersion = z.infer<typeof BuilderVersionSchema>;
export const BuilderVersionsResponseSchema = z.object({ items: z.array(BuilderVersionSchema) });
export type BuilderVersionsResponse = z.infer<typeof BuilderVersionsResponseSchema>;

export const SaveBuilderVersionBodySchema = z.object({
  name: text()
    .trim()
    .min(1, { error: 'Give the version a name.' })
    .max(80, { error: 'A version name can hold at most 80 characters.' }),
});
export type SaveBuilderVersionBody = z.infer<typeof SaveBuilderVersionBodySchema>;
export const BuilderVersionParamsSchema = z.object({ wid: text(), vid: text().min(1).max(64) });

/** A document read for review before it replaces the builder's (upload, workspace resume, JSON Resume). */
export const BuilderImportResponseSchema = z.object({
  doc: ResumeDocumentSchema,
  confidence: ResumeConfidenceSchema,
  warnings: z.array(z.string()),
  engine_version: z.string(),
});
export type BuilderImportResponse = z.infer<typeof BuilderImportResponseSchema>;

export const presetExtraSections = [
  { label: 'Languages', type: 'bullets' },
  { label: 'Custom', type: 'bullets' },
  { label: 'Certifications', type: 'entries' },
  { label: 'Awards', type: 'entries' },
  { label: 'Volunteering', type: 'entries' },
  { label: 'Publications', type: 'entries' },
] as const;

const defaultLabels: Record<(typeof defaultSectionKeys)[number], string> = {
  contact: 'Contact',
  summary: 'Summary',
  experience: 'Experience',
  projects: 'Projects',
  education: 'Education',
  skills: 'Skills',
};

/** The section's meta as a new section gets it. */
export function defaultSectionMeta(label: string) {
  return { label, visible: true, column: 'main' as const, showHeading: true, density: 'normal' as const, priority: 50 };
}

/** 'Start from Scratch': every default section, empty, in the default order (single page, ATS flag on). */
export function emptyResumeDocument(): ResumeDocument {
  return {
    contact: { name: '', title: '', email: '', phone: '', location: '', website: '' },
    summary: '',
    experience: [],
    education: [],
    skills: [],
    projects: [],
    extraSections: [],
    sectionOrder: [...defaultSectionKeys],
    sectionMeta: Object.fromEntries(defaultSectionKeys.map((k) => [k, defaultSectionMeta(defaultLabels[k])])),
    meta: { ats: true, pageCount: 'single' },
  };
}

/** The layout a new builder document starts with (docs/decisions/024). */
export const defaultBuilderLayout = {
  template: 'ats-classic',
  palette: 'ocean',
  page_size: 'a4',
} as const satisfies Omit<BuilderState, 'doc'>;

export const exportFormats = ['pdf', 'docx'] as const;
export const ExportFormatSchema = z.enum(exportFormats);
export type ExportFormat = z.infer<typeof ExportFormatSchema>;

/** POST /api/workspaces/:wid/builder/export: the document as the user sees it now (1 credit, 'Module 7'). */
export const BuilderExportBodySchema = z.object({ format: ExportFormatSchema, state: BuilderStateSchema });
export type BuilderExportBody = z.infer<typeof BuilderExportBodySchema>;

/** 'What an ATS reads': the exported file read back by the product's own extractor and parser. */
export const AtsReadbackSchema = z.object({
  /** The lines of text in the order the extractor read them. */
  lines: z.array(z.string()),
  fields: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    roles: z.array(z.object({ role: z.string(), company: z.string(), dates: z.string(), bullets: z.number().int() })),
    schools: z.array(z.string()),
    skills: z.array(z.string()),
  }),
  /** Fields of the document the read-back did not find (by name, e.g. 'role: Data Analyst'). */
  missing: z.array(z.string()),
});
export type AtsReadback = z.infer<typeof AtsReadbackSchema>;

export const BuilderExportResponseSchema = z.object({
  filename: z.string(),
  mime: z.string(),
  /** The file, base64 (a resume is tens of kB). */
  data_base64: z.string(),
  bytes: z.number().int(),
  run_id: z.string(),
  ats: AtsReadbackSchema,
});
export type BuilderExportResponse = z.infer<typeof BuilderExportResponseSchema>;
