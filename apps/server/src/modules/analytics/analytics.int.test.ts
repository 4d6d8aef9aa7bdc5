import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const send = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/events', headers, payload: payload as object });
const rows = async (name: string) =>
  (
    await ctx.db.query<{ user_id: string | null; detail: Record<string, unknown> }>(
      'SELECT user_id, detail FROM analytics_events WHERE name = $1 ORDER BY id',
      [name],
    )
  ).rows;

describe('POST /api/events', () => {
  it('records a signed-in event with its user and details', async () => {
    const user = await signUp(ctx.app);
    const res = await send(
      { event: 'ask_uc_step_clicked', detail: { step: 3, pro: false, intent: 'interview_soon' } },
      bearer(user.id_token),
    );
    expect(res.statusCode).toBe(204);
    expect((await rows('ask_uc_step_clicked')).at(-1)).toEqual({
      user_id: user.user_id,
      detail: { step: 3, pro: false, intent: 'interview_soon' },
    });
  });

  it('records an event sent without a session anonymously (account_deleted is sent after the session is gone)', async () => {
    expect((await send({ event: 'account_deleted' })).statusCode).toBe(204);
    expect((await rows('account_deleted')).at(-1)).toEqual({ user_id: null, detail: {} });
  });

  it('refuses unknown events, nested or long details, oversized bodies and bad tokens', async () => {
    const before = (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM analytics_events')).rows[0]!.n;
    const cases: [unknown, Record<string, string>, number][] = [
      [{ event: 'page_view' }, {}, 400],
      [{ event: '' }, {}, 400],
      [{}, {}, 400],
      [{ event: 'ask_uc_rendered', detail: { nested: { a: 1 } } }, {}, 400],
      [{ event: 'ask_uc_rendered', detail: { note: 'x'.repeat(201) } }, {}, 400],
      [
        { event: 'ask_uc_rendered', detail: Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`k${i}`, i])) },
        {},
        400,
      ],
      [{ event: 'ask_uc_rendered', detail: { note: 'ok\u0000' } }, {}, 400],
      [{ event: 'ask_uc_rendered', padding: 'y'.repeat(5000) }, {}, 413],
      [{ event: 'ask_uc_rendered' }, { authorization: 'Bearer not-a-token' }, 401],
    ];
    for (const [payload, headers, status] of cases)
      expect((await send(payload, headers)).statusCode, JSON.stringify(payload).slice(0, 60)).toBe(status);
    expect((await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM analytics_events')).rows[0]!.n).toBe(
      before,
    );
  });
});
