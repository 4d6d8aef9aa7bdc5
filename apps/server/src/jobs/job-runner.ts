import { Logger, parseCronItems, run, type LogLevel, type Runner, type TaskList } from 'graphile-worker';
import type pg from 'pg';

/** The background tasks and when they run (graphile-worker cron: one job per slot across all instances). */
export const schedule = [
  { task: 'credits_expire_holds', match: '* * * * *' },
  { task: 'credits_monthly_sweep', match: '*/10 * * * *' },
] as const;
export type TaskName = (typeof schedule)[number]['task'];
export type BackgroundTasks = Record<TaskName, () => Promise<unknown>>;

type Log = {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  debug(obj: object, msg: string): void;
};

function workerLogger(log: Log) {
  return new Logger((scope) => (level: LogLevel, message: string, meta?: unknown) => {
    const fields = { scope, ...(meta && typeof meta === 'object' ? meta : {}) };
    if (level === 'error') log.error(fields, message);
    else if (level === 'warning') log.warn(fields, message);
    else if (level === 'info') log.info(fields, message);
    else log.debug(fields, message);
  });
}

export type JobRunner = { runner: Runner; stop(): Promise<void> };

/**
 * Runs the background tasks on graphile-worker: a PostgreSQL-backed queue (LISTEN/NOTIFY), its
 * schema migrated on start, cron slots shared by every instance, so any number of API or worker
 * processes can run it.
 */
export async function startJobRunner(options: {
  pool: pg.Pool;
  tasks: BackgroundTasks;
  log: Log;
  concurrency?: number;
  /** Tasks with payloads that features add (the job boards' reads), and their cron slots. */
  extraTasks?: TaskList;
  extraSchedule?: ReadonlyArray<{ task: string; match: string }>;
}): Promise<JobRunner> {
  const taskList: TaskList = { ...options.extraTasks };
  for (const name of Object.keys(options.tasks) as TaskName[]) {
    taskList[name] = async () => {
      await options.tasks[name]();
    };
  }
  const runner = await run({
    pgPool: options.pool,
    taskList,
    parsedCronItems: parseCronItems(
      [...schedule, ...(options.extraSchedule ?? [])].map((item) => ({
        task: item.task,
        match: item.match,
        options: { backfillPeriod: 0, jobKey: item.task, jobKeyMode: 'replace' as const },
      })),
    ),
    concurrency: options.concurrency ?? 1,
    noHandleSignals: true,
    pollInterval: 2000,
    logger: workerLogger(options.log),
  });
  return { runner, stop: () => runner.stop() };
}
