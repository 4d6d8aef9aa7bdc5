import { createHash } from 'node:crypto';
import { ErrorBodySchema, ProvidersResponseSchema, SessionSchema } from '@cp/contracts';
import { describe, expect, it } from 'vitest';
import { oidcSignInForFile } from '../../../test/oidc-sign-in-helpers.ts';
import { createTestApp, uniqueEmail } from '../../../test/test-app.ts';

const { ctx, mock, newSubject, start, signInWith, me, identityCount } = oidcSignInForFile();

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
