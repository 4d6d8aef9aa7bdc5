/**
 * Runs `run` with a signal that aborts when `signal` does or after `ms` (the spec's 5 s user-stats
 * and 10 s export timeouts). A timed-out call fails like an unreachable server.
 */
export async function withTimeout<T>(
  ms: number,
  signal: AbortSignal | undefined,
  run: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('The request took too long.', 'TimeoutError')), ms);
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  signal?.addEventListener('abort', forward, { once: true });
  try {
    return await run(controller.signal);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}
