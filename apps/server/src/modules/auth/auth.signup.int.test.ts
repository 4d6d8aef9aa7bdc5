import { ErrorBodySchema, SessionSchema, VerifyEmailResponseSchema } from '@cp/contracts';
import { describe, expect, it } from 'vitest';
import { authCalls } from '../../../test/auth-helpers.ts';
import { appForFile } from '../../../test/file-app.ts';
import { bearer, signUp, uniqueEmail } from '../../../test/test-app.ts';
import { randomBase62 } from '../../security/random.ts';

const ctx = appForFile();
const { login, outboxLink } = authCalls(ctx);

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
