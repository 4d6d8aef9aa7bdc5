import { z } from 'zod';
import { text } from './text.ts';

/**
 * Resume Improvement's 'Apply' and its Undo (docs/decisions/017): the accepted changes of a stored run
 * go into the workspace resume as a new version. The client names changes by their index in the run,
 * never by text: the server only ever writes the run's own suggestions.
 */
export const documentVersionSources = ['upload', 'improvement', 'restore'] as const;
export const DocumentVersionSourceSchema = z.enum(documentVersionSources);
export type DocumentVersionSource = z.infer<typeof DocumentVersionSourceSchema>;

/** At most this many changes are named in one apply (a run has far fewer). */
export const APPLY_CHANGES_MAX = 200;
/** Versions kept per workspace document; older ones are dropped as new ones are stored. */
export const DOCUMENT_VERSIONS_KEPT = 20;

export const RunParamsSchema = z.object({ wid: text(), runId: text().min(1).max(64) });

export const ApplyImprovementsBodySchema = z.object({
  runId: text().min(1).max(64),
  changes: z
    .array(z.number().int().min(0).max(999))
    .min(1, { error: 'Accept at least one change to apply.' })
    .max(APPLY_CHANGES_MAX)
    .refine((list) => new Set(list).size === list.length, { error: 'Each change can be named once.' }),
});
export type ApplyImprovementsBody = z.infer<typeof ApplyImprovementsBodySchema>;

/** One stored version of the resume (its text is the workspace's cvText while it is current). */
export const DocumentVersionSchema = z.object({
  id: z.string(),
  source: DocumentVersionSourceSchema,
  /** The Resume Improvement run whose changes the text holds, if any. */
  run_id: z.string().nullable(),
  /** Indexes of that run's changes the text holds. */
  applied_changes: z.array(z.number().int().min(0)),
  chars: z.number().int().min(0),
  created_at: z.string(),
});
export type DocumentVersion = z.infer<typeof DocumentVersionSchema>;

/**
 * 'applied': in the new version. 'stale': its original text is no longer in the resume (changed since
 * the run, or taken by another accepted change); nothing was written. 'needs_input': the suggestion
 * holds a placeholder for the user's own words, so it is not written into the resume as it is.
 * 'unsupported': the claim check flagged it (a fact the resume does not show), so it is not written.
 */
export const changeOutcomes = ['applied', 'stale', 'needs_input', 'unsupported'] as const;
export const ChangeOutcomeSchema = z.object({ index: z.number().int().min(0), status: z.enum(changeOutcomes) });
export type ChangeOutcome = z.infer<typeof ChangeOutcomeSchema>;

export const ApplyImprovementsResponseSchema = z.object({
  /** The new current version; null when no accepted change could be applied (the resume is unchanged). */
  version: DocumentVersionSchema.nullable(),
  outcomes: z.array(ChangeOutcomeSchema),
  cvText: z.string(),
  message: z.string(),
});
export type ApplyImprovementsResponse = z.infer<typeof ApplyImprovementsResponseSchema>;

export const UndoImprovementBodySchema = z.object({ versionId: text().min(1).max(64) });
export const UndoImprovementResponseSchema = z.object({
  version: DocumentVersionSchema,
  cvText: z.string(),
  message: z.string(),
});
export type UndoImprovementResponse = z.infer<typeof UndoImprovementResponseSchema>;

/** GET /api/workspaces/{wid}/resume/versions: newest first; `current` is the version the resume holds now, if stored. */
export const ResumeVersionsResponseSchema = z.object({
  items: z.array(DocumentVersionSchema),
  current: DocumentVersionSchema.nullable(),
  /** True when `current` is an applied improvement: Undo restores the version before it. */
  can_undo: z.boolean(),
});
export type ResumeVersionsResponse = z.infer<typeof ResumeVersionsResponseSchema>;

export const appliedMessage = (count: number) => `Applied ${count} change${count === 1 ? '' : 's'} to your resume.`;
export const nothingAppliedMessage =
  'None of the accepted changes could be applied: your resume no longer holds their original text.';
export const undoneMessage = 'Your resume is back to the version before the changes.';
export const undoConflictMessage =
  'Your resume changed after these changes were applied, so they cannot be undone here.';

// ---- The saved edit of a generated result (the cover letter) ----

/** The longest letter edit kept with a run (the database checks it too). */
export const LETTER_EDIT_MAX = 20_000;
export const SaveRunEditBodySchema = z.object({
  text: text()
    .max(LETTER_EDIT_MAX, { error: `A letter can be at most ${LETTER_EDIT_MAX.toLocaleString('en-US')} characters.` })
    .refine((t) => t.trim().length > 0, {
      error: 'The letter cannot be empty. Use Revert to generated to start again.',
    }),
});
export type SaveRunEditBody = z.infer<typeof SaveRunEditBodySchema>;
export const RunEditResponseSchema = z.object({
  run_id: z.string(),
  edited_text: z.string().nullable(),
  edited_at: z.string().nullable(),
});
export type RunEditResponse = z.infer<typeof RunEditResponseSchema>;
