import { ApplicationSchema, ApplicationsListResponseSchema, ErrorBodySchema } from '@cp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestContext } from '../../../test/test-app.ts';
import { defaultWorkspace } from '../../../test/workspace-helpers.ts';

type User = Awaited<ReturnType<typeof signUp>>;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const send = (user: User, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(user.id_token), ...(payload ? { payload } : {}) });
function errorOf(res: { statusCode: number; json(): unknown }, status: number) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  return ErrorBodySchema.parse(res.json());
}
async function userWithWorkspace() {
  const user = await signUp(ctx.app);
  return { user, wid: await defaultWorkspace(ctx.app, user.id_token) };
}
async function create(user: User, wid: string, body: object) {
  const res = await send(user, 'POST', `/api/workspaces/${wid}/applications`, body);
  expect(res.statusCode, res.body).toBe(201);
  return ApplicationSchema.parse(res.json());
}
const list = async (user: User, wid: string) =>
  ApplicationsListResponseSchema.parse((await send(user, 'GET', `/api/workspaces/${wid}/applications`)).json())
    .applications;

describe('Applications', () => {
  it('starts empty, creates with the spec defaults and lists newest first', async () => {
    const { user, wid } = await userWithWorkspace();
    expect(await list(user, wid)).toEqual([]);
    const blank = await create(user, wid, {});
    expect(blank).toMatchObject({
      jobTitle: 'Untitled Position',
      company: 'Unknown Company',
      location: 'Location not specified',
      status: 'applied',
      jobId: null,
      kitId: null,
      notes: '',
    });
    expect(blank.appliedAt).not.toBeNull();
    const draft = await create(user, wid, {
      jobTitle: '  Data Engineer ',
      company: 'Northwind',
      status: 'draft',
      jobId: 'job_1',
      kitId: 'kit_1',
    });
    expect(draft).toMatchObject({
      jobTitle: 'Data Engineer',
      status: 'draft',
      appliedAt: null,
      jobId: 'job_1',
      kitId: 'kit_1',
    });
    expect((await list(user, wid)).map((a) => a.id)).toEqual([draft.id, blank.id]);
  });

  it('keeps a date the user gives for history brought in from elsewhere', async () => {
    const { user, wid } = await userWithWorkspace();
    const old = await create(user, wid, { company: 'Contoso', appliedAt: '2026-03-02T09:00:00.000Z' });
    expect(old.appliedAt).toBe('2026-03-02T09:00:00.000Z');
  });

  it('moves between any statuses, dating the application when it first goes out, and records each change', async () => {
    const { user, wid } = await userWithWorkspace();
    const draft = await create(user, wid, { status: 'draft' });
    const applied = ApplicationSchema.parse(
      (await send(user, 'PUT', `/api/workspaces/${wid}/applications/${draft.id}/status`, { status: 'applied' })).json(),
    );
    expect(applied.status).toBe('applied');
    expect(applied.appliedAt).not.toBeNull();
    const back = ApplicationSchema.parse(
      (
        await send(user, 'PUT', `/api/workspaces/${wid}/applications/${draft.id}/status`, { status: 'tailored' })
      ).json(),
    );
    expect(back).toMatchObject({ status: 'tailored', appliedAt: applied.appliedAt });
    const { rows } = await ctx.db.query<{ kind: string; from_status: string | null; to_status: string }>(
      'SELECT kind, from_status, to_status FROM application_events WHERE application_id = $1 ORDER BY id',
      [draft.id],
    );
    expect(rows).toEqual([
      { kind: 'created', from_status: null, to_status: 'draft' },
      { kind: 'status', from_status: 'draft', to_status: 'applied' },
      { kind: 'status', from_status: 'applied', to_status: 'tailored' },
    ]);
  });

  it('removes an application, and a second removal is 404', async () => {
    const { user, wid } = await userWithWorkspace();
    const app = await create(user, wid, { company: 'Fabrikam' });
    expect((await send(user, 'DELETE', `/api/workspaces/${wid}/applications/${app.id}`)).statusCode).toBe(204);
    expect(await list(user, wid)).toEqual([]);
    errorOf(await send(user, 'DELETE', `/api/workspaces/${wid}/applications/${app.id}`), 404);
  });

  it("answers 404 for another user's applications and workspace, and changes nothing", async () => {
    const owner = await userWithWorkspace();
    const other = await userWithWorkspace();
    const app = await create(owner.user, owner.wid, { company: 'Northwind' });
    expect(errorOf(await send(other.user, 'GET', `/api/workspaces/${owner.wid}/applications`), 404).code).toBe(
      'WID_NOT_FOUND',
    );
    errorOf(
      await send(other.user, 'PUT', `/api/workspaces/${other.wid}/applications/${app.id}/status`, { status: 'offer' }),
      404,
    );
    errorOf(await send(other.user, 'DELETE', `/api/workspaces/${other.wid}/applications/${app.id}`), 404);
    errorOf(await send(other.user, 'POST', `/api/workspaces/${owner.wid}/applications`, {}), 404);
    expect((await list(owner.user, owner.wid))[0]).toMatchObject({ id: app.id, status: 'applied' });
  });

  it('refuses bad bodies with 400 and keeps nothing', async () => {
    const { user, wid } = await userWithWorkspace();
    const url = `/api/workspaces/${wid}/applications`;
    expect(errorOf(await send(user, 'POST', url, { status: 'hired' }), 400).code).toBe('VALIDATION_ERROR');
    errorOf(await send(user, 'POST', url, { jobTitle: 'x'.repeat(301) }), 400);
    errorOf(await send(user, 'POST', url, { company: 'Bad\u0000Co' }), 400);
    errorOf(await send(user, 'POST', url, { appliedAt: 'yesterday' }), 400);
    const app = await create(user, wid, {});
    errorOf(await send(user, 'PUT', `${url}/${app.id}/status`, { status: 'ghosted' }), 400);
    errorOf(await send(user, 'PUT', `${url}/${app.id}/status`, {}), 400);
    expect((await list(user, wid)).map((a) => a.status)).toEqual(['applied']);
  });

  it('needs a bearer token', async () => {
    const { wid } = await userWithWorkspace();
    errorOf(await ctx.app.inject({ method: 'GET', url: `/api/workspaces/${wid}/applications` }), 401);
  });
});
