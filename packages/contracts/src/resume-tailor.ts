import { z } from 'zod';
import { DOCUMENT_TEXT_MAX } from './documents.ts';
import { ClaimFlagSchema } from './module-outputs.ts';
import { BuilderStateSchema } from './resume-builder.ts';
import { pastedDocumentText, text } from './text.ts';

/** Where the posting came from: the workspace's job, a saved post, an uploaded file, a paste; none for Generic Optimize. */
export const tailorSources = ['workspace', 'saved', 'upload', 'paste', 'none'] as const;
export const TailorSourceSchema = z.enum(tailorSources);
export type TailorSource = z.infer<typeof TailorSourceSchema>;
export const tailorModes = ['tailor', 'generic'] as const;

/** A posting for tailoring: at most as long as a workspace's posting. */
export const TAILOR_POSTING_MAX = DOCUMENT_TEXT_MAX;
export const TAILOR_REQUIRES_JOB_TEXT = 'Tailor with AI requires non-empty job text.';
export const TAILOR_JOB_TOO_SHORT = 'Job posting must be at least 10 characters. Please add more details.';
export const TAILORING_FAILED = 'Tailoring failed. Paste a shorter JD or try again.';

/**
 * POST /api/workspaces/:wid/builder/tailor: proposals for the builder's saved document. 'tailor' needs
 * a posting: the workspace's job (read on the server) or `jd_text`; 'generic' takes none.
 */
export const TailorBodySchema = z
  .object({
    mode: z.enum(tailorModes),
    source: TailorSourceSchema,
    jd_text: pastedDocumentText()
      .max(TAILOR_POSTING_MAX, {
        error: `A job posting can hold at most ${TAILOR_POSTING_MAX.toLocaleString('en-US')} characters. Paste a shorter one.`,
      })
      .optional(),
    language: z.literal('en').optional(),
  })
  .superRefine((body, ctx) => {
    if (body.mode === 'generic' || body.source === 'workspace') return;
    const jd = body.jd_text?.trim() ?? '';
    if (jd.length === 0) ctx.addIssue({ code: 'custom', path: ['jd_text'], message: TAILOR_REQUIRES_JOB_TEXT });
    else if (jd.length < 10) ctx.addIssue({ code: 'custom', path: ['jd_text'], message: TAILOR_JOB_TOO_SHORT });
  });
export type TailorBody = z.infer<typeof TailorBodySchema>;

export const TailorEvidenceSchema = z.object({ text: z.string(), where: z.string() });
export const tailorChangeKinds = ['rewrite', 'keyword', 'add-skills', 'order-skills', 'order-bullets'] as const;
export const TailorChangeSchema = z.object({
  id: z.string(),
  kind: z.enum(tailorChangeKinds),
  section: z.enum(['skills', 'experience', 'projects']),
  item: z.number().int().nullable(),
  bullet: z.number().int().nullable(),
  where: z.string(),
  before: z.array(z.string()),
  after: z.array(z.string()),
  order: z.array(z.number().int()).nullable(),
  reason: z.string(),
  evidence: z.array(TailorEvidenceSchema),
  requirement: z.string().nullable(),
  flags: z.array(ClaimFlagSchema),
  /** 'model': the optional AI model worded it and the engine checked it (docs/decisions/034); absent: the engine's. */
  by: z.literal('model').optional(),
});
export type TailorChange = z.infer<typeof TailorChangeSchema>;

export const tailorOutcomes = ['applied', 'stale', 'unsupported'] as const;
export const TailorOutcomeSchema = z.enum(tailorOutcomes);

/** A tailoring run as stored with the builder's document (the latest one per workspace). */
export const TailorRunSchema = z.object({
  id: z.string(),
  mode: z.enum(tailorModes),
  source: TailorSourceSchema,
  posting_title: z.string().nullable(),
  /** Who wrote the proposals: the embedded engine, or the optional AI model with the engine (docs/decisions/034). */
  written_by: z.enum(['engine', 'model']),
  /** What the AI model did, when one is configured: how many lines it reworded, dropped, or that it did not answer. */
  note: z.string().nullable().optional(),
  engine_version: z.string(),
  created_at: z.string(),
  changes: z.array(TailorChangeSchema),
  /** Skills the posting asks for that the resume does not show: never added. */
  not_shown: z.array(z.string()),
  /** Proposals the claim check refused (they stated something the resume does not show). */
  refused: z.number().int(),
  /** After Apply: each accepted change's outcome. */
  outcomes: z.record(z.string(), TailorOutcomeSchema).nullable(),
  applied_at: z.string().nullable(),
  /** The version that holds the document as it was before this run's Apply (its Undo step). */
  undo_version_id: z.string().nullable(),
  undone_at: z.string().nullable(),
});
export type TailorRun = z.infer<typeof TailorRunSchema>;

