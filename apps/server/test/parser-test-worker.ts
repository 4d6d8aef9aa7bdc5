import { parentPort } from 'node:worker_threads';

/** A stand-in parser worker for the pool's tests: the job's bytes are a command. */
const MB = 1024 * 1024;
const hoard: Uint8Array[] = [];

/** Memory reports as the real worker sends them (V8 heap plus buffers outside it). */
const report = () => {
  const usage = process.memoryUsage();
  parentPort?.postMessage({ memory: usage.heapUsed + usage.external });
};

/** Buffers outside the V8 heap, 16 MB at a time, up to `totalMb`: what an inflating PDF stream does. */
async function hoardBuffers(totalMb: number, yieldBetween: boolean) {
  const reporter = setInterval(report, 10);
  for (let held = 0; held < totalMb; held += 16) {
    hoard.push(new Uint8Array(16 * MB).fill(1));
    if (yieldBetween) await new Promise((resolve) => setTimeout(resolve, 5));
  }
  clearInterval(reporter);
}

async function handle(message: { id: number; job: { bytes: Uint8Array } }) {
  const command = Buffer.from(message.job.bytes).toString();
  let spin = 0;
  if (command === 'hang') while (true) spin += 1;
  if (command === 'crash') process.exit(1);
  if (command === 'oom') {
    const arrays: number[][] = [];
    while (true) arrays.push(new Array(1_000_000).fill(spin));
  }
  // Grows outside the heap while its event loop stays free: its own reports show it.
  if (command === 'buffers') await hoardBuffers(1024, true);
  // Grows outside the heap in one synchronous step, then spins: only the process's resident memory shows it.
  if (command === 'buffers-sync') {
    await hoardBuffers(768, false);
    while (true) spin += 1;
  }
  parentPort?.postMessage({ id: message.id, outcome: { ok: true, text: `echo:${command}`, warnings: [] } });
}

parentPort?.on('message', (message: { id: number; job: { bytes: Uint8Array } }) => void handle(message));

// Tells the pool the parsers are loaded: a job's time limit starts when it is handed over.
parentPort?.postMessage({ ready: true });
