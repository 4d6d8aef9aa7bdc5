import type { DocumentKind, DocumentVersionSource } from '@cp/contracts';
import type { Queryable } from '../../db/database.ts';

export type DocumentVersionRow = {
  id: string;
  source: DocumentVersionSource;
  text: string;
  previous_id: string | null;
  run_id: string | null;
  applied_changes: number[];
  created_at: Date;
};
export type NewDocumentVersion = Omit<DocumentVersionRow, 'created_at'> & { docType: DocumentKind; at: Date };

const versionColumns = 'id, source, text, previous_id, run_id, applied_changes, created_at';

/** The workspace's stored resume versions, the current text and the runs that read it. */
export function createResumeVersionsRepository(db: Queryable) {
  return {
    /** The workspace's resume, locked for the transaction; null when the user has no such workspace. */
    async lockResume(userId: string, wid: string): Promise<{ cv_text: string | null } | null> {
      const { rows } = await db.query<{ cv_text: string | null }>(
        'SELECT cv_text FROM workspaces WHERE id = $1 AND user_id = $2 FOR UPDATE',
        [wid, userId],
      );
      return rows[0] ?? null;
    },

    async findResume(userId: string, wid: string): Promise<{ cv_text: string | null } | null> {
      const { rows } = await db.query<{ cv_text: string | null }>(
        'SELECT cv_text FROM workspaces WHERE id = $1 AND user_id = $2',
        [wid, userId],
      );
      return rows[0] ?? null;
    },

    async setResume(userId: string, wid: string, text: string, at: Date) {
      await db.query(
        'UPDATE workspaces SET cv_text = $3, cv_updated_at = $4, updated_at = $4 WHERE id = $1 AND user_id = $2',
        [wid, userId, text, at],
      );
    },

    /** One stored run of the workspace, or null. */
    async findRun(
      userId: string,
      wid: string,
      runId: string,
    ): Promise<{ module_key: string; result: unknown; created_at: Date } | null> {
      const { rows } = await db.query<{ module_key: string; result: unknown; created_at: Date }>(
        'SELECT module_key, result, created_at FROM module_runs WHERE id = $1 AND workspace_id = $2 AND user_id = $3',
        [runId, wid, userId],
      );
      return rows[0] ?? null;
    },

    /** Newest first. */
    async listVersions(
      userId: string,
      wid: string,
      docType: DocumentKind,
      limit: number,
    ): Promise<DocumentVersionRow[]> {
      const { rows } = await db.query<DocumentVersionRow>(
        `SELECT ${versionColumns} FROM workspace_document_versions WHERE workspace_id = $1 AND user_id = $2 AND doc_type = $3 ORDER BY seq DESC LIMIT $4`,
        [wid, userId, docType, limit],
      );
      return rows;
    },

    async findVersion(userId: string, wid: string, id: string): Promise<DocumentVersionRow | null> {
      const { rows } = await db.query<DocumentVersionRow>(
        `SELECT ${versionColumns} FROM workspace_document_versions WHERE id = $1 AND workspace_id = $2 AND user_id = $3`,
        [id, wid, userId],
      );
      return rows[0] ?? null;
    },

    async insertVersion(userId: string, wid: string, v: NewDocumentVersion): Promise<DocumentVersionRow> {
      await db.query(
        `INSERT INTO workspace_document_versions (id, user_id, workspace_id, doc_type, text, source, previous_id, run_id, applied_changes, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10)`,
        [
          v.id,
          userId,
          wid,
          v.docType,
          v.text,
          v.source,
          v.previous_id,
          v.run_id,
          JSON.stringify(v.applied_changes),
          v.at,
        ],
      );
      return {
        id: v.id,
        source: v.source,
        text: v.text,
        previous_id: v.previous_id,
        run_id: v.run_id,
        applied_changes: v.applied_changes,
        created_at: v.at,
      };
    },

    /** Keeps the newest `keep` versions of the document. */
    async pruneVersions(userId: string, wid: string, docType: DocumentKind, keep: number) {
      await db.query(
        `DELETE FROM workspace_document_versions WHERE workspace_id = $1 AND user_id = $2 AND doc_type = $3 AND seq NOT IN
           (SELECT seq FROM workspace_document_versions WHERE workspace_id = $1 AND user_id = $2 AND doc_type = $3 ORDER BY seq DESC LIMIT $4)`,
        [wid, userId, docType, keep],
      );
    },

    /** Clears the runs of every module but one (their results read the resume that just changed). */
    async deleteRunsExcept(userId: string, wid: string, keptModule: string) {
      await db.query('DELETE FROM module_runs WHERE workspace_id = $1 AND user_id = $2 AND module_key <> $3', [
        wid,
        userId,
        keptModule,
      ]);
    },

    /** Clears the runs stored at or after `at` (they read a resume version that is being undone). */
    async deleteRunsSince(userId: string, wid: string, at: Date) {
      await db.query('DELETE FROM module_runs WHERE workspace_id = $1 AND user_id = $2 AND created_at >= $3', [
        wid,
        userId,
        at,
      ]);
    },
  };
}
export type ResumeVersionsRepository = ReturnType<typeof createResumeVersionsRepository>;
