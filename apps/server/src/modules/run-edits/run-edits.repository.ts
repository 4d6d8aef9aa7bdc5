import type { Queryable } from '../../db/database.ts';

export type EditableRun = { module_key: string; result: unknown; edited_text: string | null; edited_at: Date | null };

/** The user's saved edit of a stored run's result (module_runs.edited_text). */
export function createRunEditsRepository(db: Queryable) {
  return {
    async workspaceExists(userId: string, wid: string): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM workspaces WHERE id = $1 AND user_id = $2', [wid, userId]);
      return rows.length > 0;
    },

    async findRun(userId: string, wid: string, runId: string): Promise<EditableRun | null> {
      const { rows } = await db.query<EditableRun>(
        'SELECT module_key, result, edited_text, edited_at FROM module_runs WHERE id = $1 AND workspace_id = $2 AND user_id = $3',
        [runId, wid, userId],
      );
      return rows[0] ?? null;
    },

    /** Null text clears the edit (the generated result shows again). */
    async setEdit(userId: string, wid: string, runId: string, text: string | null, at: Date | null) {
      await db.query(
        'UPDATE module_runs SET edited_text = $4, edited_at = $5 WHERE id = $1 AND workspace_id = $2 AND user_id = $3',
        [runId, wid, userId, text, at],
      );
    },
  };
}
export type RunEditsRepository = ReturnType<typeof createRunEditsRepository>;
