import { ErrorBodySchema, SessionSchema, SignupResponseSchema } from '@cp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, uniqueEmail, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

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
  it('creates an account, answers 201 with a session, and queues a verification e-mail', async () => {
    const email = uniqueEmail();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: `  ${email} `, password: 'secret1', terms_accepted: true } });
    expect(res.statusCode).toBe(201);
    const body = SignupResponseSchema.parse(res.json());
    expect(body.email).toBe(email);
    expect(body.email_verified).toBe(false);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: bearer(body.id_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().subscription.package).toBe('free');
    const { rows } = await ctx.db.query('SELECT password_hash FROM users WHERE id = $1', [body.user_id]);
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
    await outboxLink(email, 'verify_email');
  });

  it.each([
    [{ email: 'nope', password: 'secret1', terms_accepted: true }, 'Enter a valid email address (e.g., nope@example.com).'],
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

  it('answers 409 for an e-mail that already has an account, whatever its case', async () => {
    const { email } = await signUp(ctx.app);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: email.toUpperCase(), password: 'secret1', terms_accepted: true } });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMAIL_TAKEN');
  });
});

describe('login and throttling', () => {
  it('logs in with the right password and refuses a wrong one with one message', async () => {
    const user = await signUp(ctx.app);
    const ok = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
    expect(ok.statusCode).toBe(200);
    SessionSchema.parse(ok.json());
    const wrong = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'wrong-password' } });
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: uniqueEmail('ghost'), password: 'wrong-password' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().detail).toBe(unknown.json().detail);
  });

  it('locks the account after 5 failures, even for the right password, until the lock ends', async () => {
    const user = await signUp(ctx.app);
    for (let i = 0; i < 5; i += 1) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: `bad-${i}-password` } });
      expect(res.statusCode).toBe(401);
    }
    const locked = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('ACCOUNT_LOCKED');
    expect(locked.json().retry_after_seconds).toBeGreaterThan(800);
    await ctx.db.query(`UPDATE users SET locked_until = now() - interval '1 second' WHERE id = $1`, [user.user_id]);
    const after = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
    expect(after.statusCode).toBe(200);
  });
});

describe('tokens', () => {
  it('rejects missing, tampered and expired bearer tokens with the spec details', async () => {
    const user = await signUp(ctx.app);
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/me' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().detail).toBe('Please sign in first.');
    const tampered = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: bearer(`${user.id_token.slice(0, -3)}abc`) });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().detail).toBe('Token verification failed');

    // Two apps share one secret; the second one's clock is two hours ahead, past the 1 hour lifetime.
    const secret = 'x'.repeat(40);
    const early = await createTestApp({ env: { AUTH_SECRET: secret } });
    const late = await createTestApp({ env: { AUTH_SECRET: secret }, clock: { now: () => new Date(Date.now() + 2 * 3600_000) } });
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
    const first = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: user.refresh_token } });
    expect(first.statusCode).toBe(200);
    const rotated = SessionSchema.parse(first.json());
    expect(rotated.refresh_token).not.toBe(user.refresh_token);

    const reuse = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: user.refresh_token } });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().detail).toBe('Token verification failed');
    // The reuse ended the whole sign-in: the newest token no longer works either.
    const next = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: rotated.refresh_token } });
    expect(next.statusCode).toBe(401);
  });

  it('lets only one of two concurrent refreshes of the same token succeed', async () => {
    const user = await signUp(ctx.app);
    const results = await Promise.all([0, 1].map(() => ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: user.refresh_token } })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('logout revokes the refresh token', async () => {
    const user = await signUp(ctx.app);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refresh_token: user.refresh_token } });
    expect(out.statusCode).toBe(200);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: user.refresh_token } });
    expect(res.statusCode).toBe(401);
  });
});

describe('e-mail verification and password reset', () => {
  it('verifies the e-mail once through the link in the outbox', async () => {
    const user = await signUp(ctx.app);
    const token = await outboxLink(user.email, 'verify_email');
    const ok = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(ok.statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: bearer(user.id_token) });
    expect(me.json().user.email_verified).toBe(true);
    const again = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(again.statusCode).toBe(401);
    expect(again.json().detail).toBe('Token verification failed');
    const resend = await ctx.app.inject({ method: 'POST', url: '/api/auth/resend-verification', headers: bearer(user.id_token) });
    expect(resend.json().message).toBe('Your email is already verified.');
  });

  it('answers a reset request the same way for known and unknown e-mails, and only mails the known one', async () => {
    const user = await signUp(ctx.app);
    const ghost = uniqueEmail('ghost');
    const known = await ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email: user.email } });
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email: ghost } });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const { rowCount } = await ctx.db.query('SELECT 1 FROM email_outbox WHERE to_address = $1', [ghost]);
    expect(rowCount).toBe(0);

    const token = await outboxLink(user.email, 'password_reset');
    const confirm = await ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password: 'brand new pw' } });
    expect(confirm.statusCode).toBe(200);
    const oldPw = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
    expect(oldPw.statusCode).toBe(401);
    const newPw = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'brand new pw' } });
    expect(newPw.statusCode).toBe(200);
    // Resetting ends every earlier sign-in.
    const oldRefresh = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: user.refresh_token } });
    expect(oldRefresh.statusCode).toBe(401);
    const reuse = await ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password: 'another pw' } });
    expect(reuse.statusCode).toBe(401);
  });

  it('asks for an e-mail with the spec text', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email: '  ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Please enter your email to reset your password.');
  });
});
