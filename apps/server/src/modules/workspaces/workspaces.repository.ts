import type { AnalysisRunFlag, AnalysisSource, DocumentKind, ModuleKey } from '@cp/contracts';
import type { Queryable } from '../../db/database.ts';

/** A workspace with the stats the list and the detail show. */
export type WorkspaceStatsRow = {
  id: string;
  name: string;
  is_default: boolean;
  has_cv: boolean;
  has_jd: boolean;
  completed_modules: number;
  completed_steps: number[];
  last_modified: Date;
};

export type WorkspaceDocumentsRow = WorkspaceStatsRow & { cv_text: string | null; jd_text: string | null };

export type ModuleRunRow = {
  id: string;
  module_key: ModuleKey;
  result: unknown;
  transcript: unknown;
  metrics: unknown;
  /** Null for runs without a recorded source (module 6, and runs stored before migration 004). */
  source: AnalysisSource | null;
  flags: AnalysisRunFlag[];
  /** The user's saved edit of the result (cover letters; migration 005). */
  edited_text: string | null;
  edited_at: Date | null;
  /** The engine that made the run (migration 007); null for module 6 and runs stored before it. */
  engine_version: string | null;
  created_at: Date;
};

export type NewModuleRun = Omit<ModuleRunRow, 'id'> & { id: string };

/** A stored version of a workspace document (migration 005), as a clone copies it. */
export type DocumentVersionCopy = {
  id: string;
  doc_type: DocumentKind;
  text: string;
  source: string;
  previous_id: string | null;
  run_id: string | null;
  applied_changes: number[];
  created_at: Date;
};

/**
 * An output counts as completed when the newest run of its module is not empty (docs/product/1-platform.md section 3).
 */
const statsSelect = `
  w.id, w.name, w.is_default,
  (w.cv_text IS NOT NULL AND w.cv_text <> '') AS has_cv,
  (w.jd_text IS NOT NULL AND w.jd_text <> '') AS has_jd,
  COALESCE(r.completed, 0)::int AS completed_modules,
  COALESCE(r.completed_steps, '{}') AS completed_steps,
  GREATEST(w.updated_at, r.last_run_at) AS last_modified`;
const statsJoin = `
  LEFT JOIN LATERAL (
    SELECT count(*) FILTER (WHERE NOT (l.result = ANY (ARRAY['null', '""', '{}', '[]']::jsonb[]))) AS completed,
           array_agg(substr(l.module_key, 8)::int ORDER BY l.module_key)
             FILTER (WHERE NOT (l.result = ANY (ARRAY['null', '""', '{}', '[]']::jsonb[]))) AS completed_steps,
           max(l.created_at) AS last_run_at
      FROM (SELECT DISTINCT ON (m.module_key) m.module_key, m.result, m.created_at
              FROM module_runs m
             WHERE m.workspace_id = w.id
             ORDER BY m.module_key, m.created_at DESC, m.id DESC) l
  ) r ON true`;

const textColumn = { cv: 'cv_text', jd: 'jd_text' } as const satisfies Record<DocumentKind, string>;
const textUpdatedColumn = { cv: 'cv_updated_at', jd: 'jd_updated_at' } as const satisfies Record<DocumentKind, string>;

