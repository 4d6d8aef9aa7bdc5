import { MeResponseSchema } from '@cp/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import { randomBase62 } from '../src/security/random.ts';
import { startOidcMock, type MockIdentity, type OidcMock } from './oidc-mock.ts';
import { madeInBeforeAll } from './file-app.ts';
import { bearer, createTestApp, type TestContext } from './test-app.ts';

/**
 * The OIDC sign-in test files' setup: a mock provider, the file's app configured for it (both made before the first
 * test, closed after the last), the test's browser, and the round-trip calls.
 */
export function oidcSignInForFile() {
  let currentMock: OidcMock | null = null;
  let currentCtx: TestContext | null = null;
  beforeAll(async () => {
    currentMock = await startOidcMock();
    currentCtx = await createTestApp({ env: currentMock.env });
  });
  afterAll(async () => {
    await currentCtx?.close();
    await currentMock?.stop();
  });
  const mock = madeInBeforeAll(() => currentMock, 'The OIDC mock');
  const ctx = madeInBeforeAll(() => currentCtx, 'The test app');

  const newSubject = () => `sub-${randomBase62(10)}`;

  /** The test's browser: the OAuth cookie the last start set, and the tab's own nonce. */
  const browser: { cookie: string | null; clientState: string } = { cookie: null, clientState: '' };

  async function start(query = '') {
    browser.clientState = randomBase62(24);
    const separator = query ? '&' : '?';
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/oauth/google/start${query}${separator}client_state=${browser.clientState}`,
    });
    expect(res.statusCode).toBe(302);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^cp_oauth=[A-Za-z0-9_-]{32,}; Max-Age=600; Path=\/api\/auth\/oauth; HttpOnly; SameSite=Lax$/,
    );
    browser.cookie = setCookie.split(';')[0]!;
    return new URL(String(res.headers.location));
  }

  /** The browser at the provider: the mock 'authenticates' and redirects back to our callback with a code. */
  async function authorizeAtProvider(authorizeUrl: URL) {
    const res = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(res.status).toBe(302);
    return new URL(res.headers.get('location')!);
  }

  async function callback(url: URL, cookie = browser.cookie) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode).toBe(302);
    const location = String(res.headers.location);
    if (location.startsWith('/auth/callback#')) {
      return { session: new URLSearchParams(location.slice('/auth/callback#'.length)), error: null };
    }
    expect(location).toMatch(/^\/auth\?tab=login&oauth_error=/);
    return { session: null, error: new URL(location, 'http://x').searchParams.get('oauth_error') };
  }

  /** One whole sign-in: start, the provider's authorize step, our callback. */
  async function signInWith(identity: MockIdentity, options: { returnTo?: string } = {}) {
    mock.willSignIn(identity);
    const query = options.returnTo === undefined ? '' : `?return_to=${encodeURIComponent(options.returnTo)}`;
    return callback(await authorizeAtProvider(await start(query)));
  }

  async function me(idToken: string) {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: bearer(idToken) });
    expect(res.statusCode).toBe(200);
    return MeResponseSchema.parse(res.json());
  }

  async function identityCount(subject: string) {
    const { rowCount } = await ctx.db.query('SELECT 1 FROM oauth_identities WHERE provider = $1 AND subject = $2', [
      'google',
      subject,
    ]);
    return rowCount;
  }

  return { ctx, mock, browser, newSubject, start, authorizeAtProvider, callback, signInWith, me, identityCount };
}
