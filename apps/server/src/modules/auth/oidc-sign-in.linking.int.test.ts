import { describe, expect, it } from 'vitest';
import { oidcSignInForFile } from '../../../test/oidc-sign-in-helpers.ts';
import { signUp, uniqueEmail } from '../../../test/test-app.ts';

const { ctx, newSubject, signInWith, me, identityCount } = oidcSignInForFile();

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
