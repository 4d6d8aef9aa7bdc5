import { describe, expect, it } from 'vitest';
import type { JobIndexRepository } from '../job-index.repository.ts';
import { boardTasks, BOARD_ENQUEUE_TASK, BOARD_FETCH_TASK, dueBoards } from './board-schedule.ts';
import type { BoardConfig } from './board-types.ts';

const now = new Date('2026-11-24T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000);
const boards: BoardConfig[] = [
  { id: 'greenhouse:acme', source: 'greenhouse', slug: 'acme', name: 'Acme' },
  { id: 'remotive', source: 'remotive', slug: null, name: 'Remotive' },
  { id: 'lever:new', source: 'lever', slug: 'new', name: 'New' },
];
const index = (runs: Record<string, Date | null>) =>
  ({
    boards: async () => Object.entries(runs).map(([id, last_run_at]) => ({ id, last_run_at })),
  }) as unknown as JobIndexRepository;

describe('the board schedule', () => {
  it('queues a board never read, or read longer ago than its source allows (Remotive: 6 hours)', async () => {
    const due = await dueBoards(boards, index({ 'greenhouse:acme': hoursAgo(3), remotive: hoursAgo(3) }), now);
    expect(due.map((b) => b.id)).toEqual(['greenhouse:acme', 'lever:new']);
    expect(
      (
        await dueBoards(
          boards,
          index({ 'greenhouse:acme': hoursAgo(1), remotive: hoursAgo(7), 'lever:new': hoursAgo(0.5) }),
          now,
        )
      ).map((b) => b.id),
    ).toEqual(['remotive']);
  });

  it('adds one job per due board with the job key board:<id>, and reads the board its job names', async () => {
    const added: Array<{ task: string; payload: unknown; key: string | undefined }> = [];
    const ran: string[] = [];
    const tasks = boardTasks({
      boards,
      index: index({}),
      now: () => now,
      log: { info: () => undefined, warn: () => undefined },
      ingest: {
        run: async (b) => {
          ran.push(b.id);
          return { boardId: b.id, ok: true, items: 0, skipped: 0, closed: 0, errors: [] };
        },
      },
    });
    const helpers = {
      addJob: async (task: string, payload: unknown, spec?: { jobKey?: string }) => {
        added.push({ task, payload, key: spec?.jobKey });
      },
    };
    await tasks[BOARD_ENQUEUE_TASK]!({}, helpers as never);
    expect(added).toEqual(
      boards.map((b) => ({ task: BOARD_FETCH_TASK, payload: { boardId: b.id }, key: `board:${b.id}` })),
    );
    await tasks[BOARD_FETCH_TASK]!({ boardId: 'remotive' }, helpers as never);
    await tasks[BOARD_FETCH_TASK]!({ boardId: 'unknown' }, helpers as never);
    expect(ran).toEqual(['remotive']);
  });
});
