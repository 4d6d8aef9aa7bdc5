import { parentPort } from 'node:worker_threads';
import { getResolvedPDFJS } from 'unpdf';
import { parseDocument } from './parse-document.ts';
import type { ParseJob } from './parse-outcome.ts';

// pdf.js can leave a rejected promise behind a failed parse; the job's own outcome already reports it.
process.on('unhandledRejection', () => undefined);

/** How often the worker reports what it holds while it parses (the pool stops a parse past its budget). */
const MEMORY_REPORT_MS = 20;

/** This thread's V8 heap plus the buffers outside it (pdf.js inflates streams into ArrayBuffers). */
function reportMemory() {
  const usage = process.memoryUsage();
  parentPort?.postMessage({ memory: usage.heapUsed + usage.external });
}

async function handle(message: { id: number; job: ParseJob }) {
  const reporter = setInterval(reportMemory, MEMORY_REPORT_MS);
  try {
    const outcome = await parseDocument(message.job);
    reportMemory();
    parentPort?.postMessage({ id: message.id, outcome });
  } finally {
    clearInterval(reporter);
  }
}

// A job that throws is an unhandled rejection: the worker ends, and the pool answers 'crashed'.
parentPort?.on('message', (message: { id: number; job: ParseJob }) => void handle(message));

// Tells the pool the parsers are loaded (pdf.js included: unpdf loads it on first use), so a job's time
// limit and the memory it is charged for start when it is handed over.
void getResolvedPDFJS()
  .catch(() => undefined)
  .finally(() => parentPort?.postMessage({ ready: true }));
