import {
  APPLICATION_DEFAULTS, APPLICATION_LIMITS, isWorkspaceIdSegment,
  type Application, type ApplicationStatus, type ApplicationsListResponse, type CreateApplicationBody,
} from '@cp/contracts';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { newId } from '../../security/random.ts';
import type { Clock } from '../auth/auth.service.ts';
import { workspaceNotFound } from '../workspaces/workspaces.service.ts';
import type { ApplicationRow, ApplicationsRepository } from './applications.repository.ts';

export type ApplicationsServiceDeps = {
  db: Database;
  repo: (q: Queryable) => ApplicationsRepository;
  clock: Clock;
};

const applicationNotFound = () => new AppError('NOT_FOUND', 'Application not found.');

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
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Statuses that mean the application went out: reaching one sets the applied date when it has none. */
const SENT_STATUSES: ReadonlySet<ApplicationStatus> = new Set(['applied', 'interview', 'offer', 'rejected', 'sent']);

/**
 * The Application Dashboard's applications (spec 3 sections 3 and 4, docs/decisions/027): per user and
 * workspace, any status from any other, each change kept in the timeline. Free on every plan.
 */
export function createApplicationsService(deps: ApplicationsServiceDeps) {
  const { db, clock } = deps;
  const guard = async (repo: ApplicationsRepository, userId: string, wid: string) => {
    if (!isWorkspaceIdSegment(wid) || !(await repo.workspaceExists(userId, wid))) throw workspaceNotFound();
  };

  return {
    async list(userId: string, wid: string): Promise<ApplicationsListResponse> {
      const repo = deps.repo(db);
      await guard(repo, userId, wid);
      return { applications: (await repo.list(userId, wid)).map(toApplication) };
    },

    /** Blank fields take the spec's defaults; a sent status without a date is dated now. */
    async create(userId: string, wid: string, body: CreateApplicationBody): Promise<Application> {
      return db.transaction(async (tx) => {
        const repo = deps.repo(tx);
        await guard(repo, userId, wid);
        if ((await repo.count(userId, wid)) >= APPLICATION_LIMITS.perWorkspace) {
          throw new AppError('CONFLICT', `A workspace tracks at most ${APPLICATION_LIMITS.perWorkspace.toLocaleString('en-US')} applications. Remove some you no longer need.`);
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
        });
        await repo.appendEvent(userId, { applicationId: row.id, kind: 'created', from: null, to: status, at: appliedAt ?? now });
        return toApplication(row);
      });
    },

    async setStatus(userId: string, wid: string, id: string, status: ApplicationStatus): Promise<Application> {
      return db.transaction(async (tx) => {
        const repo = deps.repo(tx);
        await guard(repo, userId, wid);
        const current = await repo.findForUpdate(userId, wid, id);
        if (!current) throw applicationNotFound();
        if (current.status === status) return toApplication(current);
        const now = clock.now();
        const appliedAt = current.applied_at ?? (SENT_STATUSES.has(status) ? now : null);
        const row = await repo.setStatus(id, status, appliedAt, now);
        await repo.appendEvent(userId, { applicationId: id, kind: 'status', from: current.status, to: status, at: now });
        return toApplication(row);
      });
    },

    async remove(userId: string, wid: string, id: string): Promise<void> {
      const repo = deps.repo(db);
      await guard(repo, userId, wid);
      if (!(await repo.remove(userId, wid, id))) throw applicationNotFound();
    },
  };
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;
