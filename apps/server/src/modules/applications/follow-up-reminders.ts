import type { Database, Queryable } from '../../db/database.ts';
import type { Clock } from '../auth/auth.service.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { ApplicationTrackingRepository, DueReminderRow } from './application-tracking.repository.ts';

/** At most this many reminders per run (the job runs every five minutes). */
const BATCH = 200;

/**
 * A moment as the user reads it: in their IANA zone (the browser's, kept with the reminder), with the
 * zone's name: 'Tuesday, December 1, 2026 at 9:00 AM Pacific Standard Time (America/Los_Angeles)'. No zone (or one this
 * runtime does not know): UTC, said so.
 */
export function reminderTime(at: Date, timeZone: string | null): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: zone === 'UTC' ? 'short' : 'long',
    }).format(at);
  if (timeZone && timeZone !== 'UTC') {
    try {
      return `${format(timeZone)} (${timeZone})`;
    } catch {
      // a zone stored by another runtime and unknown to this one: UTC below
    }
  }
  return format('UTC');
}

export function reminderEmail(row: DueReminderRow, publicUrl: string) {
  const what = row.next_step || 'Follow up';
  const when = reminderTime(row.next_step_at!, row.time_zone);
  const link = `${publicUrl}/app/w/${row.workspace_id}/applications`;
  return {
    subject: `Reminder: ${what} (${row.job_title} at ${row.company})`,
    text: [
      `Your next step for ${row.job_title} at ${row.company} is due: ${what}.`,
      `Date: ${when}.`,
      row.job_url ? `Posting: ${row.job_url}` : '',
      '',
      `Open your Application Dashboard to update it: ${link}`,
      '',
      'You get this e-mail because you asked for a reminder on this application. Turn it off on the application.',
    ]
      .filter((line, i, all) => line !== '' || all[i - 1] !== '')
      .join('\n'),
  };
}

/**
 * Follow-up reminders by e-mail (docs/decisions/028): each due next step is claimed and marked sent in
 * one transaction (locked rows skipped, so two workers never send one twice), then mailed through the
 * mailer (SMTP, or the outbox). A failed delivery stays in the outbox as failed: at most once.
 */
export function createFollowUpReminders(deps: {
  db: Database;
  tracking: (q: Queryable) => ApplicationTrackingRepository;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
}) {
  return {
    async sendDue(): Promise<number> {
      const now = deps.clock.now();
      const due = await deps.db.transaction(async (tx) => {
        const tracking = deps.tracking(tx);
        const rows = await tracking.claimDueReminders(now, BATCH);
        for (const row of rows) await tracking.markReminderSent(row.id, now);
        return rows;
      });
      for (const row of due) {
        const mail = reminderEmail(row, deps.publicUrl);
        await deps.mailer.send({
          userId: row.user_id,
          to: row.email,
          subject: mail.subject,
          text: mail.text,
          kind: 'follow_up_reminder',
        });
      }
      return due.length;
    },
  };
}
export type FollowUpReminders = ReturnType<typeof createFollowUpReminders>;
