/**
 * Jobs waiting for a worker, one line per owner (a user), served round robin: an owner's next job
 * waits until every other waiting owner has had a turn, so one user's burst cannot starve the others.
 */
export type FairQueue<T> = {
  /** Adds a job at the end of its owner's line; false when that line or the whole queue is full. */
  push(owner: string, item: T): boolean;
  /** Removes a job that gave up waiting. */
  remove(owner: string, item: T): void;
  /** The next job of the owner served longest ago (never served first) that `canRun` accepts. */
  take(canRun: (owner: string) => boolean): { owner: string; item: T } | null;
  /** An owner's job started without waiting: it counts as that owner's turn. */
  served(owner: string): void;
  /** An owner has nothing running: without waiting jobs, its turn is forgotten. */
  forget(owner: string): void;
  /** Empties the queue (close). */
  drain(): T[];
  readonly size: number;
};

export function createFairQueue<T>(limits: { maxTotal: number; maxPerOwner: number }): FairQueue<T> {
  const lines = new Map<string, T[]>();
  /** When each owner with a job running or waiting was last served (a counter, not a clock). */
  const lastTurn = new Map<string, number>();
  let turns = 0;
  let size = 0;
  const served = (owner: string) => lastTurn.set(owner, (turns += 1));
  return {
    push(owner, item) {
      const line = lines.get(owner) ?? [];
      if (size >= limits.maxTotal || line.length >= limits.maxPerOwner) return false;
      line.push(item);
      lines.set(owner, line);
      size += 1;
      return true;
    },
    remove(owner, item) {
      const line = lines.get(owner);
      const at = line?.indexOf(item) ?? -1;
      if (!line || at < 0) return;
      line.splice(at, 1);
      size -= 1;
      if (line.length === 0) lines.delete(owner);
    },
    take(canRun) {
      let chosen: string | null = null;
      for (const owner of lines.keys()) {
        if (!canRun(owner)) continue;
        if (chosen === null || (lastTurn.get(owner) ?? 0) < (lastTurn.get(chosen) ?? 0)) chosen = owner;
      }
      if (chosen === null) return null;
      const line = lines.get(chosen)!;
      const item = line.shift()!;
      size -= 1;
      if (line.length === 0) lines.delete(chosen);
      served(chosen);
      return { owner: chosen, item };
    },
    served,
    forget(owner) {
      if (!lines.has(owner)) lastTurn.delete(owner);
    },
    drain() {
      const items = [...lines.values()].flat();
      lines.clear();
      lastTurn.clear();
      size = 0;
      return items;
    },
    get size() {
      return size;
    },
  };
}
