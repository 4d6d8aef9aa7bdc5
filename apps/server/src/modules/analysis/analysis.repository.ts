import type { AnalysisModuleKey, AnalysisRunFlag, AnalysisSource } from '@cp/contracts';
import { ENGINE_VERSION } from '@cp/engine';
import type { Queryable } from '../../db/database.ts';

export type WorkspaceTexts = { cv_text: string | null; jd_text: string | null };
/** `engine_version`: the engine that made the run (migration 007), null for runs stored before it. */
export type StoredRun = {
  id: string;
  result: unknown;
  source: AnalysisSource | null;
  flags: AnalysisRunFlag[];
  engine_version: string | null;
  created_at: Date;
};

/** Reads and writes of the analysis call: the workspace's texts and its module runs. */
export function createAnalysisRepository(db: Queryable) {
  return {
    /** The workspace's stored texts, or null when the user has no such workspace. */
    async findTexts(userId: string, wid: string): Promise<WorkspaceTexts | null> {
      const { rows } = await db.query<WorkspaceTexts>(
        'SELECT cv_text, jd_text FROM workspaces WHERE id = $1 AND user_id = $2',
        [wid, userId],
      );
      return rows[0] ?? null;
    },

    /** The same, with the row locked for the transaction (a document save waits until the run is stored). */
    async lockTexts(userId: string, wid: string): Promise<WorkspaceTexts | null> {
      const { rows } = await db.query<WorkspaceTexts>(
        'SELECT cv_text, jd_text FROM workspaces WHERE id = $1 AND user_id = $2 FOR UPDATE',
        [wid, userId],
      );
      return rows[0] ?? null;
    },

    /** The newest run of one module in the workspace (what the workspace shows), or null. */
    async findLatestRun(userId: string, wid: string, moduleKey: AnalysisModuleKey): Promise<StoredRun | null> {
      const { rows } = await db.query<StoredRun>(
        `SELECT id, result, source, flags, engine_version, created_at FROM module_runs WHERE workspace_id = $1 AND user_id = $2 AND module_key = $3 ORDER BY created_at DESC, id DESC LIMIT 1`,
        [wid, userId, moduleKey],
      );
      return rows[0] ?? null;
    },

    /**
     * Stores a run with this server's ENGINE_VERSION: every analysis run is the engine's (a model's run
     * rewrites the engine's draft and is claim-checked by the engine), so the version traces it.
     */
    async insertRun(run: {
      id: string;
      wid: string;
      userId: string;
      moduleKey: AnalysisModuleKey;
      result: unknown;
      source: AnalysisSource;
      flags: AnalysisRunFlag[];
      at: Date;
    }): Promise<void> {
      await db.query(
        `INSERT INTO module_runs (id, workspace_id, user_id, module_key, result, source, flags, engine_version, created_at) VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7::jsonb, $8, $9)`,
        [
          run.id,
          run.wid,
          run.userId,
          run.moduleKey,
          JSON.stringify(run.result),
          run.source,
          JSON.stringify(run.flags),
          ENGINE_VERSION,
          run.at,
        ],
      );
    },
  };
}
export type AnalysisRepository = ReturnType<typeof createAnalysisRepository>;
