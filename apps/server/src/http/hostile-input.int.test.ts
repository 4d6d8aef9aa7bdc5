import { ErrorBodySchema } from '@cp/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type RegisteredRoute, type TestContext } from '../../test/test-app.ts';
import { BODY_LIMIT_BYTES } from './create-http-server.ts';

/**
 * Every route the app registers, found as it registers (so a route added later is covered without
 * touching this file), gets the same hostile requests. None may answer 5xx; every refusal is a 4xx
 * in the one error body; only the public routes below may answer 2xx/3xx.
 */
const publicRoutes = new Set([
  'GET /api/health',
  'GET /api/ready',
  'GET /api/auth/providers',
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  // The job index's coverage and board health (docs/decisions/023): public, no secrets in it.
  'GET /api/jobs/status',
  // DEV_ROUTES only (the test app sets it): takes the kit journeys' jobs out of the index.
  'DELETE /api/dev/jobs',
  // The browser lands here from the provider: it always answers with a redirect into the SPA.
  'GET /api/auth/oauth/:provider/callback',
]);
const skipped = (route: RegisteredRoute) => route.url.startsWith('/api/docs/static/');
const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const paramValues: Record<string, string> = { provider: 'google' };

type Attack = { name: string; headers?: Record<string, string>; payload?: string; query?: string };
const json = { 'content-type': 'application/json' };
const attacks: Attack[] = [
  { name: 'malformed JSON', headers: json, payload: '{"a":' },
  {
    name: 'wrong types',
    headers: json,
    payload: JSON.stringify({ email: 1, password: [], terms_accepted: 'yes', token: {}, refresh_token: 7 }),
  },
  { name: 'oversized body', headers: json, payload: JSON.stringify({ a: 'x'.repeat(BODY_LIMIT_BYTES + 16) }) },
  { name: 'no token', headers: json, payload: '{}' },
  { name: 'garbage bearer token', headers: { ...json, authorization: 'Bearer not.a.jwt' }, payload: '{}' },
  {
    name: 'repeated query parameters',
    query: '?to=a&to=b&return_to=/app&return_to=//evil.example&state=s&state=t&code=1&code=2',
  },
];

let ctx: TestContext;
let targets: Array<{ route: RegisteredRoute; url: string; isPublic: boolean }>;
beforeAll(async () => {
  // DEV_ROUTES adds its route, so that one is attacked too.
  ctx = await createTestApp({ env: { DEV_ROUTES: 'true' } });
  const getUrls = new Set(ctx.routes.filter((r) => r.method === 'GET').map((r) => r.url.replace(/\/$/, '')));
  targets = ctx.routes
    .filter((r) => !skipped(r))
    // Fastify adds a HEAD twin for every GET route; the GET is the one to attack.
    .filter((r) => !(r.method === 'HEAD' && getUrls.has(r.url.replace(/\/$/, ''))))
    .map((route) => ({
      route,
      url: route.url.replace(/:(\w+)/g, (_m, name: string) => paramValues[name] ?? 'x1').replace(/\*$/, 'x1'),
      isPublic: publicRoutes.has(`${route.method} ${route.url}`),
    }));
});
afterAll(async () => ctx?.close());

function expectErrorBody(res: LightMyRequestResponse, label: string) {
  expect(res.headers['content-type'], label).toMatch(/^application\/json/);
  const body = ErrorBodySchema.parse(res.json());
  expect(body.request_id, label).toBe(res.headers['x-request-id']);
  expect(JSON.stringify(body), label).not.toMatch(/node_modules|\.ts:\d|\bat \S+ \(|FST_ERR|stack/);
  return body;
}

describe('hostile input on every route', () => {
  it('finds the routes of every module', () => {
    const found = targets.map((t) => `${t.route.method} ${t.route.url}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'POST /api/auth/signup',
        'GET /api/me',
        'PUT /api/me/profile',
        'GET /api/health',
        'GET /api/dev/outbox',
      ]),
    );
    expect(found.some((r) => r.startsWith('HEAD '))).toBe(false);
    expect(targets.length).toBeGreaterThanOrEqual(18);
  });

  for (const attack of attacks) {
    it(`answers ${attack.name} with a 4xx error body (or a public answer), never 5xx`, async () => {
      for (const { route, url, isPublic } of targets) {
        const label = `${attack.name}: ${route.method} ${route.url}`;
        const res = await ctx.app.inject({
          method: route.method as 'GET',
          url: `${url}${attack.query ?? ''}`,
          headers: attack.headers,
          payload: attack.payload,
        });
        expect(res.statusCode, label).toBeLessThan(500);
        const hasBody = bodyMethods.has(route.method);
        if (res.statusCode >= 400) {
          const body = expectErrorBody(res, label);
          if (hasBody && attack.name === 'malformed JSON') expect(body.code, label).toBe('INVALID_JSON');
          if (hasBody && attack.name === 'oversized body') expect(body.code, label).toBe('PAYLOAD_TOO_LARGE');
          if (attack.name === 'garbage bearer token' && res.statusCode === 401)
            expect(body.detail, label).toBe('Token verification failed');
          continue;
        }
        expect(isPublic, `${label} answered ${res.statusCode}`).toBe(true);
        if (res.statusCode >= 300) expect(String(res.headers.location), label).toMatch(/^\/(?!\/)/);
      }
    });
  }

  it('refuses a signed-in-only route without a token with 401 UNAUTHENTICATED', async () => {
    for (const [method, url] of [
      ['GET', '/api/me'],
      ['PUT', '/api/me/profile'],
      ['POST', '/api/auth/resend-verification'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode).toBe(401);
      expect(expectErrorBody(res, url)).toMatchObject({ code: 'UNAUTHENTICATED', detail: 'Please sign in first.' });
    }
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(expectErrorBody(res, 'xml').code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('unknown routes', () => {
  it('answers an unknown /api route with 404 NOT_FOUND in the error body', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/auth/nope'],
      ['GET', '/api'],
      ['DELETE', '/api/me'],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(expectErrorBody(res, url).code).toBe('NOT_FOUND');
    }
  });

  it('answers a malformed or over-long address with the error body, not the framework default', async () => {
    const user = await signUp(ctx.app);
    const cases = [
      ['/api/workspaces/%E0%A4%A', 400],
      [`/api/workspaces/ws_${'a'.repeat(200)}`, 404],
    ] as const;
    for (const [url, status] of cases) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${user.id_token}` } });
      expect(res.statusCode, url).toBe(status);
      const body = expectErrorBody(res, url);
      expect(body.code).not.toMatch(/^FST_/);
    }
  });

  it('answers an unknown non-API path with 404 in the error body when no web app is served', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/app/w/ws_abc/documents' });
    expect(res.statusCode).toBe(404);
    expect(expectErrorBody(res, 'spa').code).toBe('NOT_FOUND');
  });
});
