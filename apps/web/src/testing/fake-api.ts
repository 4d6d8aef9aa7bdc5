import type { MeResponse, Subscription } from '@cp/contracts';
import { vi } from 'vitest';
import { sessionStore } from '../lib/session-store.ts';

/** `form` holds a multipart body (uploads); `body` a JSON one; `params` the ':name' parts of the matched key; `query` the query string. */
export type FakeRequest = {
  method: string;
  path: string;
  body: unknown;
  form?: FormData;
  headers: Headers;
  params: Record<string, string>;
  query: URLSearchParams;
};
type Handler = (request: FakeRequest) => Response | Promise<Response>;

export function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The server's error body (docs/decisions/003). */
export function apiError(status: number, code: string, detail: string) {
  return json({ detail, code, request_id: 'req_test' }, status);
}

/** Finds the handler for a call: the exact 'METHOD /path' first, else a key with ':name' segments. */
function findHandler(
  handlers: Record<string, Handler>,
  method: string,
  path: string,
): { handler: Handler; params: Record<string, string> } | null {
  const exact = handlers[`${method} ${path}`];
  if (exact) return { handler: exact, params: {} };
  const parts = path.split('/');
  for (const [key, handler] of Object.entries(handlers)) {
    const [keyMethod, keyPath = ''] = key.split(' ');
    const keyParts = keyPath.split('/');
    if (keyMethod !== method || keyParts.length !== parts.length || !keyPath.includes('/:')) continue;
    const params: Record<string, string> = {};
    const matches = keyParts.every((part, i) => {
      if (part.startsWith(':')) {
        params[part.slice(1)] = decodeURIComponent(parts[i] ?? '');
        return true;
      }
      return part === parts[i];
    });
    if (matches) return { handler, params };
  }
  return null;
}

/**
 * Replaces global fetch with a table of 'METHOD /path' handlers ('/api/workspaces/:wid' matches any
 * id, given as params.wid); unknown calls get the server's 404.
 * Returns the vi.fn so tests can read the requests that were made.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const form = init?.body instanceof FormData ? init.body : undefined;
    const found = findHandler(handlers, method, url.pathname);
    if (!found) return apiError(404, 'NOT_FOUND', 'Not found.');
    return found.handler({
      method,
      path: url.pathname,
      body,
      form,
      headers: new Headers(init?.headers),
      params: found.params,
      query: url.searchParams,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests a fake API received for one 'METHOD /path'. */
export function requestsTo(fetchMock: ReturnType<typeof fakeApi>, key: string): FakeRequest[] {
  return fetchMock.mock.calls
    .map(([input, init]) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://localhost',
      );
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const form = init?.body instanceof FormData ? init.body : undefined;
      return {
        method,
        path: url.pathname,
        body,
        form,
        headers: new Headers(init?.headers),
        params: {},
        query: url.searchParams,
      };
    })
    .filter((request) => `${request.method} ${request.path}` === key);
}

/** The subscription of a fresh free-plan account, as GET /api/me and GET /api/user-stats report it. */
export function freeSubscription(): Subscription {
  return {
    package: 'free',
    plan: 'free',
    status: 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    trial_enabled: false,
    trial_end: null,
    trial_used: false,
    next_billing_at: null,
    billing_period: null,
    period: null,
    current_period_end: null,
    customer_id: null,
    provider: null,
  };
}

type MeOverrides = {
  user?: Partial<MeResponse['user']>;
  profile?: Partial<MeResponse['profile']>;
  subscription?: Partial<MeResponse['subscription']>;
};

/** A GET /api/me body as the server sends it, for a fresh free-plan account unless overridden. */
export function meBody(overrides: MeOverrides = {}): MeResponse {
  return {
    user: {
      user_id: 'usr_1',
      email: 'jane.doe@example.com',
      name: null,
      email_verified: true,
      created_at: '2026-01-05T10:00:00.000Z',
      ...overrides.user,
    },
    profile: {
      job_category: null,
      other_job_category: null,
      seniority_level: null,
      career_goals: [],
      career_context: null,
      onboarding_completed: true,
      ...overrides.profile,
    },
    subscription: { ...freeSubscription(), ...overrides.subscription },
  };
}

export function signIn(email = 'jane.doe@example.com') {
  sessionStore.set({ id_token: 'token-1', refresh_token: 'refresh-1', user_id: 'usr_1', email });
}

export function signOutLocally() {
  sessionStore.clear();
}

/** The JSON bodies a fake API received for one 'METHOD /path', in order. */
export function bodiesSentTo(fetchMock: ReturnType<typeof fakeApi>, key: string): unknown[] {
  return requestsTo(fetchMock, key).map((request) => request.body);
}

/** A session as POST /api/auth/login and the sign-up links answer it. */
export const testSession = {
  user_id: 'usr_123',
  email: 'ada@example.com',
  id_token: 'id.token',
  refresh_token: 'refresh-token',
  expires_in: 3600,
};
