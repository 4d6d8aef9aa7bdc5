/** One thing to stop, in order. `force` cuts what holds it up when its time is over (open connections). */
export type ShutdownStep = { name: string; run: () => Promise<unknown>; force?: () => void };
export type ShutdownResult = { clean: boolean; late: string[]; failed: string[] };

/** After a step's time is over and it was forced, how long it still gets to finish. */
const AFTER_FORCE_MS = 2000;

function within(promise: Promise<unknown>, ms: number): Promise<'done' | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), Math.max(0, ms));
  });
  return Promise.race([promise.then(() => 'done' as const), late]).finally(() => clearTimeout(timer));
}

/**
 * Stops the steps one after the other (the HTTP server first, so requests in flight finish and the job
 * queue and worker pools close with it; then the database pool; then the embedded PostgreSQL) within
 * `timeoutMs` in all. A step still running when the time is over is forced, given a short grace, and
 * left behind: the steps after it still run, so the database is stopped even when a request hangs.
 */
export async function shutDown(steps: ShutdownStep[], timeoutMs: number): Promise<ShutdownResult> {
  const deadline = Date.now() + timeoutMs;
  const late: string[] = [];
  const failed: string[] = [];
  for (const step of steps) {
    let failure = false;
    const running = step.run().catch(() => {
      failure = true;
    });
    // A step that comes after a late one still gets the grace period: stopping the database matters most.
    const outcome = await within(running, Math.max(deadline - Date.now(), late.length > 0 ? AFTER_FORCE_MS : 0));
    if (outcome === 'late') {
      late.push(step.name);
      step.force?.();
      await within(running, AFTER_FORCE_MS);
    }
    if (failure) failed.push(step.name);
  }
  return { clean: late.length === 0 && failed.length === 0, late, failed };
}
