import { afterEach, describe, expect, it } from 'vitest';
import { createParserPool, type ParserPool } from './parser-pool.ts';

const entry = new URL('../../../../test/parser-test-worker.ts', import.meta.url);
const job = (command: string) => ({ kind: 'pdf' as const, bytes: new Uint8Array(Buffer.from(command)) });

let pool: ParserPool | null = null;
afterEach(async () => {
  await pool?.close();
  pool = null;
});

describe('createParserPool', () => {
  it('runs jobs in worker threads and queues them beyond the pool size', async () => {
    pool = createParserPool({ entry, size: 1 });
    const results = await Promise.all(['a', 'b', 'c'].map((c) => pool!.parse(job(c))));
    expect(results.map((r) => (r.ok ? r.text : r.failure))).toEqual(['echo:a', 'echo:b', 'echo:c']);
  });

  it('stops a parse that runs past the time limit, and the next job still runs', async () => {
    pool = createParserPool({ entry, size: 1, timeoutMs: 400 });
    const started = Date.now();
    const [hung, next] = await Promise.all([pool.parse(job('hang')), pool.parse(job('after'))]);
    expect(hung).toEqual({ ok: false, failure: 'timeout' });
    expect(next).toMatchObject({ ok: true, text: 'echo:after' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reports a worker that dies or runs out of memory as crashed, without taking the process down', async () => {
    pool = createParserPool({ entry, size: 1, maxMemoryMb: 32, timeoutMs: 10_000 });
    expect(await pool.parse(job('crash'))).toEqual({ ok: false, failure: 'crashed' });
    expect(await pool.parse(job('oom'))).toEqual({ ok: false, failure: 'crashed' });
    expect(await pool.parse(job('alive'))).toMatchObject({ ok: true, text: 'echo:alive' });
  });

  it('answers busy when the queue is full, and after close', async () => {
    pool = createParserPool({ entry, size: 1, maxQueue: 0, timeoutMs: 300 });
    const [first, second] = await Promise.all([pool.parse(job('hang')), pool.parse(job('x'))]);
    expect(first).toEqual({ ok: false, failure: 'timeout' });
    expect(second).toEqual({ ok: false, failure: 'busy' });
    await pool.close();
    expect(await pool.parse(job('x'))).toEqual({ ok: false, failure: 'busy' });
  });
});
