import type { ApplicationStatus } from '@cp/contracts';
import type { Queryable } from '../../db/database.ts';

export type ApplicationRow = {
  id: string;
  workspace_id: string;
  job_id: string | null;
  job_title: string;
  company: string;
  location: string;
  status: ApplicationStatus;
  applied_at: Date | null;
  kit_id: string | null;
  notes: string;
  created_at: Date;
  updated_at: Date;
};

export type NewApplication = Omit<ApplicationRow, 'updated_at' | 'workspace_id'>;

const COLUMNS = 'id, workspace_id, job_id, job_title, company, location, status, applied_at, kit_id, notes, created_at, updated_at';

/** Applications and their timeline (migration 013); every query is scoped to the user. */
export function createApplicationsRepository(db: Queryable) {
  return {
    async workspaceExists(userId: string, wid: string): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM workspaces WHERE id = $1 AND user_id = $2', [wid, userId]);
      return rows.length > 0;
    },

    /** Newest first. */
    async list(userId: string, wid: string): Promise<ApplicationRow[]> {
      const { rows } = await db.query<ApplicationRow>(
        `SELECT ${COLUMNS} FROM applications WHERE user_id = $1 AND workspace_id = $2 ORDER BY seq DESC`,
        [userId, wid],
      );
      return rows;
    },

    async count(userId: string, wid: string): Promise<number> {
      const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM applications WHERE user_id = $1 AND workspace_id = $2', [userId, wid]);
      return Number(rows[0]?.n ?? 0);
    },

    /** The row locked for an update in this transaction; null when it is not this user's in this workspace. */
    async findForUpdate(userId: string, wid: string, id: string): Promise<ApplicationRow | null> {
      const { rows } = await db.query<ApplicationRow>(
        `SELECT ${COLUMNS} FROM applications WHERE id = $1 AND user_id = $2 AND workspace_id = $3 FOR UPDATE`,
        [id, userId, wid],
      );
      return rows[0] ?? null;
    },

    async insert(userId: string, wid: string, a: NewApplication): Promise<ApplicationRow> {
      const { rows } = await db.query<ApplicationRow>(
        `INSERT INTO applications (id, user_id, workspace_id, job_id, job_title, company, location, status, applied_at, kit_id, notes, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) RETURNING ${COLUMNS}`,
        [a.id, userId, wid, a.job_id, a.job_title, a.company, a.location, a.status, a.applied_at, a.kit_id, a.notes, a.created_at],
      );
      return rows[0]!;
    },

    async setStatus(id: string, status: ApplicationStatus, appliedAt: Date | null, at: Date): Promise<ApplicationRow> {
      const { rows } = await db.query<ApplicationRow>(
        `UPDATE applications SET status = $2, applied_at = $3, updated_at = $4 WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, status, appliedAt, at],
      );
      return rows[0]!;
    },

    async appendEvent(userId: string, e: { applicationId: string; kind: 'created' | 'status'; from: ApplicationStatus | null; to: ApplicationStatus; at: Date }) {
      await db.query(
        'INSERT INTO application_events (application_id, user_id, kind, from_status, to_status, at) VALUES ($1, $2, $3, $4, $5, $6)',
        [e.applicationId, userId, e.kind, e.from, e.to, e.at],
      );
    },

    async remove(userId: string, wid: string, id: string): Promise<boolean> {
      const { rowCount } = await db.query('DELETE FROM applications WHERE id = $1 AND user_id = $2 AND workspace_id = $3', [id, userId, wid]);
      return (rowCount ?? 0) > 0;
    },
  };
}
export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
