import {
  emptyModuleUsage,
  moduleKeys,
  type ModuleKey,
  type RecordUsageBody,
  type RecordUsageResponse,
  type UsageLog,
} from '@cp/contracts';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { newId } from '../../security/random.ts';
import type { Clock } from '../auth/auth.service.ts';
import type { CreditAccountRow, CreditsRepository } from './credits.repository.ts';

/** Record-usage labels a run committed this recently when no run_id is sent. */
const RECORD_USAGE_WINDOW_MS = 15 * 60_000;
const USAGE_CHART_DAYS = 30;

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** What the credits service reports about use: labels on runs (record-usage) and the usage report (user-stats). */
export function createCreditsUsage(deps: { db: Database; repo: (q: Queryable) => CreditsRepository; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async recordUsage(userId: string, body: RecordUsageBody): Promise<RecordUsageResponse> {
      const repo = deps.repo(db);
      const now = clock.now();
      if (!(await repo.findUserCreatedAt(userId))) throw new AppError('TOKEN_INVALID', 'Token verification failed');
      if (body.run_id) {
        if (!(await repo.labelRun(userId, body.run_id, body.module, body.action, now))) {
          throw new AppError('NOT_FOUND', `No run of ${body.module} with this run_id.`);
        }
        return { message: 'Usage recorded.', recorded: 'run', run_id: body.run_id };
      }
      const labelled = await repo.labelLatestUnrecordedRun(
        userId,
        body.module,
        body.action,
        new Date(now.getTime() - RECORD_USAGE_WINDOW_MS),
        now,
      );
      if (labelled) return { message: 'Usage recorded.', recorded: 'run', run_id: labelled };
      await repo.insertUsageEntry({
        id: newId('use'),
        userId,
        moduleKey: body.module,
        action: body.action,
        wid: body.wid ?? null,
        at: now,
      });
      return { message: 'Usage recorded.', recorded: 'entry', run_id: null };
    },

    /** Usage of the current period per module, the log page and the daily series (user-stats). */
    async usageReport(userId: string, account: CreditAccountRow, page: { page: number; pageSize: number }) {
      const repo = deps.repo(db);
      const usage = emptyModuleUsage();
      const usageCredits = emptyModuleUsage();
      for (const row of await repo.usageSince(userId, account.period_start)) {
        if ((moduleKeys as readonly string[]).includes(row.module_key)) {
          usage[row.module_key as ModuleKey] = row.runs;
          usageCredits[row.module_key as ModuleKey] = row.credits;
        }
      }
      const logs = await repo.listUsageLogs(userId, { limit: page.pageSize, offset: (page.page - 1) * page.pageSize });
      const usageLogs: UsageLog[] = logs.rows.map((r) => ({
        id: r.id,
        module: r.module_key,
        action: r.action,
        credits: r.credits,
        status: r.status,
        wid: r.wid,
        created_at: r.at.toISOString(),
        ts: seconds(r.at),
      }));
      return {
        usage,
        usageCredits,
        usageLogs,
        logsPage: {
          page: page.page,
          page_size: page.pageSize,
          total: logs.total,
          pages: Math.max(1, Math.ceil(logs.total / page.pageSize)),
        },
        usageByDay: await repo.creditsByDay(userId, clock.now(), USAGE_CHART_DAYS),
      };
    },
  };
}
