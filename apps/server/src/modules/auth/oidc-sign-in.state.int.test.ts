import { describe, expect, it } from 'vitest';
import { oidcSignInForFile } from '../../../test/oidc-sign-in-helpers.ts';
import { uniqueEmail } from '../../../test/test-app.ts';

const { ctx, mock, browser, newSubject, start, authorizeAtProvider, callback, signInWith, identityCount } =
  oidcSignInForFile();

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
