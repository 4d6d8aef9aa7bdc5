import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { failed, type ParseJob, type ParseOutcome } from './parse-outcome.ts';

export type ParserPoolOptions = {
  /** Workers at most (each parses one file at a time). */
  size?: number;
  /** A parse running longer is stopped: its worker is terminated and replaced. */
  timeoutMs?: number;
  /** A worker not ready this long after it was started is given up (its job fails as crashed). */
  startupTimeoutMs?: number;
  /** Jobs waiting for a worker at most; more answer 'busy'. */
  maxQueue?: number;
  /** A job waiting longer than this for a worker answers 'busy'. */
  maxWaitMs?: number;
  /** Heap limit of a worker: a document that needs more fails alone instead of the server. */
  maxMemoryMb?: number;
  /** An idle worker is stopped after this long. */
  idleMs?: number;
  /** The worker module (tests pass their own). */
  entry?: URL;
  log?: { warn(details: object, message: string): void };
};

export type ParserPool = { parse(job: ParseJob): Promise<ParseOutcome>; close(): Promise<void> };

type Pending = { id: number; job: ParseJob; resolve: (outcome: ParseOutcome) => void; timer: NodeJS.Timeout | null };
type Slot = { worker: Worker; ready: boolean; startTimer: NodeJS.Timeout | null; current: Pending | null; idleTimer: NodeJS.Timeout | null };
type WorkerMessage = { ready: true } | { id: number; outcome: ParseOutcome };
type Queued = { job: ParseJob; resolve: (outcome: ParseOutcome) => void; timer: NodeJS.Timeout };

const defaultEntry = new URL('./parser-worker.ts', import.meta.url);

/**
 * Worker threads do not inherit the TypeScript loader the server runs under: the worker registers
 * tsx itself, then loads its entry. No execArgv is inherited (the parent's flags are not the worker's).
 */
function spawnWorker(entry: URL, maxMemoryMb: number): Worker {
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(bootstrap, { eval: true, execArgv: [], resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb, maxYoungGenerationSizeMb: 32 } });
}

/**
 * Parses documents off the request thread, in a small pool of worker threads, each parse with a time
 * limit. A parse that hangs, crashes or runs out of memory costs one worker, never the server.
 */
export function createParserPool(options: ParserPoolOptions = {}): ParserPool {
  const size = options.size ?? Math.max(1, Math.min(4, availableParallelism() - 1));
  const timeoutMs = options.timeoutMs ?? 15_000;
  const startupTimeoutMs = options.startupTimeoutMs ?? 20_000;
  const maxQueue = options.maxQueue ?? 16;
  const maxWaitMs = options.maxWaitMs ?? 30_000;
  const maxMemoryMb = options.maxMemoryMb ?? 256;
  const idleMs = options.idleMs ?? 60_000;
  const entry = options.entry ?? defaultEntry;
  const slots: Slot[] = [];
  const queue: Queued[] = [];
  let nextId = 1;
  let closed = false;

  function createSlot(): Slot {
    const slot: Slot = { worker: spawnWorker(entry, maxMemoryMb), ready: false, startTimer: null, current: null, idleTimer: null };
    slot.startTimer = setTimeout(() => retire(slot, failed('crashed')), startupTimeoutMs);
    slot.worker.on('message', (message: WorkerMessage) => {
      if ('ready' in message) {
        slot.ready = true;
        if (slot.startTimer) clearTimeout(slot.startTimer);
        slot.startTimer = null;
        if (slot.current) dispatch(slot, slot.current);
      } else if (slot.current?.id === message.id) {
        finish(slot, message.outcome);
      }
    });
    slot.worker.on('error', (error) => {
      options.log?.warn({ err: error }, 'document parser worker failed');
      retire(slot, failed('crashed'));
    });
    slot.worker.on('exit', () => retire(slot, failed('crashed')));
    slot.worker.unref();
    slots.push(slot);
    return slot;
  }

  /** The time limit covers the parse only, not the worker's start (loading the parsers takes a moment). */
  function dispatch(slot: Slot, pending: Pending) {
    pending.timer = setTimeout(() => retire(slot, failed('timeout')), timeoutMs);
    // The worker gets its own copy (transferred, not cloned twice); the caller's bytes stay usable.
    const bytes = pending.job.bytes.slice();
    slot.worker.postMessage({ id: pending.id, job: { kind: pending.job.kind, bytes } }, [bytes.buffer]);
  }

  function run(slot: Slot, job: ParseJob, resolve: (outcome: ParseOutcome) => void) {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    slot.current = { id: nextId, job, resolve, timer: null };
    nextId += 1;
    if (slot.ready) dispatch(slot, slot.current);
  }

  function finish(slot: Slot, outcome: ParseOutcome) {
    const current = slot.current;
    if (!current) return;
    if (current.timer) clearTimeout(current.timer);
    slot.current = null;
    current.resolve(outcome);
    slot.idleTimer = setTimeout(() => retire(slot, null), idleMs);
    slot.idleTimer.unref();
    pump();
  }

  /** Removes a worker for good (timeout, crash, idle, close); its job, if any, ends with `outcome`. */
  function retire(slot: Slot, outcome: ParseOutcome | null) {
    const index = slots.indexOf(slot);
    if (index < 0) return;
    slots.splice(index, 1);
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    if (slot.startTimer) clearTimeout(slot.startTimer);
    const current = slot.current;
    slot.current = null;
    if (current) {
      if (current.timer) clearTimeout(current.timer);
      current.resolve(outcome ?? failed('crashed'));
    }
    void slot.worker.terminate().catch(() => undefined);
    pump();
  }

  function idleSlot(): Slot | null {
    const idle = slots.find((slot) => slot.current === null);
    if (idle) return idle;
    return !closed && slots.length < size ? createSlot() : null;
  }

  function pump() {
    while (queue.length > 0) {
      const slot = idleSlot();
      if (!slot) return;
      const next = queue.shift()!;
      clearTimeout(next.timer);
      run(slot, next.job, next.resolve);
    }
  }

  return {
    parse(job) {
      return new Promise<ParseOutcome>((resolve) => {
        if (closed) return resolve(failed('busy'));
        const slot = idleSlot();
        if (slot) return run(slot, job, resolve);
        if (queue.length >= maxQueue) return resolve(failed('busy'));
        const queued: Queued = {
          job,
          resolve,
          timer: setTimeout(() => {
            const at = queue.indexOf(queued);
            if (at >= 0) queue.splice(at, 1);
            resolve(failed('busy'));
          }, maxWaitMs),
        };
        queue.push(queued);
      });
    },
    async close() {
      closed = true;
      for (const queued of queue.splice(0)) {
        clearTimeout(queued.timer);
        queued.resolve(failed('busy'));
      }
      const workers = slots.map((slot) => slot.worker);
      for (const slot of slots.slice()) retire(slot, failed('busy'));
      await Promise.all(workers.map((worker) => worker.terminate().catch(() => undefined)));
    },
  };
}
