import { BuilderExportResponseSchema, CreditsResponseSchema, ErrorBodySchema, type BuilderState } from '@cp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestContext } from '../../../../test/test-app.ts';
import { defaultWorkspace, setPlan } from '../../../../test/workspace-helpers.ts';
import { richResumeDocument } from './rich-fixture.ts';

type User = Awaited<ReturnType<typeof signUp>>;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const send = (user: User, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(user.id_token), ...(payload ? { payload } : {}) });
const available = async (user: User) =>
  CreditsResponseSchema.parse((await send(user, 'GET', '/api/credits')).json()).balances.available;
const state = (): BuilderState => ({
  doc: richResumeDocument(),
  template: 'ats-classic',
  palette: 'ocean',
  page_size: 'a4',
});

async function proUser() {
  const user = await signUp(ctx.app);
  await setPlan(ctx.db, user.user_id, 'pro');
  return { user, wid: await defaultWorkspace(ctx.app, user.id_token) };
}

describe('POST /api/workspaces/:wid/builder/export', () => {
  it('exports a PDF and a DOCX for 1 credit each, and reads each back as an ATS would', async () => {
    const { user, wid } = await proUser();
    const before = await available(user);
    for (const format of ['pdf', 'docx'] as const) {
      const res = await send(user, 'POST', `/api/workspaces/${wid}/builder/export`, { format, state: state() });
      expect(res.statusCode, res.body).toBe(200);
      const body = BuilderExportResponseSchema.parse(res.json());
      expect(body.filename).toBe(`Maria_Chen_Resume.${format}`);
      const bytes = Buffer.from(body.data_base64, 'base64');
      expect(bytes.length).toBe(body.bytes);
      expect(bytes.subarray(0, 4).toString('latin1')).toBe(format === 'pdf' ? '%PDF' : 'PK\u0003\u0004');
      expect(body.ats.fields.name).toBe('Maria Chen');
      expect(body.ats.fields.roles.map((r) => r.company)).toEqual([
        'Quillfeather Health',
        'Northwind Traders',
        'Contoso Retail',
      ]);
      expect(body.ats.missing).toEqual([]);
    }
    expect(await available(user)).toBe(before - 2);
    const usage = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM credit_runs WHERE user_id = $1 AND module_key = 'Module 7' AND status = 'committed' AND action = 'export'`,
      [user.user_id],
    );
    expect(usage.rows[0]!.n).toBe(2);
  });

  it('refuses a free user (Resume Builder is part of Pro) and charges nothing', async () => {
    const user = await signUp(ctx.app);
    const wid = await defaultWorkspace(ctx.app, user.id_token);
    const before = await available(user);
    const res = await send(user, 'POST', `/api/workspaces/${wid}/builder/export`, { format: 'docx', state: state() });
    expect(res.statusCode).toBe(403);
    expect(ErrorBodySchema.parse(res.json()).code).toBe('PLAN_REQUIRED');
    expect(await available(user)).toBe(before);
  });

  it('answers 402 with what is needed when the credits are spent', async () => {
    const { user, wid } = await proUser();
    // Holds spend the balance the way any other run does (15 credits per 15-minute Live Interview, then 1 at a time).
    for (const payload of [{ module_key: 'Module 8', minutes: 15 }, { module_key: 'Module 7' }]) {
      for (
        let i = 0;
        i < 400 && (await send(user, 'POST', '/api/credits/reserve', payload)).statusCode === 200;
        i += 1
      );
    }
    expect(await available(user)).toBe(0);
    const res = await send(user, 'POST', `/api/workspaces/${wid}/builder/export`, { format: 'pdf', state: state() });
    expect(res.statusCode).toBe(402);
    expect(ErrorBodySchema.parse(res.json()).code).toBe('INSUFFICIENT_CREDITS');
  });

  it('refuses 500 bullets and a wrong format with a 400 before anything is held', async () => {
    const { user, wid } = await proUser();
    const before = await available(user);
    const big = state();
    big.doc.experience[0]!.bullets = Array.from({ length: 500 }, (_, i) => `Bullet ${i}`);
    const res = await send(user, 'POST', `/api/workspaces/${wid}/builder/export`, { format: 'pdf', state: big });
    expect(res.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(res.json()).detail).toContain('at most 100 bullets');
    expect(
      (await send(user, 'POST', `/api/workspaces/${wid}/builder/export`, { format: 'rtf', state: state() })).statusCode,
    ).toBe(400);
    expect(await available(user)).toBe(before);
  });

  it("refuses another user's workspace", async () => {
    const { wid } = await proUser();
    const { user: stranger } = await proUser();
    expect(
      (await send(stranger, 'POST', `/api/workspaces/${wid}/builder/export`, { format: 'docx', state: state() }))
        .statusCode,
    ).toBe(404);
  });
});
