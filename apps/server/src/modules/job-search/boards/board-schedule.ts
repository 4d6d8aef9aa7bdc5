import type { Task, TaskList } from 'graphile-worker';
import type { JobIndexRepository } from '../job-index.repository.ts';
import { REFRESH_HOURS } from './board-config.ts';
import type { BoardIngest } from './board-ingest.ts';
import type { BoardConfig } from './board-types.ts';

export const BOARD_ENQUEUE_TASK = 'job_boards_enqueue';
export const BOARD_FETCH_TASK = 'job_board_fetch';
/** Every 15 minutes the due boards are queued, one job per board (job key 'board:<id>': never twice at once). */
export const boardSchedule = [{ task: BOARD_ENQUEUE_TASK, match: '*/15 * * * *' }] as const;

/** Which boards are due: never read, or last read longer ago than their source's refresh interval. */
export async function dueBoards(
  boards: readonly BoardConfig[],
  index: JobIndexRepository,
  now: Date,
): Promise<BoardConfig[]> {
  const runs = new Map((await index.boards()).map((b) => [b.id, b.last_run_at]));
  return boards.filter((b) => {
    const last = runs.get(b.id);
    return !last || now.getTime() - last.getTime() >= REFRESH_HOURS[b.source] * 3600_000 - 60_000;
  });
}

/** The PostgreSQL queue's tasks of the job boards (graphile-worker, apps/server/src/jobs). */
export function boardTasks(deps: {
  boards: readonly BoardConfig[];
  index: JobIndexRepository;
  ingest: BoardIngest;
  now: () => Date;
  log: { info(o: object, m: string): void; warn(o: object, m: string): void };
}): TaskList {
  const enqueue: Task = async (_payload, helpers) => {
    for (const board of await dueBoards(deps.boards, deps.index, deps.now())) {
      await helpers.addJob(
        BOARD_FETCH_TASK,
        { boardId: board.id },
        { jobKey: `board:${board.id}`, jobKeyMode: 'preserve_run_at', maxAttempts: 1 },
      );
    }
  };
  const fetchOne: Task = async (payload) => {
    const boardId = (payload as { boardId?: unknown } | null)?.boardId;
    const board = deps.boards.find((b) => b.id === boardId);
    if (!board) return;
    const outcome = await deps.ingest.run(board);
    if (outcome.ok)
      deps.log.info(
        { board: board.id, items: outcome.items, skipped: outcome.skipped, closed: outcome.closed },
        'job board read',
      );
    else deps.log.warn({ board: board.id, error: outcome.error }, 'job board read failed');
  };
  return { [BOARD_ENQUEUE_TASK]: enqueue, [BOARD_FETCH_TASK]: fetchOne };
}
