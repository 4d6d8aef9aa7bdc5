import { SessionSchema } from '@cp/contracts';
import { describe, expect, it } from 'vitest';
import { authCalls } from '../../../test/auth-helpers.ts';
import { appForFile } from '../../../test/file-app.ts';
import { bearer, createTestApp, signUp, uniqueEmail } from '../../../test/test-app.ts';

const ctx = appForFile();
const { login, outboxLink } = authCalls(ctx);

describe('login and throttling', () => {
  it('logs in with the right password and refuses a wrong one with one message', async () => {
    const user = await signUp(ctx.app);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(ok.statusCode).toBe(200);
    SessionSchema.parse(ok.json());
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'wrong-password' },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail('ghost'), password: 'wrong-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().detail).toBe(unknown.json().detail);
  });

  it('slows down one client on one address with a growing wait, the same for known and unknown addresses, never the owner elsewhere', async () => {
    const user = await signUp(ctx.app);
    const ghost = uniqueEmail('ghost');
    const attacker = '203.0.113.7';
    const statuses = async (email: string) => {
      const out: number[] = [];
      for (let i = 0; i < 6; i += 1) out.push((await login(email, `bad-${i}-password`, attacker)).statusCode);
      return out;
    };
    // The fifth failure starts the wait: known and unknown addresses answer alike.
    expect(await statuses(user.email)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(await statuses(ghost)).toEqual([401, 401, 401, 401, 401, 429]);
    const blocked = await login(user.email, user.password, attacker);
    const blockedGhost = await login(ghost, 'whatever-pw', attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', detail: blockedGhost.json().detail });
    expect(blocked.json().retry_after_seconds).toBeGreaterThan(0);
    expect(blocked.json().retry_after_seconds).toBeLessThanOrEqual(60);
    // The owner on another device signs in at once.
    expect((await login(user.email, user.password, '198.51.100.1')).statusCode).toBe(200);
    // Each further failure doubles the wait (up to 15 minutes).
    await ctx.db.query(`UPDATE login_throttles SET blocked_until = now() - interval '1 second' WHERE client = $1`, [
      attacker,
    ]);
    expect((await login(user.email, 'bad-again-pw', attacker)).statusCode).toBe(401);
    const doubled = await login(user.email, 'bad-again-pw', attacker);
    expect(doubled.json().retry_after_seconds).toBeGreaterThan(60);
    expect(doubled.json().retry_after_seconds).toBeLessThanOrEqual(120);
  });

  it('lifts the wait on an address when its owner uses an e-mailed reset link', async () => {
    const user = await signUp(ctx.app);
    for (let i = 0; i < 6; i += 1) await login(user.email, `bad-${i}-password`, '203.0.113.9');
    expect((await login(user.email, user.password, '203.0.113.9')).statusCode).toBe(429);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email: user.email } });
    const token = await outboxLink(user.email, 'password_reset');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'new password' },
    });
    expect((await login(user.email, 'new password', '203.0.113.9')).statusCode).toBe(200);
  });
});

describe('tokens', () => {
  it('rejects missing, tampered and expired bearer tokens with the spec details', async () => {
    const user = await signUp(ctx.app);
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/me' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().detail).toBe('Please sign in first.');
    const tampered = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: bearer(`${user.id_token.slice(0, -3)}abc`),
    });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().detail).toBe('Token verification failed');

    // Two apps share one secret; the second one's clock is two hours ahead, past the 1 hour lifetime.
    const secret = 'x'.repeat(40);
    const early = await createTestApp({ env: { AUTH_SECRET: secret } });
    const late = await createTestApp({
      env: { AUTH_SECRET: secret },
      clock: { now: () => new Date(Date.now() + 2 * 3600_000) },
    });
    try {
      const token = (await signUp(early.app)).id_token;
      expect((await early.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(200);
      const res = await late.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'TOKEN_EXPIRED', detail: 'Token expired' });
    } finally {
      await early.close();
      await late.close();
    }
  });

  it('rotates refresh tokens and revokes the family when an old one is reused', async () => {
    const user = await signUp(ctx.app);
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: user.refresh_token },
    });
    expect(first.statusCode).toBe(200);
    const rotated = SessionSchema.parse(first.json());
    expect(rotated.refresh_token).not.toBe(user.refresh_token);

    const reuse = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: user.refresh_token },
    });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().detail).toBe('Token verification failed');
    // The reuse ended the whole sign-in: the newest token no longer works either.
    const next = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: rotated.refresh_token },
    });
    expect(next.statusCode).toBe(401);
  });

  it('lets only one of two concurrent refreshes of the same token succeed', async () => {
    const user = await signUp(ctx.app);
    const results = await Promise.all(
      [0, 1].map(() =>
        ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: user.refresh_token } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('ends the access token at once on logout, password reset and account deletion (token version)', async () => {
    const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    // Logout: this device's access token dies; another device's session refreshes into a new one.
    const user = await signUp(ctx.app);
    const other = SessionSchema.parse((await login(user.email, user.password)).json());
    expect((await me(user.id_token)).statusCode).toBe(200);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refresh_token: user.refresh_token } });
    const after = await me(user.id_token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'TOKEN_INVALID', detail: 'Token verification failed' });
    expect((await me(other.id_token)).statusCode).toBe(401);
    const refreshed = SessionSchema.parse(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/refresh',
          payload: { refresh_token: other.refresh_token },
        })
      ).json(),
    );
    expect((await me(refreshed.id_token)).statusCode).toBe(200);

    // Password reset: every earlier access token dies.
    await ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email: user.email } });
    const token = await outboxLink(user.email, 'password_reset');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'brand new pw' },
    });
    expect((await me(refreshed.id_token)).statusCode).toBe(401);

    // Deletion: the token of a deleted account answers 401, not 500, on every route.
    const doomed = await signUp(ctx.app);
    const deleted = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers: bearer(doomed.id_token),
    });
    expect(deleted.statusCode).toBe(200);
    const profile = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: bearer(doomed.id_token),
      payload: { career_context: 'still here?' },
    });
    expect(profile.statusCode).toBe(401);
    expect((await me(doomed.id_token)).statusCode).toBe(401);
  });

  it('a reused refresh token also ends the access tokens of the user', async () => {
    const user = await signUp(ctx.app);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: user.refresh_token } });
    await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: user.refresh_token } });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me', headers: bearer(user.id_token) })).statusCode).toBe(
      401,
    );
  });

  it('logout revokes the refresh token', async () => {
    const user = await signUp(ctx.app);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refresh_token: user.refresh_token },
    });
    expect(out.statusCode).toBe(200);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: user.refresh_token },
    });
    expect(res.statusCode).toBe(401);
  });
});
