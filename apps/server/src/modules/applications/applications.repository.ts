import type { Application, ApplicationStatus, CloseReason } from '@cp/contracts';
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
  job_url: string | null;
  fit_score: number | null;
  close_reason: CloseReason | null;
  next_step: string;
  next_step_at: Date | null;
  remind_by_email: boolean;
  reminder_sent_at: Date | null;
  time_zone: string | null;
  link_opened_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

type TrackingFields =
  'job_url' | 'fit_score' | 'close_reason' | 'next_step' | 'next_step_at' | 'remind_by_email' | 'time_zone';
export type NewApplication = Omit<
  ApplicationRow,
  'updated_at' | 'workspace_id' | 'reminder_sent_at' | 'link_opened_at' | TrackingFields
> &
  Partial<Pick<ApplicationRow, TrackingFields>>;
/** Columns a user may edit (PATCH), by their column name. */
export type ApplicationChanges = Partial<
  Pick<ApplicationRow, 'job_title' | 'company' | 'location' | 'notes' | TrackingFields>
>;
const EDITABLE: readonly (keyof ApplicationChanges)[] = [
  'job_title',
  'company',
  'location',
  'notes',
  'job_url',
  'fit_score',
  'close_reason',
  'next_step',
  'next_step_at',
  'remind_by_email',
  'time_zone',
];

export const APPLICATION_COLUMNS = `id, workspace_id, job_id, job_title, company, location, status, applied_at, kit_id, notes, job_url, fit_score, close_reason,
  next_step, next_step_at, remind_by_email, reminder_sent_at, time_zone, link_opened_at, created_at, updated_at`;
const COLUMNS = APPLICATION_COLUMNS;
/** A timestamptz as JavaScript's toISOString writes it (UTC, milliseconds, 'Z'). */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

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

    /**
     * The list as the dashboard reads it, newest first, already in the API's shape: PostgreSQL writes the
     * ISO dates, so 1,000 rows are not parsed into Dates and formatted back (the bench's hot spot).
     */
    async listView(userId: string, wid: string): Promise<Application[]> {
      const { rows } = await db.query<Application>(
        `SELECT id, job_title AS "jobTitle", company, location, status, ${iso('applied_at')} AS "appliedAt", job_id AS "jobId", kit_id AS "kitId",
                notes, job_url AS "jobUrl", fit_score AS "fitScore", close_reason AS "closeReason", next_step AS "nextStep",
                ${iso('next_step_at')} AS "nextStepAt", remind_by_email AS "remindByEmail", ${iso('reminder_sent_at')} AS "reminderSentAt",
                time_zone AS "timeZone", ${iso('link_opened_at')} AS "linkOpenedAt",
                ${iso('created_at')} AS "createdAt", ${iso('updated_at')} AS "updatedAt"
           FROM applications WHERE user_id = $1 AND workspace_id = $2 ORDER BY seq DESC`,
        [userId, wid],
      );
      return rows;
    },

    async count(userId: string, wid: string): Promise<number> {
      const { rows } = await db.query<{ n: string }>(
        'SELECT count(*) AS n FROM applications WHERE user_id = $1 AND workspace_id = $2',
        [userId, wid],
      );
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
        `INSERT INTO applications (id, user_id, workspace_id, job_id, job_title, company, location, status, applied_at, kit_id, notes, created_at, updated_at,
                                   job_url, fit_score, close_reason, next_step, next_step_at, remind_by_email, time_zone)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $13, $14, $15, $16, $17, $18, $19) RETURNING ${COLUMNS}`,
        [
          a.id,
          userId,
          wid,
          a.job_id,
          a.job_title,
          a.company,
          a.location,
          a.status,
          a.applied_at,
          a.kit_id,
          a.notes,
          a.created_at,
          a.job_url ?? null,
          a.fit_score ?? null,
          a.close_reason ?? null,
          a.next_step ?? '',
          a.next_step_at ?? null,
          a.remind_by_email ?? false,
          a.time_zone ?? null,
        ],
      );
      return rows[0]!;
    },

    async setStatus(
      id: string,
      status: ApplicationStatus,
      appliedAt: Date | null,
      at: Date,
      closeReason?: CloseReason | null,
    ): Promise<ApplicationRow> {
      const { rows } = await db.query<ApplicationRow>(
        `UPDATE applications SET status = $2, applied_at = $3, updated_at = $4, close_reason = CASE WHEN $5 THEN $6 ELSE close_reason END
          WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, status, appliedAt, at, closeReason !== undefined, closeReason ?? null],
      );
      return rows[0]!;
    },

    /** Writes the given columns; a new next-step date (or turning the e-mail on) makes its reminder due again. */
    async update(id: string, changes: ApplicationChanges, at: Date): Promise<ApplicationRow> {
      const sets: string[] = [];
      const values: unknown[] = [id, at];
      for (const column of EDITABLE) {
        if (changes[column] === undefined) continue;
        values.push(changes[column]);
        sets.push(`${column} = $${values.length}`);
      }
      if (changes.next_step_at !== undefined || changes.remind_by_email !== undefined)
        sets.push('reminder_sent_at = NULL');
      const { rows } = await db.query<ApplicationRow>(
        `UPDATE applications SET ${[...sets, 'updated_at = $2'].join(', ')} WHERE id = $1 RETURNING ${COLUMNS}`,
        values,
      );
      return rows[0]!;
    },

    /** The employer's apply link was opened from the kit (the kit's send log keeps each open). */
    async setLinkOpened(userId: string, id: string, at: Date): Promise<ApplicationRow | null> {
      const { rows } = await db.query<ApplicationRow>(
        `UPDATE applications SET link_opened_at = $3, updated_at = $3 WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
        [id, userId, at],
      );
      return rows[0] ?? null;
    },

    async appendEvent(
      userId: string,
      e: {
        applicationId: string;
        kind: 'created' | 'status';
        from: ApplicationStatus | null;
        to: ApplicationStatus;
        at: Date;
      },
    ) {
      await db.query(
        'INSERT INTO application_events (application_id, user_id, kind, from_status, to_status, at) VALUES ($1, $2, $3, $4, $5, $6)',
        [e.applicationId, userId, e.kind, e.from, e.to, e.at],
      );
    },

    async remove(userId: string, wid: string, id: string): Promise<boolean> {
      const { rowCount } = await db.query(
        'DELETE FROM applications WHERE id = $1 AND user_id = $2 AND workspace_id = $3',
        [id, userId, wid],
      );
      return (rowCount ?? 0) > 0;
    },
  };
}
export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
