import type { TestContext } from './test-app.ts';

/** The auth test files' calls: a login from one client address, and the token of the newest mail of a kind. */
export function authCalls(ctx: TestContext) {
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

  return { login, outboxLink };
}
