import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { createFairQueue } from './fair-queue.ts';

/** Why a job gave no result: each pool's caller turns these into one clear message. */
export type WorkerFailure = 'timeout' | 'crashed' | 'unsafe' | 'busy';
export type JobFailed = { ok: false; failure: WorkerFailure };
const failed = (failure: WorkerFailure): JobFailed => ({ ok: false, failure });

export type WorkerPoolOptions<Job> = {
  /** Workers at most (each runs one job at a time). */
  size?: number;
  /** A job running longer is stopped: its worker is terminated and replaced. */
  timeoutMs?: number;
  /** A worker not ready this long after it was started is given up (its job fails as crashed). */
  startupTimeoutMs?: number;
  /** Jobs waiting for a worker at most, in all and per owner (user); more answer 'busy'. */
  maxQueue?: number;
  maxQueuePerOwner?: number;
  /** A job waiting longer than this for a worker answers 'busy'. */
  maxWaitMs?: number;
  /** V8 heap limit of a worker: a document that needs more fails alone instead of the server. */
  maxMemoryMb?: number;
  /**
   * Memory one parse may hold (its worker's V8 heap plus buffers outside it, such as pdf.js's inflated
   * streams, which the heap limit does not bound); past it the parse fails as 'unsafe'.
   */
  maxParseMemoryMb?: number;
  /** Resident memory of the whole process past which a parse that grew it is stopped (the backstop). */
  maxRssMb?: number;
  /** How often memory is checked while a parse runs. */
  memoryCheckMs?: number;
  /** A worker that held more than this during its parse is replaced after it (its memory goes back to the system). */
  recycleAboveMb?: number;
  /** An idle worker is stopped after this long. */
  idleMs?: number;
  /** The worker module: it posts {ready: true} once loaded, then answers each {id, job} with {id, outcome}. */
  entry: URL;
  /** The message a job is posted as, and the buffers moved (not copied) with it. */
  toMessage?: (job: Job) => { job: unknown; transfer?: ArrayBuffer[] };
  /** The process's resident memory (tests pass their own). */
  residentMemory?: () => number;
  /** Names the pool in its log lines. */
  name?: string;
  log?: { warn(details: object, message: string): void };
};

/** Whose job it is: each owner has at most one job running, and waiting owners are served in turn. */
export type JobRequest = { owner?: string };
export type WorkerPool<Job, Outcome> = {
  run(job: Job, request?: JobRequest): Promise<Outcome | JobFailed>;
  close(): Promise<void>;
};

type Pending<Job, Outcome> = {
  id: number;
  owner: string;
  job: Job;
  resolve: (outcome: Outcome | JobFailed) => void;
  timer: NodeJS.Timeout | null;
};
type Slot<Job, Outcome> = {
  worker: Worker;
  ready: boolean;
  startTimer: NodeJS.Timeout | null;
  current: Pending<Job, Outcome> | null;
  idleTimer: NodeJS.Timeout | null;
  /** The most the worker reported holding during its current parse, in bytes. */
  memory: number;
  /** The process's resident memory when the current parse was handed to the worker (after its start). */
  rssAtStart: number;
  /** When the worker last reported its memory (a worker in one long synchronous step stops reporting). */
  reportedAt: number;
};
type WorkerMessage<Outcome> = { ready: true } | { memory: number } | { id: number; outcome: Outcome };
type Queued<Job, Outcome> = { job: Job; resolve: (outcome: Outcome | JobFailed) => void; timer: NodeJS.Timeout };

const MB = 1024 * 1024;
/** How much the process must have grown during a parse for the resident-memory backstop to stop it. */
const SUSPECT_GROWTH_BYTES = 96 * MB;
/** A worker that has not reported for this long while parsing is busy in one synchronous step. */
const SILENT_AFTER_MS = 200;

/**
 * A worker-thread entry beside the module that starts it (`base` is that module's import.meta.url):
 * `name.ts` when the server runs from source, `name.js` in the build, where every entry and chunk sits
 * in one flat apps/server/dist (scripts/build-server.mjs, docs/decisions/025-production-build.md).
 */
export function workerEntry(name: string, base: string): URL {
  return new URL(`./${name}${base.endsWith('.ts') ? '.ts' : '.js'}`, base);
}

/**
 * Worker threads do not inherit the TypeScript loader the server runs under from source: such a worker
 * registers tsx itself, then loads its entry. The built server's entries are JavaScript and load as they
 * are. No execArgv is inherited (the parent's flags are not the worker's).
 */
function spawnWorker(entry: URL, maxMemoryMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: maxMemoryMb, maxYoungGenerationSizeMb: 32 };
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, { execArgv: [], resourceLimits });
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(bootstrap, { eval: true, execArgv: [], resourceLimits });
}

