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

describe('createParserPool memory budget', () => {
  it('stops a parse whose buffers outside the V8 heap pass the per-parse budget, then parses the next job', async () => {
    // The heap limit alone does not bound ArrayBuffers: this job would hold 1 GiB and succeed.
    pool = createParserPool({ entry, size: 1, maxParseMemoryMb: 96, maxRssMb: 100_000, timeoutMs: 20_000 });
    expect(await pool.parse(job('buffers'))).toEqual({ ok: false, failure: 'unsafe' });
    expect(await pool.parse(job('after'))).toMatchObject({ ok: true, text: 'echo:after' });
  });

  it("stops a parse that grows in one synchronous step, from the process's resident memory", async () => {
    const ceilingMb = Math.round(process.memoryUsage.rss() / (1024 * 1024)) + 160;
    pool = createParserPool({ entry, size: 1, maxParseMemoryMb: 100_000, maxRssMb: ceilingMb, timeoutMs: 20_000 });
    expect(await pool.parse(job('buffers-sync'))).toEqual({ ok: false, failure: 'unsafe' });
    expect(await pool.parse(job('after'))).toMatchObject({ ok: true, text: 'echo:after' });
  });
});

describe('createParserPool fairness', () => {
  it("serves owners in turn: another user's file is parsed right after the running one, not after a user's whole queue", async () => {
    pool = createParserPool({ entry, size: 1, timeoutMs: 300 });
    const order: string[] = [];
    const track = (name: string, promise: Promise<unknown>) => promise.then((outcome) => order.push(name) && outcome);
    const hostile = ['a1', 'a2', 'a3'].map((name) => track(name, pool!.parse(job('hang'), { owner: 'attacker' })));
    const victim = track('victim', pool.parse(job('resume'), { owner: 'victim' }));
    await Promise.all([...hostile, victim]);
    expect(order).toEqual(['a1', 'victim', 'a2', 'a3']);
    expect(await victim).toMatchObject({ ok: true, text: 'echo:resume' });
  });

  it("runs at most one job per owner at a time and bounds each owner's queue", async () => {
    pool = createParserPool({ entry, size: 2, timeoutMs: 300, maxQueuePerOwner: 2 });
    const order: string[] = [];
    // With two workers free, the owner's quick second job still waits for its first.
    await Promise.all([
      pool.parse(job('hang'), { owner: 'a' }).then(() => order.push('hang')),
      pool.parse(job('x'), { owner: 'a' }).then(() => order.push('x')),
    ]);
    expect(order).toEqual(['hang', 'x']);
    const outcomes = await Promise.all([1, 2, 3, 4].map(() => pool!.parse(job('hang'), { owner: 'attacker' })));
    // One running, two waiting, the fourth refused.
    expect(outcomes.map((o) => (o.ok ? 'ok' : o.failure))).toEqual(['timeout', 'timeout', 'timeout', 'busy']);
    const [hung, other] = await Promise.all([
      pool.parse(job('hang'), { owner: 'attacker' }),
      pool.parse(job('x'), { owner: 'someone' }),
    ]);
    expect(hung).toEqual({ ok: false, failure: 'timeout' });
    expect(other).toMatchObject({ ok: true, text: 'echo:x' });
  });
});
