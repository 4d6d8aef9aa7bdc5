import { ErrorBodySchema, SessionSchema, VerifyEmailResponseSchema } from '@cp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, uniqueEmail, type TestContext } from '../../../test/test-app.ts';
import { randomBase62 } from '../../security/random.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

async function login(email: string, password: string, client = '127.0.0.1') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: client,
  });
}

async function outboxLink(email: string, kind: string) {
  const { rows } = await ctx.db.query<{ text_body: string }>(
    'SELECT text_body FROM email_outbox WHERE to_address = $1 AND kind = $2 ORDER BY id DESC LIMIT 1',
    [email, kind],
  );
  const match = /token=([A-Za-z0-9_-]+)/.exec(rows[0]?.text_body ?? '');
  if (!match?.[1]) throw new Error(`no ${kind} mail for ${email}`);
  return match[1];
}

describe('signup', () => {
  it('creates an account, answers 202 without a session, and the e-mailed link signs in the browser that signed up', async () => {
    const email = uniqueEmail();
    const nonce = randomBase62(24);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: `  ${email} `, password: 'secret1', terms_accepted: true, client_nonce: nonce },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: 'Check your e-mail: we sent you a link to finish signing up.' });
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: await outboxLink(email, 'verify_email'), client_nonce: nonce },
    });
    const body = VerifyEmailResponseSchema.parse(verified.json()).session!;
    expect(body.email).toBe(email);
    expect(body.email_verified).toBe(true);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: bearer(body.id_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().subscription.package).toBe('free');
    const { rows } = await ctx.db.query('SELECT password_hash FROM users WHERE id = $1', [body.user_id]);
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    [
      { email: 'nope', password: 'secret1', terms_accepted: true },
      'Enter a valid email address (e.g., nope@example.com).',
    ],
    [{ email: '', password: 'secret1', terms_accepted: true }, 'Email is required'],
    [{ email: 'a@b.co', password: '12345', terms_accepted: true }, 'Password must be at least 6 characters.'],
    [{ email: 'a@b.co', password: '', terms_accepted: true }, 'Password is required'],
    [{ email: 'a@b.co', password: 'secret1', terms_accepted: false }, 'Please agree to the terms.'],
    [{ email: 'a@b.co', password: 'secret1' }, 'Please agree to the terms.'],
  ])('rejects %j with the spec text', async (payload, detail) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
    expect(res.statusCode).toBe(400);
    const body = ErrorBodySchema.parse(res.json());
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.detail).toBe(detail);
  });

  it('answers a known address exactly like a new one, and tells its owner instead (no enumeration)', async () => {
    const { email, password } = await signUp(ctx.app);
    const fresh = uniqueEmail('fresh');
    const payload = (address: string) => ({ email: address, password: 'attacker-pw', terms_accepted: true });
    const known = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: payload(email.toUpperCase()),
    });
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload: payload(fresh) });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    // The owner hears of it, with a sign-in and a reset link; the password did not change.
    const { rows } = await ctx.db.query<{ text_body: string }>(
      `SELECT text_body FROM email_outbox WHERE to_address = $1 AND kind = 'signup_existing'`,
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.text_body).toContain('http://localhost:3000/auth?tab=login');
    expect(rows[0]!.text_body).toMatch(/\/auth\/reset\?token=/);
    expect((await login(email, 'attacker-pw')).statusCode).toBe(401);
    expect((await login(email, password)).statusCode).toBe(200);
    // Sign-up then log-in does not tell either: the new, unconfirmed account answers like a wrong password.
    const probeKnown = await login(email, 'attacker-pw');
    const probeNew = await login(fresh, 'attacker-pw');
    expect(probeNew.statusCode).toBe(401);
    expect(probeNew.body.replace(/"request_id":"[^"]*"/, '')).toBe(probeKnown.body.replace(/"request_id":"[^"]*"/, ''));
  });

  it('signs in only the browser that signed up: elsewhere the link needs the password first', async () => {
    const email = uniqueEmail();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: 'secret1', terms_accepted: true, client_nonce: randomBase62(24) },
    });
    const token = await outboxLink(email, 'verify_email');
    const verify = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token, ...payload } });
    const elsewhere = await verify({ client_nonce: randomBase62(24) });
    expect(elsewhere.statusCode).toBe(200);
    expect(VerifyEmailResponseSchema.parse(elsewhere.json())).toMatchObject({ session: null, password_required: true });
    expect((await login(email, 'secret1')).statusCode).toBe(401);
    expect((await verify({ password: 'not-it' })).statusCode).toBe(401);
    const withPassword = VerifyEmailResponseSchema.parse((await verify({ password: 'secret1' })).json());
    expect(withPassword.session?.email).toBe(email);
    expect((await verify({ password: 'secret1' })).statusCode).toBe(401);
  });

  it("a squatter's verification link cannot confirm the squatter's password for the address's owner (pre-hijacking)", async () => {
    const email = uniqueEmail('victim');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: 'squatter-pw', terms_accepted: true, client_nonce: randomBase62(24) },
    });
    // The owner opens the link the squatter's sign-up sent them: it asks for a password they do not know.
    const token = await outboxLink(email, 'verify_email');
    const opened = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(VerifyEmailResponseSchema.parse(opened.json())).toMatchObject({ session: null, password_required: true });
    expect((await login(email, 'squatter-pw')).statusCode).toBe(401);
    const { rows } = await ctx.db.query<{ email_verified: boolean }>(
      'SELECT email_verified FROM users WHERE email = $1',
      [email],
    );
    expect(rows[0]!.email_verified).toBe(false);
  });
});

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

describe('e-mail verification and password reset', () => {
  it('verifies the e-mail once through the link in the outbox', async () => {
    const email = uniqueEmail();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: 'secret1', terms_accepted: true },
    });
    expect((await login(email, 'secret1')).statusCode).toBe(401);
    const token = await outboxLink(email, 'verify_email');
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token, password: 'secret1' },
    });
    expect(ok.statusCode).toBe(200);
    expect(VerifyEmailResponseSchema.parse(ok.json())).toMatchObject({
      message: 'Email verified.',
      password_required: false,
    });
    const user = SessionSchema.parse((await login(email, 'secret1')).json());
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: bearer(user.id_token) });
    expect(me.json().user.email_verified).toBe(true);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token, password: 'secret1' },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().detail).toBe('Token verification failed');
    const resend = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      headers: bearer(user.id_token),
    });
    expect(resend.json().message).toBe('Your email is already verified.');
  });

  it('answers a reset request the same way for known and unknown e-mails, and only mails the known one', async () => {
    const user = await signUp(ctx.app);
    const ghost = uniqueEmail('ghost');
    const known = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: user.email },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: ghost },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const { rowCount } = await ctx.db.query('SELECT 1 FROM email_outbox WHERE to_address = $1', [ghost]);
    expect(rowCount).toBe(0);

    const token = await outboxLink(user.email, 'password_reset');
    const confirm = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'brand new pw' },
    });
    expect(confirm.statusCode).toBe(200);
    const oldPw = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(oldPw.statusCode).toBe(401);
    const newPw = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'brand new pw' },
    });
    expect(newPw.statusCode).toBe(200);
    // Resetting ends every earlier sign-in.
    const oldRefresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: user.refresh_token },
    });
    expect(oldRefresh.statusCode).toBe(401);
    const reuse = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'another pw' },
    });
    expect(reuse.statusCode).toBe(401);
  });

  it('asks for an e-mail with the spec text', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: '  ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Please enter your email to reset your password.');
  });
});
