import { parentPort } from 'node:worker_threads';

/** A stand-in parser worker for the pool's tests: the job's bytes are a command. */
parentPort?.on('message', (message: { id: number; job: { bytes: Uint8Array } }) => {
  const command = Buffer.from(message.job.bytes).toString();
  let spin = 0;
  if (command === 'hang') while (true) spin += 1;
  if (command === 'crash') process.exit(1);
  if (command === 'oom') {
    const hoard: number[][] = [];
    while (true) hoard.push(new Array(1_000_000).fill(spin));
  }
  parentPort?.postMessage({ id: message.id, outcome: { ok: true, text: `echo:${command}`, warnings: [] } });
});

// Tells the pool the parsers are loaded: a job's time limit starts when it is handed over.
parentPort?.postMessage({ ready: true });
