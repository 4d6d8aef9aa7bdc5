import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest } from './api-client.ts';
import { forgetEarlyRequestsForTests, startEarlyAccountRequests, takeEarlyResponse } from './early-account.ts';
import { sessionStore } from './session-store.ts';

const Answer = z.object({ name: z.string() });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Call = { path: string; auth: string | null };
function stubFetch(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init?: RequestInit) => {
      const call = { path, auth: new Headers(init?.headers).get('authorization') };
      calls.push(call);
      try {
        return Promise.resolve(answer(call));
      } catch (error) {
        return Promise.reject(error as Error);
      }
    }),
  );
  return calls;
}

const session = (token: string) => ({
  id_token: token,
  refresh_token: `refresh-${token}`,
  user_id: 'usr_tamsin',
  email: 'tamsin.okafor@example.com',
});

beforeEach(() => {
  forgetEarlyRequestsForTests();
  sessionStore.set(session('token-1'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('the account requests the entry starts', () => {
  it('asks for the user, the workspaces and the credits on an /app page, and the app takes each answer once', async () => {
    const calls = stubFetch((call) => json({ name: call.path }));
    startEarlyAccountRequests('/app/homepage');
    expect(calls).toEqual([
      { path: '/api/me', auth: 'Bearer token-1' },
      { path: '/api/workspaces', auth: 'Bearer token-1' },
      { path: '/api/credits', auth: 'Bearer token-1' },
    ]);
    expect(await apiRequest('/api/me', { schema: Answer })).toEqual({ name: '/api/me' });
    expect(calls).toHaveLength(3);
    // Taken once: the next call asks the server again.
    expect(await apiRequest('/api/me', { schema: Answer })).toEqual({ name: '/api/me' });
    expect(calls).toHaveLength(4);
  });

  it('asks for nothing signed out or outside /app', () => {
    const calls = stubFetch(() => json({ name: 'x' }));
    startEarlyAccountRequests('/pricing');
    sessionStore.clear();
    startEarlyAccountRequests('/app/homepage');
    expect(calls).toEqual([]);
  });

  it('an expired session answers 401: the app refreshes it and asks again, as for any answer', async () => {
    const calls = stubFetch((call) => {
      if (call.path === '/api/auth/refresh') return json({ ...session('token-2'), expires_in: 3600 });
      return call.auth === 'Bearer token-1' ? json({ code: 'UNAUTHORIZED' }, 401) : json({ name: 'fresh' });
    });
    startEarlyAccountRequests('/app');
    expect(await apiRequest('/api/me', { schema: Answer })).toEqual({ name: 'fresh' });
    expect(calls.slice(3)).toEqual([
      { path: '/api/auth/refresh', auth: null },
      { path: '/api/me', auth: 'Bearer token-2' },
    ]);
  });

  it('is not used for another token, once stale, or when it failed', async () => {
    let failEarly = true;
    const calls = stubFetch((call) => {
      if (call.path === '/api/credits' && failEarly) throw new TypeError('Failed to fetch');
      return json({ name: call.auth ?? '' });
    });
    startEarlyAccountRequests('/app', 0);
    failEarly = false;
    expect(takeEarlyResponse('/api/workspaces', 'token-1', 10_001)).toBeNull();
    sessionStore.set(session('token-9'));
    expect(await apiRequest('/api/me', { schema: Answer })).toEqual({ name: 'Bearer token-9' });
    sessionStore.set(session('token-1'));
    expect(await apiRequest('/api/credits', { schema: Answer })).toEqual({ name: 'Bearer token-1' });
    expect(calls.map((call) => call.path).slice(3)).toEqual(['/api/me', '/api/credits']);
  });
});