/** Applies kept for Undo, newest last (docs/decisions/034). */
export const TAILOR_UNDO_STEPS_MAX = 10;
/** One Apply that Undo can walk back: the version holding the document as that Apply found it. */
export const TailorUndoStepSchema = z.object({
  /** The version Undo restores. */
  id: z.string(),
  run_id: z.string(),
  /** What Undo restores, in words: "your resume before tailoring to 'Data Engineer'". */
  label: z.string(),
  applied_at: z.string(),
  /** How many changes that Apply wrote. */
  changes: z.number().int(),
});
export type TailorUndoStep = z.infer<typeof TailorUndoStepSchema>;
/** How many Applies Undo can still walk back, and the one the next Undo walks back. */
export const TailorUndoSchema = z.object({ count: z.number().int(), next: TailorUndoStepSchema.nullable() });
export type TailorUndo = z.infer<typeof TailorUndoSchema>;

export const TailorRunResponseSchema = z.object({ run: TailorRunSchema.nullable(), undo: TailorUndoSchema });
export type TailorRunResponse = z.infer<typeof TailorRunResponseSchema>;

export const TailorApplyBodySchema = z.object({
  run_id: text().min(1).max(64),
  accepted: z.array(text().min(1).max(16)).min(1, { error: 'Accept at least one change to apply.' }).max(50),
});
export type TailorApplyBody = z.infer<typeof TailorApplyBodySchema>;
/** Undo walks back the newest Apply; `step_id` (the step the screen shows) guards against undoing one the user did not see. */
export const TailorUndoBodySchema = z.object({ step_id: text().min(1).max(64).optional() });
export type TailorUndoBody = z.infer<typeof TailorUndoBodySchema>;

/** Apply and Undo answer the document as it now is, the latest run and what Undo can still walk back. */
export const TailorStateResponseSchema = z.object({
  state: BuilderStateSchema,
  run: TailorRunSchema,
  undo: TailorUndoSchema,
});
export type TailorStateResponse = z.infer<typeof TailorStateResponseSchema>;

/** POST /api/parse-jd: an uploaded job post's text. */
export const ParseJdResponseSchema = z.object({ text: z.string(), title: z.string(), warnings: z.array(z.string()) });
export type ParseJdResponse = z.infer<typeof ParseJdResponseSchema>;

/** Saved job posts kept per user (docs/product/2-modules.md section 9). */
export const SAVED_JOB_POSTS_MAX = 20;

/**
 * A saved job post's title (docs/product/2-modules.md section 3): the text's first line, cut to 77 characters and '...'
 * when longer than 80; 'Job Post' when empty.
 */
export function savedPostTitle(text: string): string {
  const first =
    text
      .split('\n')
      .map((l) => l.trim())
      .find((l) => l.length > 0) ?? '';
  if (!first) return 'Job Post';
  return first.length > 80 ? `${first.slice(0, 77)}...` : first;
}

/**
 * POST /api/workspaces/:wid/builder/scores: the saved document's scores. JD Match reads the job post
 * chosen in Tailor (docs/decisions/034): `source` 'workspace' (or none and no `jd_text`) the workspace's
 * job; any other source `jd_text`, and no posting while that is empty. Without `source`, `jd_text` if sent.
 */
export const BuilderScoresBodySchema = z.object({
  source: z.enum(['workspace', 'saved', 'upload', 'paste']).optional(),
  jd_text: pastedDocumentText()
    .max(TAILOR_POSTING_MAX, {
      error: `A job posting can hold at most ${TAILOR_POSTING_MAX.toLocaleString('en-US')} characters.`,
    })
    .optional(),
});
export type BuilderScoresBody = z.infer<typeof BuilderScoresBodySchema>;
export const BuilderScoreSchema = z.object({
  score: z.number().int().min(0).max(100).nullable(),
  explanation: z.array(z.string()),
  tip: z.string(),
});
export type BuilderScore = z.infer<typeof BuilderScoreSchema>;
export const BuilderScoresResponseSchema = z.object({
  jd_match: BuilderScoreSchema,
  completeness: BuilderScoreSchema,
  clarity: BuilderScoreSchema,
  /** Which posting JD Match read: the one sent, the workspace's job, or none. */
  posting: z.enum(['given', 'workspace']).nullable(),
});
export type BuilderScoresResponse = z.infer<typeof BuilderScoresResponseSchema>;
