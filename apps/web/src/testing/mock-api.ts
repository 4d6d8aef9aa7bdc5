import { vi } from 'vitest';

/* Simple fetch mock for the auth and landing tests: handlers receive the parsed JSON body. */

export function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The server's error body (docs/decisions/003). */
export function errorResponse(status: number, code: string, detail: string) {
  return jsonResponse(status, { detail, code, request_id: 'req_test' });
}

type Handler = (body: unknown) => Response | Promise<Response>;

/**
 * Replaces global fetch with a table of 'METHOD /path' handlers (the query string is ignored).
 * Unknown calls answer 404 like the server. Returns the mock and the JSON bodies each route received.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const received: Record<string, unknown[]> = {};
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    (received[key] ??= []).push(body);
    const handler = handlers[key];
    return handler ? handler(body) : errorResponse(404, 'NOT_FOUND', 'Not found.');
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, received };
}

export const testSession = {
  user_id: 'usr_123',
  email: 'ada@example.com',
  id_token: 'id.token',
  refresh_token: 'refresh-token',
  expires_in: 3600,
};
