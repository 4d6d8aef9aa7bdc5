import type { BuilderState } from '@cp/contracts';
import type { Queryable } from '../../db/database.ts';

type StateRow = { doc: unknown; template: string; palette: string; page_size: string };
export type BuilderDocumentRow = StateRow & { updated_at: Date };
export type BuilderVersionRow = StateRow & { id: string; name: string; created_at: Date };

/** The builder's document and named versions per user and workspace (migration 010). */
export function createResumeBuilderRepository(db: Queryable) {
  return {
    async workspaceExists(userId: string, wid: string): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM workspaces WHERE id = $1 AND user_id = $2', [wid, userId]);
      return rows.length > 0;
    },

    async findWorkspaceResume(userId: string, wid: string): Promise<{ cv_text: string | null } | null> {
      const { rows } = await db.query<{ cv_text: string | null }>(
        'SELECT cv_text FROM workspaces WHERE id = $1 AND user_id = $2',
        [wid, userId],
      );
      return rows[0] ?? null;
    },

    async findWorkspaceJob(userId: string, wid: string): Promise<{ jd_text: string | null } | null> {
      const { rows } = await db.query<{ jd_text: string | null }>(
        'SELECT jd_text FROM workspaces WHERE id = $1 AND user_id = $2',
        [wid, userId],
      );
      return rows[0] ?? null;
    },

    async findDocument(userId: string, wid: string): Promise<BuilderDocumentRow | null> {
      const { rows } = await db.query<BuilderDocumentRow>(
        'SELECT doc, template, palette, page_size, updated_at FROM resume_builder_documents WHERE user_id = $1 AND workspace_id = $2',
        [userId, wid],
      );
      return rows[0] ?? null;
    },

    async saveDocument(userId: string, wid: string, state: BuilderState, at: Date) {
      await db.query(
        `INSERT INTO resume_builder_documents (user_id, workspace_id, doc, template, palette, page_size, updated_at)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7)
         ON CONFLICT (user_id, workspace_id) DO UPDATE SET doc = EXCLUDED.doc, template = EXCLUDED.template, palette = EXCLUDED.palette,
           page_size = EXCLUDED.page_size, updated_at = EXCLUDED.updated_at`,
        [userId, wid, JSON.stringify(state.doc), state.template, state.palette, state.page_size, at],
      );
    },

    /** The document row locked for an update in this transaction (Apply, Undo), with its tailoring run and Undo steps. */
    async lockDocument(
      userId: string,
      wid: string,
    ): Promise<(BuilderDocumentRow & { tailoring: unknown; tailor_undo: unknown }) | null> {
      const { rows } = await db.query<BuilderDocumentRow & { tailoring: unknown; tailor_undo: unknown }>(
        'SELECT doc, template, palette, page_size, updated_at, tailoring, tailor_undo FROM resume_builder_documents WHERE user_id = $1 AND workspace_id = $2 FOR UPDATE',
        [userId, wid],
      );
      return rows[0] ?? null;
    },

    /** The latest tailoring run (migration 017) and the Undo steps (migration 019). */
    async findTailoring(userId: string, wid: string): Promise<{ tailoring: unknown; tailor_undo: unknown }> {
      const { rows } = await db.query<{ tailoring: unknown; tailor_undo: unknown }>(
        'SELECT tailoring, tailor_undo FROM resume_builder_documents WHERE user_id = $1 AND workspace_id = $2',
        [userId, wid],
      );
      return rows[0] ?? { tailoring: null, tailor_undo: [] };
    },

    /** The latest tailoring run (migration 017); the document row must exist. */
    async saveTailoring(userId: string, wid: string, run: object) {
      await db.query(
        'UPDATE resume_builder_documents SET tailoring = $3::jsonb WHERE user_id = $1 AND workspace_id = $2',
        [userId, wid, JSON.stringify(run)],
      );
    },

    /** The Applies Undo can walk back, newest last (migration 019). */
    async saveUndoSteps(userId: string, wid: string, steps: readonly object[]) {
      await db.query(
        'UPDATE resume_builder_documents SET tailor_undo = $3::jsonb WHERE user_id = $1 AND workspace_id = $2',
        [userId, wid, JSON.stringify(steps)],
      );
    },

    /** Newest first. */
    async listVersions(userId: string, wid: string, limit: number): Promise<BuilderVersionRow[]> {
      const { rows } = await db.query<BuilderVersionRow>(
        `SELECT id, name, doc, template, palette, page_size, created_at FROM resume_builder_versions
          WHERE user_id = $1 AND workspace_id = $2 ORDER BY seq DESC LIMIT $3`,
        [userId, wid, limit],
      );
      return rows;
    },

    async findVersion(userId: string, wid: string, id: string): Promise<BuilderVersionRow | null> {
      const { rows } = await db.query<BuilderVersionRow>(
        'SELECT id, name, doc, template, palette, page_size, created_at FROM resume_builder_versions WHERE id = $1 AND user_id = $2 AND workspace_id = $3',
        [id, userId, wid],
      );
      return rows[0] ?? null;
    },

    async insertVersion(userId: string, wid: string, v: { id: string; name: string; state: BuilderState; at: Date }) {
      await db.query(
        `INSERT INTO resume_builder_versions (id, user_id, workspace_id, name, doc, template, palette, page_size, created_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9)`,
        [
          v.id,
          userId,
          wid,
          v.name,
          JSON.stringify(v.state.doc),
          v.state.template,
          v.state.palette,
          v.state.page_size,
          v.at,
        ],
      );
    },

    /** Keeps the newest `keep` versions of the workspace. */
    async pruneVersions(userId: string, wid: string, keep: number) {
      await db.query(
        `DELETE FROM resume_builder_versions WHERE user_id = $1 AND workspace_id = $2 AND seq NOT IN
           (SELECT seq FROM resume_builder_versions WHERE user_id = $1 AND workspace_id = $2 ORDER BY seq DESC LIMIT $3)`,
        [userId, wid, keep],
      );
    },
  };
}
export type ResumeBuilderRepository = ReturnType<typeof createResumeBuilderRepository>;
