import type { Coverage, JobIndexStatus } from '@cp/contracts';
import type { JobIndexRepository } from './job-index.repository.ts';

/** Coverage and freshness of the index (shown with every result list) and the health of each board. */
export function createJobIndexStatus(deps: { index: JobIndexRepository; cacheMs?: number; now?: () => number }) {
  const cacheMs = deps.cacheMs ?? 5000;
  const now = deps.now ?? (() => Date.now());
  let cached: { at: number; value: JobIndexStatus } | null = null;

  async function status(): Promise<JobIndexStatus> {
    if (cached && now() - cached.at < cacheMs) return cached.value;
    const boards = await deps.index.boards();
    const live = boards.filter((b) => b.open_jobs > 0 || !b.is_demo);
    const newest =
      boards
        .map((b) => b.newest_fetch)
        .filter((d): d is Date => d !== null)
        .sort((a, b) => b.getTime() - a.getTime())[0] ?? null;
    const coverage: Coverage = {
      boards: live.filter((b) => b.open_jobs > 0).length,
      open_jobs: boards.reduce((n, b) => n + b.open_jobs, 0),
      demo: boards.some((b) => b.is_demo && b.open_jobs > 0),
      newest_fetched_at: newest ? newest.toISOString() : null,
      degraded: boards.filter((b) => !b.is_demo && b.consecutive_failures > 0).length,
    };
    const value: JobIndexStatus = {
      coverage,
      boards: boards.map((b) => ({
        id: b.id,
        source: b.source,
        name: b.name,
        is_demo: b.is_demo,
        last_run_at: b.last_run_at?.toISOString() ?? null,
        last_success_at: b.last_success_at?.toISOString() ?? null,
        last_items: b.last_items,
        last_skipped: b.last_skipped,
        last_error: b.last_error,
        consecutive_failures: b.consecutive_failures,
        open_jobs: b.open_jobs,
      })),
    };
    cached = { at: now(), value };
    return value;
  }

  return {
    status,
    coverage: async () => (await status()).coverage,
    invalidate: () => {
      cached = null;
    },
  };
}
export type JobIndexStatusService = ReturnType<typeof createJobIndexStatus>;
