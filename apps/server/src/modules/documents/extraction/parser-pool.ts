import {
  createWorkerPool,
  workerEntry,
  type JobRequest,
  type WorkerPoolOptions,
} from '../../../workers/worker-pool.ts';
import type { ParseJob, ParseOutcome } from './parse-outcome.ts';

export type ParserPoolOptions = Omit<WorkerPoolOptions<ParseJob>, 'entry' | 'toMessage' | 'name'> & {
  /** The worker module (tests pass their own). */
  entry?: URL;
};
/** Whose job it is: each owner has at most one job running, and waiting owners are served in turn. */
export type ParseRequest = JobRequest;
export type ParserPool = {
  parse(job: ParseJob, request?: ParseRequest): Promise<ParseOutcome>;
  close(): Promise<void>;
};

const defaultEntry = workerEntry('parser-worker', import.meta.url);

/** The worker gets its own copy of a file's bytes (transferred, not cloned twice); the caller's bytes stay usable. */
function toMessage(job: ParseJob) {
  if (job.kind === 'page') return { job };
  const bytes = job.bytes.slice();
  return { job: { kind: job.kind, bytes }, transfer: [bytes.buffer as ArrayBuffer] };
}

/**
 * Parses documents and job pages off the request thread, in the worker pool (`workers/worker-pool.ts`),
 * each parse with a time and a memory budget (docs/decisions/015-parsing-and-import-budgets.md).
 */
export function createParserPool(options: ParserPoolOptions = {}): ParserPool {
  const pool = createWorkerPool<ParseJob, ParseOutcome>({
    ...options,
    entry: options.entry ?? defaultEntry,
    toMessage,
    name: 'document parser',
  });
  return { parse: (job, request) => pool.run(job, request), close: () => pool.close() };
}
