import { parentPort } from 'node:worker_threads';
import { defaultEngine, toResumeDocument } from '@cp/engine';
import { measureWav } from '../modules/interview/measure-wav.ts';
import type { EngineJob, EngineOutcome } from './engine-job.ts';

// The engine's bundle is loaded once, when the worker starts (about a second), not per job.
const engine = defaultEngine();

function runJob(job: EngineJob): unknown {
  if (job.kind === 'resume') return toResumeDocument(engine.parseResume(job.text, { asOf: job.asOf }));
  if (job.kind === 'answer') return engine.gradeAnswer(job.input);
  if (job.kind === 'wav') return measureWav(job.bytes);
  return engine.runModule(job.key, job.input);
}

parentPort?.on('message', (message: { id: number; job: EngineJob }) => {
  let outcome: EngineOutcome;
  try {
    outcome = { ok: true, value: runJob(message.job) };
  } catch {
    outcome = { ok: false, failure: 'engine_error' };
  }
  // A job is one synchronous step: what it held is reported once, after it (the pool recycles a big worker).
  const usage = process.memoryUsage();
  parentPort?.postMessage({ memory: usage.heapUsed + usage.external });
  parentPort?.postMessage({ id: message.id, outcome });
});

parentPort?.postMessage({ ready: true });
