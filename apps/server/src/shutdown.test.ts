import http from 'node:http';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { shutDown } from './shutdown.ts';

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) app.server.closeAllConnections();
});

/** A server with a route that answers after `ms` (never, for Infinity), listening on a free port. */
async function serverAnswering(ms: number) {
  const app = Fastify();
  apps.push(app);
  let started = () => undefined as void;
  const inFlight = new Promise<void>((resolve) => {
    started = resolve;
  });
  app.get('/slow', async () => {
    started();
    if (Number.isFinite(ms)) await new Promise((resolve) => setTimeout(resolve, ms));
    else await new Promise(() => undefined);
    return { answered: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { app, port: address.port, inFlight };
}

/** A GET that resolves with the status code, or 'cut' when the connection is closed under it. */
function get(port: number, path: string): Promise<number | 'cut'> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', () => resolve('cut'));
  });
}

describe('shutDown', () => {
  it('lets a request in flight finish, refuses new connections, then stops the rest in order', async () => {
    const { app, port, inFlight } = await serverAnswering(300);
    const answer = get(port, '/slow');
    await inFlight;
    const order: string[] = [];
    const result = await shutDown(
      [
        {
          name: 'http',
          run: async () => {
            await app.close();
            order.push('http');
          },
          force: () => app.server.closeAllConnections(),
        },
        {
          name: 'pool',
          run: async () => {
            order.push('pool');
          },
        },
        {
          name: 'database',
          run: async () => {
            order.push('database');
          },
        },
      ],
      5000,
    );
    expect(await answer).toBe(200);
    expect(result).toEqual({ clean: true, late: [], failed: [] });
    expect(order).toEqual(['http', 'pool', 'database']);
    expect(await get(port, '/slow')).toBe('cut');
  });

  it('cuts a request that outlives the time limit and still stops the database after it', async () => {
    const { app, port, inFlight } = await serverAnswering(Number.POSITIVE_INFINITY);
    const answer = get(port, '/slow');
    await inFlight;
    let databaseStopped = false;
    const started = Date.now();
    const result = await shutDown(
      [
        { name: 'http', run: () => app.close(), force: () => app.server.closeAllConnections() },
        {
          name: 'database',
          run: async () => {
            databaseStopped = true;
          },
        },
      ],
      400,
    );
    const took = Date.now() - started;
    expect(await answer).toBe('cut');
    expect(result).toEqual({ clean: false, late: ['http'], failed: [] });
    expect(databaseStopped).toBe(true);
    expect(took).toBeGreaterThanOrEqual(390);
    expect(took).toBeLessThan(400 + 2000 + 500);
  });

  it('reports a step that fails and goes on with the next', async () => {
    const ran: string[] = [];
    const result = await shutDown(
      [
        { name: 'pool', run: () => Promise.reject(new Error('already closed')) },
        {
          name: 'database',
          run: async () => {
            ran.push('database');
          },
        },
      ],
      1000,
    );
    expect(result).toEqual({ clean: false, late: [], failed: ['pool'] });
    expect(ran).toEqual(['database']);
  });

  it('gives a step after a late one its grace period even when the time is spent', async () => {
    let stopped = false;
    const result = await shutDown(
      [
        { name: 'stuck', run: () => new Promise(() => undefined) },
        {
          name: 'database',
          run: () =>
            new Promise<void>((resolve) =>
              setTimeout(() => {
                stopped = true;
                resolve();
              }, 300),
            ),
        },
      ],
      100,
    );
    expect(stopped).toBe(true);
    expect(result.late).toEqual(['stuck']);
  }, 10_000);
});
