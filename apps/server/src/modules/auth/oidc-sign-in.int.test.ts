import { createHash } from 'node:crypto';
import { ErrorBodySchema, MeResponseSchema, ProvidersResponseSchema, SessionSchema } from '@cp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcMock, type MockIdentity, type OidcMock } from '../../../test/oidc-mock.ts';
import { bearer, createTestApp, signUp, uniqueEmail, type TestContext } from '../../../test/test-app.ts';
import { randomBase62 } from '../../security/random.ts';

let mock: OidcMock;
let ctx: TestContext;
beforeAll(async () => {
  mock = await startOidcMock();
  ctx = await createTestApp({ env: mock.env });
});
afterAll(async () => {
  await ctx?.close();
  await mock?.stop();
});

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

describe('providers', () => {
  it('shows Google only when it is configured, and Microsoft not at all', async () => {
    const configured = await ctx.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(ProvidersResponseSchema.parse(configured.json())).toEqual({ google: true, microsoft: false, email: 'log' });

    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/api/auth/providers' });
      expect(ProvidersResponseSchema.parse(res.json())).toEqual({ google: false, microsoft: false, email: 'log' });
      const startGoogle = await plain.app.inject({
        method: 'GET',
        url: '/api/auth/oauth/google/start?client_state=abcdefghijklmnopqrstuv',
      });
      expect(startGoogle.statusCode).toBe(404);
      expect(ErrorBodySchema.parse(startGoogle.json()).code).toBe('PROVIDER_NOT_CONFIGURED');
    } finally {
      await plain.close();
    }
    const startMicrosoft = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/oauth/microsoft/start?client_state=abcdefghijklmnopqrstuv',
    });
    expect(startMicrosoft.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(startMicrosoft.json())).toMatchObject({
      code: 'PROVIDER_NOT_CONFIGURED',
      detail: 'Sign-in with Microsoft is not configured on this server.',
    });
  });
});

describe('start', () => {
  it("redirects to the provider's authorize endpoint with PKCE (S256), state and nonce", async () => {
    const location = await start('?return_to=%2Fapp%2Fhomepage');
    expect(`${location.origin}${location.pathname}`).toBe(`${mock.issuer}/authorize`);
    const q = location.searchParams;
    expect(q.get('client_id')).toBe(mock.clientId);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));
    expect(q.get('redirect_uri')).toBe('http://localhost:3000/api/auth/oauth/google/callback');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(q.get('nonce')).toMatch(/^[A-Za-z0-9_-]{32,}$/);

    // The challenge is the S256 of the verifier kept server-side for this state.
    const { rows } = await ctx.db.query<{ code_verifier: string; nonce: string; return_to: string }>(
      'SELECT code_verifier, nonce, return_to FROM oauth_states WHERE state = $1',
      [q.get('state')],
    );
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(q.get('code_challenge')).toBe(createHash('sha256').update(row.code_verifier).digest('base64url'));
    expect(row.nonce).toBe(q.get('nonce'));
    expect(row.return_to).toBe('/app/homepage');
  });
});

