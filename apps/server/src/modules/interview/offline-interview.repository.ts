import { ENGINE_VERSION } from '@cp/engine';
import type { Queryable } from '../../db/database.ts';

export type InterviewWorkspace = { cv_text: string | null; jd_text: string | null };

/** Reads and writes of the Offline Interview: the workspace's texts, its newest questions, and feedback runs. */
export function createOfflineInterviewRepository(db: Queryable) {
  return {
    async findWorkspace(userId: string, wid: string): Promise<InterviewWorkspace | null> {
      const { rows } = await db.query<InterviewWorkspace>(
        'SELECT cv_text, jd_text FROM workspaces WHERE id = $1 AND user_id = $2',
        [wid, userId],
      );
      return rows[0] ?? null;
    },

    /** The newest Interview Questions run's result (module 5), or null. */
    async findLatestQuestions(userId: string, wid: string): Promise<unknown> {
      const { rows } = await db.query<{ result: unknown }>(
        `SELECT result FROM module_runs WHERE workspace_id = $1 AND user_id = $2 AND module_key = 'Module 5' ORDER BY created_at DESC, id DESC LIMIT 1`,
        [wid, userId],
      );
      return rows[0]?.result ?? null;
    },

    /** Stores one feedback run with its transcript and delivery metrics, and the engine that graded it. */
    async insertFeedbackRun(run: {
      id: string;
      wid: string;
      userId: string;
      result: unknown;
      transcript: unknown;
      metrics: unknown;
      at: Date;
    }): Promise<boolean> {
      // the workspace may have been deleted while the answer was graded: then nothing is stored (false)
      const { rowCount } = await db.query(
        `INSERT INTO module_runs (id, workspace_id, user_id, module_key, result, transcript, metrics, source, flags, engine_version, created_at)
         SELECT $1, $2, $3, 'Module 6', $4::jsonb, $5::jsonb, $6::jsonb, 'engine', '[]'::jsonb, $7, $8
          WHERE EXISTS (SELECT 1 FROM workspaces WHERE id = $2 AND user_id = $3)`,
        [
          run.id,
          run.wid,
          run.userId,
          JSON.stringify(run.result),
          JSON.stringify(run.transcript),
          run.metrics === null ? null : JSON.stringify(run.metrics),
          ENGINE_VERSION,
          run.at,
        ],
      );
      return rowCount === 1;
    },
  };
}
export type OfflineInterviewRepository = ReturnType<typeof createOfflineInterviewRepository>;
