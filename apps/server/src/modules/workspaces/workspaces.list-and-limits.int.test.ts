import { MeResponseSchema } from '@cp/contracts';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../../../test/file-app.ts';
import { signUp } from '../../../test/test-app.ts';
import {
  defaultWorkspace,
  insertRun,
  listWorkspaces,
  setPlan,
  workspaceCalls,
} from '../../../test/workspace-helpers.ts';

const ctx = appForFile();
const { inject, create, errorOf } = workspaceCalls(ctx);

describe('the workspace list', () => {
  it("makes a new user's first workspace on the first list, as the default, and reports the plan's limit", async () => {
    const user = await signUp(ctx.app);
    const list = await listWorkspaces(ctx.app, user.id_token);
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      name: 'New workspace',
      isDefault: true,
      documentsCount: 0,
      completedModules: 0,
      completedSteps: [],
      hasResume: false,
      hasJob: false,
    });
    expect(list.items[0]!.wid).toMatch(/^ws_[A-Za-z0-9]{16}$/);
    expect(new Date(list.items[0]!.lastModified).toISOString()).toBe(list.items[0]!.lastModified);
    expect(list.defaultWid).toBe(list.items[0]!.wid);
    expect(list.limits).toEqual({ package: 'free', count: 1, maxAllowed: 1 });
    expect((await listWorkspaces(ctx.app, user.id_token)).defaultWid).toBe(list.defaultWid);
  });

  it('makes exactly one first workspace when the first lists arrive together', async () => {
    const user = await signUp(ctx.app);
    const lists = await Promise.all(Array.from({ length: 6 }, () => listWorkspaces(ctx.app, user.id_token)));
    expect(new Set(lists.map((l) => l.defaultWid)).size).toBe(1);
    const { rows } = await ctx.db.query('SELECT id FROM workspaces WHERE user_id = $1', [user.user_id]);
    expect(rows).toHaveLength(1);
  });

  it('answers with no-store caching and counts documents and completed modules', async () => {
    const user = await signUp(ctx.app);
    const wid = await defaultWorkspace(ctx.app, user.id_token);
    await inject(user.id_token, 'POST', '/api/modules/update-cv-text', { wid, cv_text: 'Jane Doe, engineer' });
    await insertRun(ctx.db, { wid, userId: user.user_id, module: 'Module 1', result: 'analysis' });
    await insertRun(ctx.db, { wid, userId: user.user_id, module: 'Module 2', result: '' });
    const res = await inject(user.id_token, 'GET', '/api/workspaces');
    expect(res.headers['cache-control']).toBe('no-store');
    const item = (await listWorkspaces(ctx.app, user.id_token)).items[0]!;
    expect(item).toMatchObject({
      documentsCount: 1,
      hasResume: true,
      hasJob: false,
      completedModules: 1,
      completedSteps: [1],
    });
  });

  it('requires a signed-in user', async () => {
    expect(errorOf(await ctx.app.inject({ method: 'GET', url: '/api/workspaces' }), 401).detail).toBe(
      'Please sign in first.',
    );
  });
});

describe('plan limits', () => {
  it('refuses a second workspace on the free plan with 403 PLAN_REQUIRED, for create and clone', async () => {
    const user = await signUp(ctx.app);
    const wid = await defaultWorkspace(ctx.app, user.id_token);
    const created = errorOf(await create(user.id_token, 'Second'), 403);
    expect(created).toMatchObject({
      code: 'PLAN_REQUIRED',
      detail: 'Your Free plan allows 1 workspace. Upgrade to create more.',
      limits: { package: 'free', count: 1, maxAllowed: 1 },
    });
    expect(errorOf(await inject(user.id_token, 'POST', `/api/workspaces/${wid}/clone`), 403).code).toBe(
      'PLAN_REQUIRED',
    );
    expect((await listWorkspaces(ctx.app, user.id_token)).items).toHaveLength(1);
  });

  it('lets a pro user have 10 workspaces and refuses the 11th', async () => {
    const user = await signUp(ctx.app);
    await setPlan(ctx.db, user.user_id, 'pro');
    await defaultWorkspace(ctx.app, user.id_token);
    for (let i = 2; i <= 10; i += 1) expect((await create(user.id_token, `Role ${i}`)).statusCode).toBe(201);
    const refused = errorOf(await create(user.id_token, 'Role 11'), 403);
    expect(refused.detail).toBe('Your Pro plan allows 10 workspaces. Upgrade to create more.');
    expect((await listWorkspaces(ctx.app, user.id_token)).limits).toEqual({
      package: 'pro',
      count: 10,
      maxAllowed: 10,
    });
  });

  it('creates exactly one workspace when a free user sends many creates at once', async () => {
    const user = await signUp(ctx.app);
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => create(user.id_token, `Race ${i}`)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 403)).toHaveLength(7);
    const list = await listWorkspaces(ctx.app, user.id_token);
    expect(list.items).toHaveLength(1);
    expect(list.items[0]!.isDefault).toBe(true);
  });

  it('never passes the pro limit under concurrent creates and clones', async () => {
    const user = await signUp(ctx.app);
    await setPlan(ctx.db, user.user_id, 'pro');
    const wid = await defaultWorkspace(ctx.app, user.id_token);
    const results = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        i % 2 ? create(user.id_token) : inject(user.id_token, 'POST', `/api/workspaces/${wid}/clone`),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(9);
    expect((await listWorkspaces(ctx.app, user.id_token)).items).toHaveLength(10);
  });

  it("reports the subscription's package in /api/me", async () => {
    const user = await signUp(ctx.app);
    await setPlan(ctx.db, user.user_id, 'ultimate');
    const me = MeResponseSchema.parse((await inject(user.id_token, 'GET', '/api/me')).json());
    expect(me.subscription).toMatchObject({ package: 'ultimate', plan: 'ultimate', status: 'active' });
  });
});
