import { parentPort } from 'node:worker_threads';
import { parseDocument } from './parse-document.ts';
import type { ParseJob } from './parse-outcome.ts';

// pdf.js can leave a rejected promise behind a failed parse; the job's own outcome already reports it.
process.on('unhandledRejection', () => undefined);

parentPort?.on('message', async (message: { id: number; job: ParseJob }) => {
  const outcome = await parseDocument(message.job);
  parentPort?.postMessage({ id: message.id, outcome });
});

// Tells the pool the parsers are loaded: a job's time limit starts when it is handed over.
parentPort?.postMessage({ ready: true });