/**
 * Runs jobs off the request thread, in a small pool of worker threads, each job with a time and a memory
 * budget (docs/decisions/015-parsing-and-import-budgets.md): the parser pool reads files and job pages,
 * the engine pool runs the analysis engine. A job that hangs, crashes or grows past its budget costs one
 * worker, never the server; owners (users) are served round robin with one job each at a time, so one
 * user's hostile input cannot starve another's.
 */
export function createWorkerPool<Job, Outcome>(options: WorkerPoolOptions<Job>): WorkerPool<Job, Outcome> {
  type ThisSlot = Slot<Job, Outcome>;
  type Resolve = (outcome: Outcome | JobFailed) => void;
  const size = options.size ?? Math.max(1, Math.min(4, availableParallelism() - 1));
  const timeoutMs = options.timeoutMs ?? 10_000;
  const startupTimeoutMs = options.startupTimeoutMs ?? 20_000;
  const maxWaitMs = options.maxWaitMs ?? 30_000;
  const maxMemoryMb = options.maxMemoryMb ?? 160;
  const maxParseBytes = (options.maxParseMemoryMb ?? 96) * MB;
  const maxRssBytes = (options.maxRssMb ?? 560) * MB;
  const recycleAboveBytes = (options.recycleAboveMb ?? 96) * MB;
  const idleMs = options.idleMs ?? 60_000;
  const { entry } = options;
  const toMessage = options.toMessage ?? ((job: Job): { job: unknown; transfer?: ArrayBuffer[] } => ({ job }));
  const residentMemory = options.residentMemory ?? (() => process.memoryUsage.rss());
  const slots: ThisSlot[] = [];
  const queue = createFairQueue<Queued<Job, Outcome>>({
    maxTotal: options.maxQueue ?? 16,
    maxPerOwner: options.maxQueuePerOwner ?? 3,
  });
  const running = new Map<string, number>();
  let memoryTimer: NodeJS.Timeout | null = null;
  let nextId = 1;
  let unowned = 0;
  /** Workers being terminated (their memory is not given back yet). */
  let stopping = 0;
  let closed = false;

  function createSlot(): ThisSlot {
    const slot: ThisSlot = {
      worker: spawnWorker(entry, maxMemoryMb),
      ready: false,
      startTimer: null,
      current: null,
      idleTimer: null,
      memory: 0,
      rssAtStart: 0,
      reportedAt: 0,
    };
    slot.startTimer = setTimeout(() => retire(slot, failed('crashed')), startupTimeoutMs);
    slot.worker.on('message', (message: WorkerMessage<Outcome>) => {
      if ('ready' in message) {
        slot.ready = true;
        if (slot.startTimer) clearTimeout(slot.startTimer);
        slot.startTimer = null;
        if (slot.current) dispatch(slot, slot.current);
      } else if ('memory' in message) {
        slot.memory = Math.max(slot.memory, message.memory);
        slot.reportedAt = Date.now();
        if (slot.current && message.memory > maxParseBytes) retire(slot, failed('unsafe'));
      } else if (slot.current?.id === message.id) {
        finish(slot, message.outcome);
      }
    });
    slot.worker.on('error', (error) => {
      options.log?.warn({ err: error }, `${options.name ?? 'worker pool'}: a worker failed`);
      retire(slot, failed('crashed'));
    });
    slot.worker.on('exit', () => retire(slot, failed('crashed')));
    slot.worker.unref();
    slots.push(slot);
    return slot;
  }

  /** The time limit covers the job only, not the worker's start (loading the parsers or the engine takes a moment). */
  function dispatch(slot: ThisSlot, pending: Pending<Job, Outcome>) {
    // Measured here, not when the job was given the slot: a new worker's own start is not the parse's growth.
    slot.rssAtStart = residentMemory();
    slot.reportedAt = Date.now();
    pending.timer = setTimeout(() => retire(slot, failed('timeout')), timeoutMs);
    const message = toMessage(pending.job);
    slot.worker.postMessage({ id: pending.id, job: message.job }, message.transfer ?? []);
  }

  /**
   * The backstop behind the workers' own reports: a worker busy in one long synchronous step cannot
   * report, but the process's resident memory shows it. Past the ceiling the biggest parse is stopped.
   */
  function checkResidentMemory() {
    if (stopping > 0) return; // a stopped worker's memory is given back when it has exited
    const rss = residentMemory();
    if (rss <= maxRssBytes) return;
    // Only a parse during which the process grew is suspect: a server big for other reasons stops nothing.
    const suspects = slots.filter((slot) => slot.current && rss - slot.rssAtStart > SUSPECT_GROWTH_BYTES);
    if (suspects.length === 0) return;
    // A worker that stopped reporting is stuck in one step: the likeliest culprit; then the biggest reported.
    const now = Date.now();
    const silent = (slot: ThisSlot) => (now - slot.reportedAt > SILENT_AFTER_MS ? 1 : 0);
    const culprit = suspects.reduce((a, b) =>
      silent(b) > silent(a) || (silent(b) === silent(a) && b.memory > a.memory) ? b : a,
    );
    options.log?.warn(
      { rss },
      `${options.name ?? 'worker pool'}: a job stopped, the process is past its memory ceiling`,
    );
    retire(culprit, failed('unsafe'));
  }

  function watchMemory() {
    const busy = slots.some((slot) => slot.current);
    if (busy && !memoryTimer) {
      memoryTimer = setInterval(checkResidentMemory, options.memoryCheckMs ?? 25);
      memoryTimer.unref();
    } else if (!busy && memoryTimer) {
      clearInterval(memoryTimer);
      memoryTimer = null;
    }
  }

  function run(slot: ThisSlot, owner: string, job: Job, resolve: Resolve) {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    slot.memory = 0;
    slot.rssAtStart = Infinity;
    slot.current = { id: nextId, owner, job, resolve, timer: null };
    running.set(owner, (running.get(owner) ?? 0) + 1);
    nextId += 1;
    if (slot.ready) dispatch(slot, slot.current);
    watchMemory();
  }

  /** Ends the slot's job (if any) with `outcome`, and frees its owner's turn. */
  function settle(slot: ThisSlot, outcome: Outcome | JobFailed) {
    const current = slot.current;
    if (!current) return;
    if (current.timer) clearTimeout(current.timer);
    slot.current = null;
    const count = (running.get(current.owner) ?? 1) - 1;
    if (count > 0) running.set(current.owner, count);
    else {
      running.delete(current.owner);
      queue.forget(current.owner);
    }
    current.resolve(outcome);
  }

  function finish(slot: ThisSlot, outcome: Outcome) {
    if (!slot.current) return;
    settle(slot, outcome);
    if (slot.memory > recycleAboveBytes) return retire(slot, null);
    slot.idleTimer = setTimeout(() => retire(slot, null), idleMs);
    slot.idleTimer.unref();
    pump();
  }

  /** Removes a worker for good (timeout, crash, memory, idle, close); its job, if any, ends with `outcome`. */
  function retire(slot: ThisSlot, outcome: JobFailed | null) {
    const index = slots.indexOf(slot);
    if (index < 0) return;
    slots.splice(index, 1);
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    if (slot.startTimer) clearTimeout(slot.startTimer);
    settle(slot, outcome ?? failed('crashed'));
    stopping += 1;
    void slot.worker
      .terminate()
      .catch(() => undefined)
      .finally(() => (stopping -= 1));
    pump();
  }

  function idleSlot(): ThisSlot | null {
    const idle = slots.find((slot) => slot.current === null);
    if (idle) return idle;
    return !closed && slots.length < size ? createSlot() : null;
  }

  function pump() {
    while (queue.size > 0 && !closed) {
      if (!slots.some((slot) => slot.current === null) && slots.length >= size) break;
      const next = queue.take((owner) => !running.has(owner));
      if (!next) break;
      clearTimeout(next.item.timer);
      run(idleSlot()!, next.owner, next.item.job, next.item.resolve);
    }
    watchMemory();
  }

  return {
    run(job, request = {}) {
      // A job without an owner is its own owner: it is not held back by other unowned jobs.
      const owner = request.owner ?? `unowned:${(unowned += 1)}`;
      return new Promise<Outcome | JobFailed>((resolve) => {
        if (closed) return resolve(failed('busy'));
        if (!running.has(owner) && queue.size === 0) {
          const slot = idleSlot();
          if (slot) {
            queue.served(owner);
            return run(slot, owner, job, resolve);
          }
        }
        const queued: Queued<Job, Outcome> = {
          job,
          resolve,
          timer: setTimeout(() => {
            queue.remove(owner, queued);
            resolve(failed('busy'));
          }, maxWaitMs),
        };
        if (!queue.push(owner, queued)) {
          clearTimeout(queued.timer);
          return resolve(failed('busy'));
        }
        pump();
      });
    },
    async close() {
      closed = true;
      for (const queued of queue.drain()) {
        clearTimeout(queued.timer);
        queued.resolve(failed('busy'));
      }
      const workers = slots.map((slot) => slot.worker);
      for (const slot of slots.slice()) retire(slot, failed('busy'));
      await Promise.all(workers.map((worker) => worker.terminate().catch(() => undefined)));
    },
  };
}
