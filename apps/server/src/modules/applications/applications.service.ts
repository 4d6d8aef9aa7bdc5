import {
  APPLICATION_DEFAULTS,
  APPLICATION_LIMITS,
  isWorkspaceIdSegment,
  type Application,
  type ApplicationStatus,
  type ApplicationsListResponse,
  type CloseReason,
  type CreateApplicationBody,
  type UpdateApplicationBody,
} from '@cp/contracts';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { newId } from '../../security/random.ts';
import type { Clock } from '../auth/auth.service.ts';
import { workspaceNotFound } from '../workspaces/workspaces.service.ts';
import type { ApplicationChanges, ApplicationRow, ApplicationsRepository } from './applications.repository.ts';

export type ApplicationsServiceDeps = {
  db: Database;
  repo: (q: Queryable) => ApplicationsRepository;
  clock: Clock;
};

export const applicationNotFound = () => new AppError('NOT_FOUND', 'Application not found.');

export function toApplication(row: ApplicationRow): Application {
  return {
    id: row.id,
    jobTitle: row.job_title,
    company: row.company,
    location: row.location,
    status: row.status,
    appliedAt: row.applied_at ? row.applied_at.toISOString() : null,
    jobId: row.job_id,
    kitId: row.kit_id,
    notes: row.notes,
    jobUrl: row.job_url,
    fitScore: row.fit_score,
    closeReason: row.close_reason,
    nextStep: row.next_step,
    nextStepAt: row.next_step_at ? row.next_step_at.toISOString() : null,
    remindByEmail: row.remind_by_email,
    reminderSentAt: row.reminder_sent_at ? row.reminder_sent_at.toISOString() : null,
    timeZone: row.time_zone,
    linkOpenedAt: row.link_opened_at ? row.link_opened_at.toISOString() : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Statuses that mean the application went out: reaching one sets the applied date when it has none. */
export const SENT_STATUS_LIST: readonly ApplicationStatus[] = ['applied', 'interview', 'offer', 'rejected', 'sent'];
const SENT_STATUSES: ReadonlySet<ApplicationStatus> = new Set(SENT_STATUS_LIST);

/** The editable fields of a body, by column (undefined: not sent, left as it is). */
function changesOf(body: UpdateApplicationBody): ApplicationChanges {
  return {
    job_title: body.jobTitle,
    company: body.company,
    location: body.location,
    notes: body.notes,
    job_url: body.jobUrl,
    fit_score: body.fitScore,
    close_reason: body.closeReason,
    next_step: body.nextStep,
    next_step_at:
      body.nextStepAt === undefined ? undefined : body.nextStepAt === null ? null : new Date(body.nextStepAt),
    remind_by_email: body.remindByEmail,
    time_zone: body.timeZone,
  };
}

/**
 * The Application Dashboard's applications (docs/product/3-agent-tracker-assistant.md sections 3 and 4,
 * docs/decisions/027): per user and workspace, any status from any other, each change kept in the timeline. Free on
 * every plan.
 */
export function createApplicationsService(deps: ApplicationsServiceDeps) {
  const { db, clock } = deps;
  const guard = async (repo: ApplicationsRepository, userId: string, wid: string) => {
    if (!isWorkspaceIdSegment(wid) || !(await repo.workspaceExists(userId, wid))) throw workspaceNotFound();
  };

  return {
    async list(userId: string, wid: string): Promise<ApplicationsListResponse> {
      if (!isWorkspaceIdSegment(wid)) throw workspaceNotFound();
      const repo = deps.repo(db);
      // The rows are the user's own (user_id in the query); only an empty answer needs the workspace checked.
      const applications = await repo.listView(userId, wid);
      if (applications.length === 0) await guard(repo, userId, wid);
      return { applications };
    },

    /** Blank fields take the spec's defaults; a sent status without a date is dated now. */
    async create(userId: string, wid: string, body: CreateApplicationBody): Promise<Application> {
      return db.transaction(async (tx) => {
        const repo = deps.repo(tx);
        await guard(repo, userId, wid);
        if ((await repo.count(userId, wid)) >= APPLICATION_LIMITS.perWorkspace) {
          throw new AppError(
            'CONFLICT',
            `A workspace tracks at most ${APPLICATION_LIMITS.perWorkspace.toLocaleString('en-US')} applications. Remove some you no longer need.`,
          );
        }
        const now = clock.now();
        const status = body.status ?? APPLICATION_DEFAULTS.status;
        const appliedAt = body.appliedAt ? new Date(body.appliedAt) : SENT_STATUSES.has(status) ? now : null;
        const row = await repo.insert(userId, wid, {
          id: newId('app'),
          job_id: body.jobId || null,
          job_title: body.jobTitle || APPLICATION_DEFAULTS.jobTitle,
          company: body.company || APPLICATION_DEFAULTS.company,
          location: body.location || APPLICATION_DEFAULTS.location,
          status,
          applied_at: appliedAt,
          kit_id: body.kitId || null,
          notes: body.notes ?? '',
          created_at: now,
          job_url: body.jobUrl ?? null,
          fit_score: body.fitScore ?? null,
          close_reason: body.closeReason ?? null,
          next_step: body.nextStep ?? '',
          next_step_at: body.nextStepAt ? new Date(body.nextStepAt) : null,
          remind_by_email: body.remindByEmail ?? false,
          time_zone: body.timeZone ?? null,
        });
        await repo.appendEvent(userId, {
          applicationId: row.id,
          kind: 'created',
          from: null,
          to: status,
          at: appliedAt ?? now,
        });
        return toApplication(row);
      });
    },

    /** Any status from any other; `closeReason` (optional) is set with it, null clears it. */
    async setStatus(
      userId: string,
      wid: string,
      id: string,
      status: ApplicationStatus,
      options: { closeReason?: CloseReason | null } = {},
    ): Promise<Application> {
      return db.transaction(async (tx) => {
        const repo = deps.repo(tx);
        await guard(repo, userId, wid);
        const current = await repo.findForUpdate(userId, wid, id);
        if (!current) throw applicationNotFound();
        const now = clock.now();
        if (current.status === status) {
          if (options.closeReason === undefined || options.closeReason === current.close_reason)
            return toApplication(current);
          return toApplication(await repo.update(id, { close_reason: options.closeReason }, now));
        }
        const appliedAt = current.applied_at ?? (SENT_STATUSES.has(status) ? now : null);
        const row = await repo.setStatus(id, status, appliedAt, now, options.closeReason);
        await repo.appendEvent(userId, {
          applicationId: id,
          kind: 'status',
          from: current.status,
          to: status,
          at: now,
        });
        return toApplication(row);
      });
    },

    /** Edits the fields sent (notes, next step and reminder, close reason, link, names). */
    async update(userId: string, wid: string, id: string, body: UpdateApplicationBody): Promise<Application> {
      return db.transaction(async (tx) => {
        const repo = deps.repo(tx);
        await guard(repo, userId, wid);
        if (!(await repo.findForUpdate(userId, wid, id))) throw applicationNotFound();
        return toApplication(await repo.update(id, changesOf(body), clock.now()));
      });
    },

    /** The kit's apply link was opened (docs/decisions/033): kept on the application until it is marked applied. */
    async recordLinkOpened(userId: string, id: string, at: Date): Promise<Application | null> {
      const row = await deps.repo(db).setLinkOpened(userId, id, at);
      return row ? toApplication(row) : null;
    },

    async remove(userId: string, wid: string, id: string): Promise<void> {
      const repo = deps.repo(db);
      await guard(repo, userId, wid);
      if (!(await repo.remove(userId, wid, id))) throw applicationNotFound();
    },
  };
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;