describe('callback', () => {
  it('signs a new user in, with tokens in the fragment that work on /api/me', async () => {
    const email = uniqueEmail('google');
    const sub = newSubject();
    const { session, error } = await signInWith({ sub, email, email_verified: true, name: 'Ada Lovelace' });
    expect(error).toBeNull();
    const parsed = SessionSchema.parse({
      ...Object.fromEntries(session!),
      expires_in: Number(session!.get('expires_in')),
    });
    expect(parsed.email).toBe(email);
    const profile = await me(parsed.id_token);
    expect(profile.user).toMatchObject({ user_id: parsed.user_id, email, email_verified: true, name: 'Ada Lovelace' });
    expect(await identityCount(sub)).toBe(1);
    // The refresh token is a real one.
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: parsed.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('signs the same subject in to the same account, even after the e-mail changed at the provider', async () => {
    const sub = newSubject();
    const first = await signInWith({ sub, email: uniqueEmail('first'), email_verified: true });
    const second = await signInWith({ sub, email: uniqueEmail('renamed'), email_verified: true });
    expect(first.session?.get('user_id')).toMatch(/^usr_/);
    expect(second.session?.get('user_id')).toBe(first.session?.get('user_id'));
  });

  it('reads the e-mail from userinfo when the id_token has none', async () => {
    const email = uniqueEmail('userinfo');
    const { session } = await signInWith({ sub: newSubject(), email, email_verified: true, claimsIn: 'userinfo' });
    expect(session?.get('email')).toBe(email);
    expect((await me(session!.get('id_token')!)).user.email_verified).toBe(true);
  });

  it('refuses a userinfo answer whose sub is not the id_token sub', async () => {
    const email = uniqueEmail('mismatch');
    const sub = newSubject();
    const { session, error } = await signInWith({
      sub,
      email,
      email_verified: true,
      claimsIn: 'userinfo',
      userinfoSub: 'someone-else',
    });
    expect(session).toBeNull();
    expect(error).toBe('Failed to sign in with Google.');
    expect(await identityCount(sub)).toBe(0);
    const { rowCount } = await ctx.db.query('SELECT 1 FROM users WHERE email = $1', [email]);
    expect(rowCount).toBe(0);
  });

  it.each([
    ['a nonce that is not ours', { nonce: 'replayed-nonce' }],
    ['another issuer', { iss: 'https://evil.example' }],
    ['another audience', { aud: 'someone-elses-client' }],
  ])('refuses an id_token with %s', async (_label, idTokenOverrides) => {
    const sub = newSubject();
    const { session, error } = await signInWith({
      sub,
      email: uniqueEmail('forged'),
      email_verified: true,
      idTokenOverrides,
    });
    expect(session).toBeNull();
    expect(error).toBe('Failed to sign in with Google.');
    expect(await identityCount(sub)).toBe(0);
  });

  it('answers 502 in the error body when the provider cannot be reached', async () => {
    const dead = await createTestApp({ env: { ...mock.env, GOOGLE_ISSUER: 'http://127.0.0.1:9' } });
    try {
      const res = await dead.app.inject({
        method: 'GET',
        url: '/api/auth/oauth/google/start?client_state=abcdefghijklmnopqrstuv',
      });
      expect(res.statusCode).toBe(502);
      expect(ErrorBodySchema.parse(res.json())).toMatchObject({
        code: 'PROVIDER_ERROR',
        detail: 'Failed to sign in with Google.',
      });
    } finally {
      await dead.close();
    }
  });

  it('refuses a provider that shares no e-mail address', async () => {
    const { error } = await signInWith({ sub: newSubject() });
    expect(error).toBe('Google did not share an e-mail address.');
  });
});

describe('linking to a password account', () => {
  it('links a verified password account when the provider verified the same e-mail', async () => {
    const user = await signUp(ctx.app);
    await ctx.db.query('UPDATE users SET email_verified = true WHERE id = $1', [user.user_id]);
    const sub = newSubject();
    const { session } = await signInWith({ sub, email: user.email.toUpperCase(), email_verified: true });
    expect(session?.get('user_id')).toBe(user.user_id);
    expect(await identityCount(sub)).toBe(1);
    // The password still works: nothing about the account was replaced.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('does not link when the provider has not verified the e-mail', async () => {
    for (const emailVerified of [false, undefined]) {
      const user = await signUp(ctx.app);
      const sub = newSubject();
      const { session, error } = await signInWith({
        sub,
        email: user.email,
        ...(emailVerified === undefined ? {} : { email_verified: emailVerified }),
      });
      expect(session).toBeNull();
      expect(error).toBe('An account with this email already exists. Log in with your password first.');
      expect(await identityCount(sub)).toBe(0);
    }
  });

  it('takes over an unverified password account from whoever set its password (pre-hijacking)', async () => {
    // Someone signed up with this address but never proved it; the provider now proves it for its owner.
    const squatter = { email: uniqueEmail('squat'), password: 'squatter-pw' };
    await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { ...squatter, terms_accepted: true } });
    const { rows } = await ctx.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [squatter.email]);
    const { session } = await signInWith({ sub: newSubject(), email: squatter.email, email_verified: true });
    expect(session?.get('user_id')).toBe(rows[0]!.id);
    expect((await me(session!.get('id_token')!)).user.email_verified).toBe(true);
    // The squatter's password no longer opens the account, now that the address is proven.
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: squatter });
    expect(login.statusCode).toBe(401);
  });

  it("removes an identity whose provider never verified the e-mail once the address's owner resets the password", async () => {
    const email = uniqueEmail('unverified');
    const sub = newSubject();
    const first = await signInWith({ sub, email, email_verified: false });
    expect((await me(first.session!.get('id_token')!)).user.email_verified).toBe(false);

    await ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email } });
    const { rows } = await ctx.db.query<{ text_body: string }>(
      `SELECT text_body FROM email_outbox WHERE to_address = $1 AND kind = 'password_reset' ORDER BY id DESC LIMIT 1`,
      [email],
    );
    const token = /token=([A-Za-z0-9_-]+)/.exec(rows[0]?.text_body ?? '')?.[1];
    const confirm = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'owner password' },
    });
    expect(confirm.statusCode).toBe(200);

    expect(await identityCount(sub)).toBe(0);
    const again = await signInWith({ sub, email, email_verified: false });
    expect(again.error).toBe('An account with this email already exists. Log in with your password first.');
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: first.session!.get('refresh_token') },
    });
    expect(refresh.statusCode).toBe(401);
  });
});

