import type { ApplicationStatus } from '@cp/contracts';
import type { Queryable } from '../../db/database.ts';
import { APPLICATION_COLUMNS, type ApplicationRow } from './applications.repository.ts';

export type ApplicationEventRow = {
  id: string;
  kind: 'created' | 'status';
  from_status: ApplicationStatus | null;
  to_status: ApplicationStatus;
  at: Date;
  edited_at: Date | null;
};

export type DueReminderRow = ApplicationRow & { user_id: string; email: string };

/** An application's timeline (migration 013, edited dates 015) and the follow-up reminders due. */
export function createApplicationTrackingRepository(db: Queryable) {
  return {
    /** Oldest first; the application is checked to be the user's by the caller. */
    async listEvents(applicationId: string): Promise<ApplicationEventRow[]> {
      const { rows } = await db.query<ApplicationEventRow>(
        'SELECT id::text AS id, kind, from_status, to_status, at, edited_at FROM application_events WHERE application_id = $1 ORDER BY at, id',
        [applicationId],
      );
      return rows;
    },

    async setEventAt(
      applicationId: string,
      eventId: string,
      at: Date,
      editedAt: Date,
    ): Promise<ApplicationEventRow | null> {
      const { rows } = await db.query<ApplicationEventRow>(
        `UPDATE application_events SET at = $3, edited_at = $4 WHERE id = $2::bigint AND application_id = $1
         RETURNING id::text AS id, kind, from_status, to_status, at, edited_at`,
        [applicationId, eventId, at, editedAt],
      );
      return rows[0] ?? null;
    },

    /** The applied date follows the timeline: the first time it reached one of these statuses. */
    async syncAppliedAt(applicationId: string, sentStatuses: readonly ApplicationStatus[]): Promise<ApplicationRow> {
      const { rows } = await db.query<ApplicationRow>(
        `UPDATE applications a SET applied_at = COALESCE(
            (SELECT min(e.at) FROM application_events e WHERE e.application_id = a.id AND e.to_status = ANY($2::text[])), a.applied_at)
          WHERE a.id = $1 RETURNING ${APPLICATION_COLUMNS}`,
        [applicationId, sentStatuses],
      );
      return rows[0]!;
    },

    /**
     * Reminders due now and not sent, locked so that two workers never send one twice (call inside a
     * transaction); at most `limit` at a time.
     */
    async claimDueReminders(now: Date, limit: number): Promise<DueReminderRow[]> {
      const columns = APPLICATION_COLUMNS.split(',')
        .map((c) => `a.${c.trim()}`)
        .join(', ');
      const { rows } = await db.query<DueReminderRow>(
        `SELECT ${columns}, a.user_id, u.email FROM applications a JOIN users u ON u.id = a.user_id
          WHERE a.remind_by_email AND a.reminder_sent_at IS NULL AND a.next_step_at IS NOT NULL AND a.next_step_at <= $1
          ORDER BY a.next_step_at LIMIT $2 FOR UPDATE OF a SKIP LOCKED`,
        [now, limit],
      );
      return rows;
    },

    async markReminderSent(id: string, at: Date): Promise<void> {
      await db.query('UPDATE applications SET reminder_sent_at = $2 WHERE id = $1', [id, at]);
    },
  };
}
export type ApplicationTrackingRepository = ReturnType<typeof createApplicationTrackingRepository>;
