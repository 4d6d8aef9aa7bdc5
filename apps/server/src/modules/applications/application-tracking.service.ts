import {
  isWorkspaceIdSegment,
  type ApplicationEvent,
  type ApplicationEventsResponse,
  type ApplicationExportResponse,
  type ImportApplicationLinkResponse,
} from '@cp/contracts';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Clock } from '../auth/auth.service.ts';
import type { JobScraper } from '../documents/scrape/scrape-job.ts';
import { workspaceNotFound } from '../workspaces/workspaces.service.ts';
import { applicationsCsv, nextStepsIcs } from './application-exports.ts';
import type { ApplicationEventRow, ApplicationTrackingRepository } from './application-tracking.repository.ts';
import type { ApplicationsRepository } from './applications.repository.ts';
import { applicationNotFound, SENT_STATUS_LIST } from './applications.service.ts';

export type ApplicationTrackingDeps = {
  db: Database;
  repo: (q: Queryable) => ApplicationsRepository;
  tracking: (q: Queryable) => ApplicationTrackingRepository;
  clock: Clock;
  scraper: JobScraper;
  /** The host named in calendar UIDs (from PUBLIC_URL). */
  host: string;
};

/** The earliest date a timeline entry may carry; later than now is refused too. */
const EARLIEST_EVENT = new Date('1990-01-01T00:00:00Z');

const toEvent = (row: ApplicationEventRow): ApplicationEvent => ({
  id: row.id,
  kind: row.kind,
  fromStatus: row.from_status,
  toStatus: row.to_status,
  at: row.at.toISOString(),
  editedAt: row.edited_at?.toISOString() ?? null,
});

/**
 * The tracker beyond the spec (docs/decisions/028): the timeline with editable dates, the job-link
 * import for the add form, and the CSV and iCalendar exports.
 */
export function createApplicationTrackingService(deps: ApplicationTrackingDeps) {
  const { db, clock } = deps;
  const guard = async (repo: ApplicationsRepository, userId: string, wid: string) => {
    if (!isWorkspaceIdSegment(wid) || !(await repo.workspaceExists(userId, wid))) throw workspaceNotFound();
  };
  const owned = async (q: Queryable, userId: string, wid: string, id: string) => {
    const repo = deps.repo(q);
    await guard(repo, userId, wid);
    const row = await repo.findForUpdate(userId, wid, id);
    if (!row) throw applicationNotFound();
    return row;
  };

  return {
    async listEvents(userId: string, wid: string, id: string): Promise<ApplicationEventsResponse> {
      return db.transaction(async (tx) => {
        await owned(tx, userId, wid, id);
        return { events: (await deps.tracking(tx).listEvents(id)).map(toEvent) };
      });
    },

    /** Corrects when a change happened (history brought in from elsewhere); the applied date follows the timeline. */
    async setEventDate(
      userId: string,
      wid: string,
      id: string,
      eventId: string,
      at: string,
    ): Promise<ApplicationEvent> {
      const when = new Date(at);
      const now = clock.now();
      if (when.getTime() > now.getTime() + 60_000)
        throw new AppError('VALIDATION_ERROR', 'A change cannot be dated in the future.');
      if (when < EARLIEST_EVENT) throw new AppError('VALIDATION_ERROR', 'Give a date after 1990.');
      return db.transaction(async (tx) => {
        await owned(tx, userId, wid, id);
        const tracking = deps.tracking(tx);
        const event = await tracking.setEventAt(id, eventId, when, now);
        if (!event) throw new AppError('NOT_FOUND', 'This change is not in the timeline.');
        await tracking.syncAppliedAt(id, SENT_STATUS_LIST);
        return toEvent(event);
      });
    },

    /** Reads a posting's link (fetched off the request thread, in the parser pool) into the add form; nothing is saved. */
    async importLink(userId: string, wid: string, url: string): Promise<ImportApplicationLinkResponse> {
      await guard(deps.repo(db), userId, wid);
      const job = await deps.scraper.scrape(url, userId);
      return {
        jobTitle: job.title?.slice(0, 300) ?? null,
        company: job.company?.slice(0, 200) ?? null,
        jobUrl: job.url,
      };
    },

    async export(userId: string, wid: string, format: 'csv' | 'ics'): Promise<ApplicationExportResponse> {
      const repo = deps.repo(db);
      await guard(repo, userId, wid);
      const apps = await repo.listView(userId, wid);
      const day = clock.now().toISOString().slice(0, 10);
      if (format === 'csv')
        return { filename: `applications-${day}.csv`, mime: 'text/csv;charset=utf-8', content: applicationsCsv(apps) };
      const dated = apps.filter((a) => a.nextStepAt).sort((a, b) => a.nextStepAt!.localeCompare(b.nextStepAt!));
      return {
        filename: `application-next-steps-${day}.ics`,
        mime: 'text/calendar;charset=utf-8',
        content: nextStepsIcs(dated, { now: clock.now(), host: deps.host }),
      };
    },
  };
}
export type ApplicationTrackingService = ReturnType<typeof createApplicationTrackingService>;