describe('login CSRF: a round trip belongs to the browser that started it', () => {
  it("refuses the callback of someone else's sign-in opened in this browser, and issues no tokens", async () => {
    // The attacker starts a sign-in with their own account and stops before following the callback.
    const attackerSub = newSubject();
    mock.willSignIn({ sub: attackerSub, email: uniqueEmail('attacker'), email_verified: true });
    const planted = await authorizeAtProvider(await start());
    const attackerCookie = browser.cookie!;
    // The victim's browser opens that link: it holds no cookie, or the cookie of its own sign-in.
    const before = await ctx.db.query('SELECT 1 FROM refresh_tokens');
    const bare = await callback(planted, null);
    expect(bare.session).toBeNull();
    expect(bare.error).toBe('This sign-in was not started in this browser. Please try again.');
    await start();
    expect(browser.cookie).not.toBe(attackerCookie);
    mock.willSignIn({ sub: attackerSub, email: uniqueEmail('attacker'), email_verified: true });
    const planted2 = await authorizeAtProvider(await start());
    await start();
    const other = await callback(planted2);
    expect(other.session).toBeNull();
    expect((await ctx.db.query('SELECT 1 FROM refresh_tokens')).rowCount).toBe(before.rowCount);
    expect(await identityCount(attackerSub)).toBe(0);
  });

  it("echoes the tab's own nonce in the fragment and clears the cookie", async () => {
    mock.willSignIn({ sub: newSubject(), email: uniqueEmail('tab'), email_verified: true });
    const back = await authorizeAtProvider(await start());
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: browser.cookie! },
    });
    expect(String(res.headers['set-cookie'])).toMatch(/^cp_oauth=; Max-Age=0;/);
    const fragment = new URLSearchParams(String(res.headers.location).split('#')[1]);
    expect(fragment.get('client_state')).toBe(browser.clientState);
  });

  it('refuses a start without the tab nonce', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/oauth/google/start' });
    expect(res.statusCode).toBe(400);
  });
});

describe('state and return_to', () => {
  it('fails a reused, unknown or missing state', async () => {
    mock.willSignIn({ sub: newSubject(), email: uniqueEmail('state'), email_verified: true });
    const back = await authorizeAtProvider(await start());
    expect((await callback(back)).session).not.toBeNull();
    const reused = await callback(back);
    expect(reused.error).toBe('This sign-in attempt expired or was already used. Please try again.');

    const unknown = new URL(back);
    unknown.searchParams.set('state', 'not-a-state-we-issued');
    expect((await callback(unknown)).error).toBe('This sign-in attempt expired or was already used. Please try again.');
    const missing = new URL(back);
    missing.searchParams.delete('state');
    expect((await callback(missing)).error).toBe('This sign-in attempt expired or was already used. Please try again.');
  });

  it('fails a state that expired', async () => {
    const authorizeUrl = await start();
    await ctx.db.query(`UPDATE oauth_states SET expires_at = now() - interval '1 second' WHERE state = $1`, [
      authorizeUrl.searchParams.get('state'),
    ]);
    mock.willSignIn({ sub: newSubject(), email: uniqueEmail('late'), email_verified: true });
    const { error } = await callback(await authorizeAtProvider(authorizeUrl));
    expect(error).toBe('This sign-in attempt expired or was already used. Please try again.');
  });

  it('does not echo what the provider put in error_description', async () => {
    const authorizeUrl = await start();
    const url = new URL('http://localhost:3000/api/auth/oauth/google/callback');
    url.searchParams.set('state', authorizeUrl.searchParams.get('state')!);
    url.searchParams.set('error', 'access_denied');
    url.searchParams.set('error_description', 'Your account is suspended, call +1 555 0100');
    const { error } = await callback(url);
    expect(error).toBe('Sign-in with Google was cancelled or failed. Please try again.');
  });

  it('keeps return_to only for /app paths', async () => {
    const cases: Array<[string, string | null]> = [
      ['/app/w/ws_abc/agent?tab=1', '/app/w/ws_abc/agent?tab=1'],
      ['/app', '/app'],
      ['https://evil.example/app', null],
      ['//evil.example/app', null],
      ['/\\evil.example', null],
      ['/apple', null],
      ['/auth/callback', null],
      ['/app/../../evil', null],
    ];
    for (const [returnTo, kept] of cases) {
      const { session } = await signInWith(
        { sub: newSubject(), email: uniqueEmail('rt'), email_verified: true },
        { returnTo },
      );
      expect(session, returnTo).not.toBeNull();
      expect(session!.get('return_to'), returnTo).toBe(kept);
    }
  });
});
