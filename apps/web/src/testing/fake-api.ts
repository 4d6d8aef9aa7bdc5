import type { MeResponse } from '@cp/contracts';
import { vi } from 'vitest';
import { sessionStore } from '../lib/session-store.ts';

export type FakeRequest = { method: string; path: string; body: unknown; headers: Headers };
type Handler = (request: FakeRequest) => Response | Promise<Response>;

export function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The server's error body (DECISIONS.md 3). */
export function apiError(status: number, code: string, detail: string) {
  return json({ detail, code, request_id: 'req_test' }, status);
}

/**
 * Replaces global fetch with a table of 'METHOD /path' handlers; unknown calls get the server's 404.
 * Returns the vi.fn so tests can read the requests that were made.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return apiError(404, 'NOT_FOUND', 'Not found.');
    return handler({ method, path: url.pathname, body, headers: new Headers(init?.headers) });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests a fake API received for one 'METHOD /path'. */
export function requestsTo(fetchMock: ReturnType<typeof fakeApi>, key: string): FakeRequest[] {
  return fetchMock.mock.calls
    .map(([input, init]) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      return { method, path: url.pathname, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined, headers: new Headers(init?.headers) };
    })
    .filter((request) => `${request.method} ${request.path}` === key);
}

type MeOverrides = { user?: Partial<MeResponse['user']>; profile?: Partial<MeResponse['profile']>; subscription?: Partial<MeResponse['subscription']> };

/** A GET /api/me body as the server sends it, for a fresh free-plan account unless overridden. */
export function meBody(overrides: MeOverrides = {}): MeResponse {
  return {
    user: { user_id: 'usr_1', email: 'jane.doe@example.com', name: null, email_verified: true, created_at: '2026-01-05T10:00:00.000Z', ...overrides.user },
    profile: { job_category: null, other_job_category: null, seniority_level: null, career_goals: [], career_context: null, onboarding_completed: true, ...overrides.profile },
    subscription: { package: 'free', plan: 'free', status: 'active', trial_enabled: false, trial_used: false, ...overrides.subscription },
  };
}

export function signIn(email = 'jane.doe@example.com') {
  sessionStore.set({ id_token: 'token-1', refresh_token: 'refresh-1', user_id: 'usr_1', email });
}

export function signOutLocally() {
  sessionStore.clear();
}