export function createWorkspacesRepository(db: Queryable) {
  return {
    /**
     * Locks the user's row for the rest of the transaction: every change to the set of a user's
     * workspaces (create, clone, delete, default) runs under it, so limits and the one default hold
     * under concurrency. NO KEY UPDATE does not block inserts elsewhere that reference the user.
     * Returns false when the user does not exist.
     */
    async lockUser(userId: string): Promise<boolean> {
      const { rows } = await db.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
      return rows.length > 0;
    },

    async listWithStats(userId: string): Promise<WorkspaceStatsRow[]> {
      const { rows } = await db.query<WorkspaceStatsRow>(
        `SELECT ${statsSelect} FROM workspaces w ${statsJoin} WHERE w.user_id = $1 ORDER BY w.created_at, w.id`,
        [userId],
      );
      return rows;
    },

    async findWithDocuments(userId: string, wid: string): Promise<WorkspaceDocumentsRow | null> {
      const { rows } = await db.query<WorkspaceDocumentsRow>(
        `SELECT ${statsSelect}, w.cv_text, w.jd_text FROM workspaces w ${statsJoin} WHERE w.id = $1 AND w.user_id = $2`,
        [wid, userId],
      );
      return rows[0] ?? null;
    },

    async exists(userId: string, wid: string): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM workspaces WHERE id = $1 AND user_id = $2', [wid, userId]);
      return rows.length > 0;
    },

    /** The workspace's row locked for the transaction, or null when the user has no such workspace. */
    async lockWorkspace(
      userId: string,
      wid: string,
    ): Promise<{
      id: string;
      name: string;
      is_default: boolean;
      cv_text: string | null;
      jd_text: string | null;
    } | null> {
      const { rows } = await db.query<{
        id: string;
        name: string;
        is_default: boolean;
        cv_text: string | null;
        jd_text: string | null;
      }>('SELECT id, name, is_default, cv_text, jd_text FROM workspaces WHERE id = $1 AND user_id = $2 FOR UPDATE', [
        wid,
        userId,
      ]);
      return rows[0] ?? null;
    },

    async countForUser(userId: string): Promise<number> {
      const { rows } = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM workspaces WHERE user_id = $1',
        [userId],
      );
      return rows[0]?.count ?? 0;
    },

    async findDefaultId(userId: string): Promise<string | null> {
      const { rows } = await db.query<{ id: string }>('SELECT id FROM workspaces WHERE user_id = $1 AND is_default', [
        userId,
      ]);
      return rows[0]?.id ?? null;
    },

    async findMostRecentlyUpdatedId(userId: string): Promise<string | null> {
      const { rows } = await db.query<{ id: string }>(
        'SELECT id FROM workspaces WHERE user_id = $1 ORDER BY updated_at DESC, created_at DESC, id DESC LIMIT 1',
        [userId],
      );
      return rows[0]?.id ?? null;
    },

    async insert(workspace: {
      id: string;
      userId: string;
      name: string;
      isDefault: boolean;
      cvText?: string | null;
      jdText?: string | null;
    }) {
      await db.query(
        `INSERT INTO workspaces (id, user_id, name, is_default, cv_text, jd_text, cv_updated_at, jd_updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $5::text IS NOT NULL THEN now() END, CASE WHEN $6::text IS NOT NULL THEN now() END)`,
        [
          workspace.id,
          workspace.userId,
          workspace.name,
          workspace.isDefault,
          workspace.cvText ?? null,
          workspace.jdText ?? null,
        ],
      );
    },

    async rename(userId: string, wid: string, name: string) {
      await db.query(
        'UPDATE workspaces SET name = $3, updated_at = now() WHERE id = $1 AND user_id = $2 AND name <> $3',
        [wid, userId, name],
      );
    },

    /** Two statements, in this order: the one-default index is checked row by row. */
    async makeDefault(userId: string, wid: string) {
      await db.query('UPDATE workspaces SET is_default = false WHERE user_id = $1 AND is_default AND id <> $2', [
        userId,
        wid,
      ]);
      await db.query('UPDATE workspaces SET is_default = true WHERE user_id = $1 AND id = $2 AND NOT is_default', [
        userId,
        wid,
      ]);
    },

    /** Deletes the workspace (its runs cascade); returns whether it was the default, or null if not found. */
    async delete(userId: string, wid: string): Promise<{ wasDefault: boolean } | null> {
      const { rows } = await db.query<{ is_default: boolean }>(
        'DELETE FROM workspaces WHERE id = $1 AND user_id = $2 RETURNING is_default',
        [wid, userId],
      );
      return rows[0] ? { wasDefault: rows[0].is_default } : null;
    },

    async setText(userId: string, wid: string, kind: DocumentKind, text: string | null) {
      await db.query(
        `UPDATE workspaces SET ${textColumn[kind]} = $3, ${textUpdatedColumn[kind]} = CASE WHEN $3::text IS NULL THEN NULL ELSE now() END, updated_at = now()
          WHERE id = $1 AND user_id = $2`,
        [wid, userId, text],
      );
    },

    /** Clears both texts and the resume's stored versions (migration 005). */
    async clearDocuments(userId: string, wid: string) {
      await db.query('DELETE FROM workspace_document_versions WHERE workspace_id = $1 AND user_id = $2', [wid, userId]);
      await db.query(
        `UPDATE workspaces SET cv_text = NULL, jd_text = NULL, cv_updated_at = NULL, jd_updated_at = NULL, updated_at = now()
          WHERE id = $1 AND user_id = $2`,
        [wid, userId],
      );
    },

    async deleteRuns(userId: string, wid: string): Promise<number> {
      const { rowCount } = await db.query('DELETE FROM module_runs WHERE workspace_id = $1 AND user_id = $2', [
        wid,
        userId,
      ]);
      return rowCount ?? 0;
    },

    /** The newest `perModule` runs of each module, newest first within a module. */
    async listRuns(userId: string, wid: string, perModule: number): Promise<ModuleRunRow[]> {
      const { rows } = await db.query<ModuleRunRow>(
        `SELECT id, module_key, result, transcript, metrics, source, flags, edited_text, edited_at, engine_version, created_at
           FROM (SELECT id, module_key, result, transcript, metrics, source, flags, edited_text, edited_at, engine_version, created_at,
                        row_number() OVER (PARTITION BY module_key ORDER BY created_at DESC, id DESC) AS rn
                   FROM module_runs WHERE workspace_id = $1 AND user_id = $2) t
          WHERE rn <= $3
          ORDER BY module_key, created_at DESC, id DESC`,
        [wid, userId, perModule],
      );
      return rows;
    },

    /** The workspace's document versions, oldest first. */
    async listDocumentVersions(userId: string, wid: string): Promise<DocumentVersionCopy[]> {
      const { rows } = await db.query<DocumentVersionCopy>(
        `SELECT id, doc_type, text, source, previous_id, run_id, applied_changes, created_at
           FROM workspace_document_versions WHERE workspace_id = $1 AND user_id = $2 ORDER BY seq`,
        [wid, userId],
      );
      return rows;
    },

    /** Inserts versions in the given order (their storage order). */
    /** The Resume Builder's document and layout (migration 010) copied to another workspace of the same user; its versions and tailoring stay with the original. */
    async copyBuilderDocument(userId: string, fromWid: string, toWid: string) {
      await db.query(
        `INSERT INTO resume_builder_documents (user_id, workspace_id, doc, template, palette, page_size, updated_at)
         SELECT user_id, $3, doc, template, palette, page_size, updated_at FROM resume_builder_documents WHERE user_id = $1 AND workspace_id = $2`,
        [userId, fromWid, toWid],
      );
    },

    async insertDocumentVersions(userId: string, wid: string, versions: DocumentVersionCopy[]) {
      for (const v of versions) {
        await db.query(
          `INSERT INTO workspace_document_versions (id, user_id, workspace_id, doc_type, text, source, previous_id, run_id, applied_changes, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10)`,
          [
            v.id,
            userId,
            wid,
            v.doc_type,
            v.text,
            v.source,
            v.previous_id,
            v.run_id,
            JSON.stringify(v.applied_changes),
            v.created_at,
          ],
        );
      }
    },

    async insertRuns(userId: string, wid: string, runs: NewModuleRun[]) {
      for (const run of runs) {
        await db.query(
          `INSERT INTO module_runs (id, workspace_id, user_id, module_key, result, transcript, metrics, source, flags, edited_text, edited_at, engine_version, created_at)
           VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7::jsonb, $8, $9::jsonb, $10, $11, $12, $13)`,
          [
            run.id,
            wid,
            userId,
            run.module_key,
            JSON.stringify(run.result),
            jsonOrNull(run.transcript),
            jsonOrNull(run.metrics),
            run.source,
            JSON.stringify(run.flags),
            run.edited_text,
            run.edited_at,
            run.engine_version,
            run.created_at,
          ],
        );
      }
    },
  };
}
export type WorkspacesRepository = ReturnType<typeof createWorkspacesRepository>;

const jsonOrNull = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
