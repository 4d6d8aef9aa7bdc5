import {
  CreateWorkspaceResponseSchema,
  DeleteWorkspaceResponseSchema,
  ResetWorkspaceResponseSchema,
  WorkspaceDetailSchema,
  WorkspaceSummarySchema,
} from '@cp/contracts';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../../../test/file-app.ts';
import { signUp } from '../../../test/test-app.ts';
import {
  countRuns,
  defaultWorkspace,
  insertRun,
  listWorkspaces,
  setPlan,
  workspaceCalls,
} from '../../../test/workspace-helpers.ts';

const ctx = appForFile();
const { inject, create, errorOf } = workspaceCalls(ctx);

describe('create, rename, default, clone, delete', () => {
  it('creates with the default name, trims names and caps them at 80 characters', async () => {
    const user = await signUp(ctx.app);
    await setPlan(ctx.db, user.user_id, 'pro');
    await defaultWorkspace(ctx.app, user.id_token);
    const unnamed = await inject(user.id_token, 'POST', '/api/workspaces');
    expect(unnamed.statusCode).toBe(201);
    expect(CreateWorkspaceResponseSchema.parse(unnamed.json())).toMatchObject({
      name: 'New workspace',
      isDefault: false,
    });
    expect(CreateWorkspaceResponseSchema.parse((await create(user.id_token, '  Data\nAnalyst  ')).json()).name).toBe(
      'Data Analyst',
    );
    expect(CreateWorkspaceResponseSchema.parse((await create(user.id_token, '   ')).json()).name).toBe('New workspace');
    expect(errorOf(await create(user.id_token, 'x'.repeat(81)), 400).detail).toBe(
      'Workspace names can be at most 80 characters.',
    );
  });

  it('renames, refuses an empty name, and keeps exactly one default', async () => {
    const user = await signUp(ctx.app);
    await setPlan(ctx.db, user.user_id, 'pro');
    const first = await defaultWorkspace(ctx.app, user.id_token);
    const second = CreateWorkspaceResponseSchema.parse((await create(user.id_token, 'Second')).json()).wid;
    const renamed = await inject(user.id_token, 'PATCH', `/api/workspaces/${second}`, { name: ' Backend roles ' });
    expect(WorkspaceSummarySchema.parse(renamed.json())).toEqual({
      wid: second,
      name: 'Backend roles',
      isDefault: false,
    });
    expect(errorOf(await inject(user.id_token, 'PATCH', `/api/workspaces/${second}`, { name: '  ' }), 400).detail).toBe(
      'Workspace name cannot be empty.',
    );
    expect(errorOf(await inject(user.id_token, 'PATCH', `/api/workspaces/${second}`, {}), 400).code).toBe(
      'VALIDATION_ERROR',
    );
    expect(
      errorOf(await inject(user.id_token, 'PATCH', `/api/workspaces/${second}`, { isDefault: false }), 400).code,
    ).toBe('VALIDATION_ERROR');

    const made = await inject(user.id_token, 'PATCH', `/api/workspaces/${second}`, { isDefault: true });
    expect(WorkspaceSummarySchema.parse(made.json()).isDefault).toBe(true);
    const list = await listWorkspaces(ctx.app, user.id_token);
    expect(list.defaultWid).toBe(second);
    expect(list.items.filter((w) => w.isDefault).map((w) => w.wid)).toEqual([second]);
    expect(list.items.find((w) => w.wid === first)!.isDefault).toBe(false);
  });

  it('clones the texts and the newest run of each module under "(copy)"', async () => {
    const user = await signUp(ctx.app);
    await setPlan(ctx.db, user.user_id, 'pro');
    const wid = await defaultWorkspace(ctx.app, user.id_token);
    await inject(user.id_token, 'PATCH', `/api/workspaces/${wid}`, { name: 'x'.repeat(80) });
    await inject(user.id_token, 'POST', '/api/modules/update-cv-text', { wid, cv_text: 'My resume' });
    await inject(user.id_token, 'POST', '/api/modules/update-jd-text', { wid, jd_text: 'The job' });
    await insertRun(ctx.db, {
      wid,
      userId: user.user_id,
      module: 'Module 1',
      result: 'old',
      at: new Date('2024-01-01T00:00:00Z'),
    });
    await insertRun(ctx.db, {
      wid,
      userId: user.user_id,
      module: 'Module 1',
      result: 'new',
      at: new Date('2024-02-01T00:00:00Z'),
      engineVersion: '0.2.0',
    });
    await insertRun(ctx.db, {
      wid,
      userId: user.user_id,
      module: 'Module 6',
      result: { score: 7 },
      transcript: [{ q: 'Why?' }],
      metrics: { wpm: 120 },
    });

    const res = await inject(user.id_token, 'POST', `/api/workspaces/${wid}/clone`);
    expect(res.statusCode).toBe(201);
    const copy = CreateWorkspaceResponseSchema.parse(res.json());
    expect(copy.name).toBe(`${'x'.repeat(73)} (copy)`);
    expect(copy.isDefault).toBe(false);
    const detail = WorkspaceDetailSchema.parse(
      (await inject(user.id_token, 'GET', `/api/workspaces/${copy.wid}`)).json(),
    );
    expect(detail).toMatchObject({ cv_content: 'My resume', jd_content: 'The job' });
    expect(detail.module_outputs['Module 1']!.runs.map((r) => r.result)).toEqual(['new']);
    expect(detail.module_outputs['Module 1']!.latest.engine_version).toBe('0.2.0');
    expect(detail.module_outputs['Module 6']!.latest.engine_version).toBeUndefined();
    expect(detail.module_outputs['Module 6']!.latest).toMatchObject({
      result: { score: 7 },
      transcript: [{ q: 'Why?' }],
      metrics: { wpm: 120 },
    });
    expect(await countRuns(ctx.db, wid)).toBe(3);
  });

  it('deleting the default promotes the most recently updated workspace; deleting the last makes a fresh one', async () => {
    const user = await signUp(ctx.app);
    await setPlan(ctx.db, user.user_id, 'pro');
    const first = await defaultWorkspace(ctx.app, user.id_token);
    const older = CreateWorkspaceResponseSchema.parse((await create(user.id_token, 'Older')).json()).wid;
    const newer = CreateWorkspaceResponseSchema.parse((await create(user.id_token, 'Newer')).json()).wid;
    await inject(user.id_token, 'POST', '/api/modules/update-cv-text', { wid: older, cv_text: 'touched last' });

    const deleted = await inject(user.id_token, 'DELETE', `/api/workspaces/${first}`);
    expect(DeleteWorkspaceResponseSchema.parse(deleted.json())).toEqual({ defaultWid: older });
    expect(
      DeleteWorkspaceResponseSchema.parse((await inject(user.id_token, 'DELETE', `/api/workspaces/${newer}`)).json()),
    ).toEqual({ defaultWid: older });

    const last = DeleteWorkspaceResponseSchema.parse(
      (await inject(user.id_token, 'DELETE', `/api/workspaces/${older}`)).json(),
    );
    expect(last.defaultWid).not.toBe(older);
    const list = await listWorkspaces(ctx.app, user.id_token);
    expect(list.items).toEqual([
      expect.objectContaining({ wid: last.defaultWid, name: 'New workspace', isDefault: true, documentsCount: 0 }),
    ]);
    expect(errorOf(await inject(user.id_token, 'DELETE', `/api/workspaces/${older}`), 404).code).toBe('WID_NOT_FOUND');
  });
});

describe('workspace detail and reset', () => {
  it('answers texts under both names, runs newest first with the newest as latest, and stats', async () => {
    const user = await signUp(ctx.app);
    const wid = await defaultWorkspace(ctx.app, user.id_token);
    await inject(user.id_token, 'POST', '/api/modules/update-cv-text', { wid, cv_text: 'Resume text' });
    const older = await insertRun(ctx.db, {
      wid,
      userId: user.user_id,
      module: 'Module 4',
      result: { fit: 60 },
      at: new Date('2024-03-01T10:00:00Z'),
    });
    const newer = await insertRun(ctx.db, {
      wid,
      userId: user.user_id,
      module: 'Module 4',
      result: { fit: 72 },
      at: new Date('2024-03-02T10:00:00Z'),
    });
    await insertRun(ctx.db, {
      wid,
      userId: user.user_id,
      module: 'Module 9',
      result: 'Dear hiring manager',
      at: new Date('2024-03-01T12:00:00Z'),
    });

    const res = await inject(user.id_token, 'GET', `/api/workspaces/${wid}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const detail = WorkspaceDetailSchema.parse(res.json());
    expect(detail).toMatchObject({
      wid,
      name: 'New workspace',
      isDefault: true,
      cv_content: 'Resume text',
      cvText: 'Resume text',
      jd_content: '',
      jdText: '',
    });
    expect(detail.module_outputs['Module 4']!.runs.map((r) => r.run_id)).toEqual([newer, older]);
    expect(detail.module_outputs['Module 4']!.latest).toEqual({
      run_id: newer,
      timestamp: '2024-03-02T10:00:00.000Z',
      result: { fit: 72 },
    });
    expect(detail.module_outputs['Module 9']!.latest.result).toBe('Dear hiring manager');
    expect(Object.keys(detail.module_outputs).sort()).toEqual(['Module 4', 'Module 9']);
    expect(detail.stats).toMatchObject({
      documentsCount: 1,
      completedModules: 2,
      completedSteps: [4, 9],
      hasResume: true,
      hasJob: false,
    });
    expect(detail.last_modified).toBe(detail.stats.lastModified);
  });

  it('reset clears the resume, the job text and every module run, with an empty body or the spec one', async () => {
    const user = await signUp(ctx.app);
    const wid = await defaultWorkspace(ctx.app, user.id_token);
    for (const body of [undefined, { user_id: user.user_id, wid }]) {
      await inject(user.id_token, 'POST', '/api/modules/update-cv-text', { wid, cv_text: 'CV' });
      await inject(user.id_token, 'POST', '/api/modules/update-jd-text', { wid, jd_text: 'JD' });
      await insertRun(ctx.db, { wid, userId: user.user_id, module: 'Module 1', result: 'x' });
      const res = await inject(user.id_token, 'POST', `/api/workspaces/${wid}/reset`, body);
      expect(ResetWorkspaceResponseSchema.parse(res.json())).toEqual({ wid, message: 'Workspace reset.' });
      const detail = WorkspaceDetailSchema.parse((await inject(user.id_token, 'GET', `/api/workspaces/${wid}`)).json());
      expect(detail).toMatchObject({
        cv_content: '',
        jd_content: '',
        module_outputs: {},
        stats: { documentsCount: 0, completedModules: 0 },
      });
    }
    expect(
      errorOf(await inject(user.id_token, 'POST', `/api/workspaces/${wid}/reset`, { wid: 'ws_AAAAAAAAAAAAAAAA' }), 400)
        .code,
    ).toBe('VALIDATION_ERROR');
  });
});

describe('ownership', () => {
  it("answers 404 WID_NOT_FOUND for another user's workspace on every call, and changes nothing", async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    await setPlan(ctx.db, other.user_id, 'pro');
    const wid = await defaultWorkspace(ctx.app, owner.id_token);
    await inject(owner.id_token, 'POST', '/api/modules/update-cv-text', { wid, cv_text: 'Private resume' });
    await insertRun(ctx.db, { wid, userId: owner.user_id, module: 'Module 1', result: 'private analysis' });

    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/api/workspaces/${wid}`],
      ['PATCH', `/api/workspaces/${wid}`, { name: 'Mine now' }],
      ['PATCH', `/api/workspaces/${wid}`, { isDefault: true }],
      ['POST', `/api/workspaces/${wid}/clone`],
      ['POST', `/api/workspaces/${wid}/reset`],
      ['DELETE', `/api/workspaces/${wid}`],
      ['POST', '/api/modules/update-cv-text', { wid, cv_text: 'overwritten' }],
      ['POST', '/api/modules/update-jd-text', { wid, jd_text: 'overwritten' }],
      ['POST', '/api/modules/scrape-job-description', { wid, url: 'https://example.com/job' }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await inject(other.id_token, method as 'GET', url, payload);
      const body = errorOf(res, 404);
      expect(body, `${method} ${url}`).toMatchObject({ code: 'WID_NOT_FOUND', detail: 'Workspace not found.' });
      expect(res.body).not.toContain('Private resume');
    }
    const detail = WorkspaceDetailSchema.parse((await inject(owner.id_token, 'GET', `/api/workspaces/${wid}`)).json());
    expect(detail).toMatchObject({ name: 'New workspace', isDefault: true, cv_content: 'Private resume' });
    expect(detail.module_outputs['Module 1']!.latest.result).toBe('private analysis');
    expect((await listWorkspaces(ctx.app, other.id_token)).items).toHaveLength(1);
  });

  it('answers 404 WID_NOT_FOUND for ids that cannot be workspace ids', async () => {
    const user = await signUp(ctx.app);
    for (const wid of ['documents', 'wid-123456', 'abc', 'ws_%20drop', `ws_${'a'.repeat(90)}`, 'ws_AAAAAAAAAAAAAAAA']) {
      expect(errorOf(await inject(user.id_token, 'GET', `/api/workspaces/${wid}`), 404).code, wid).toBe(
        'WID_NOT_FOUND',
      );
      expect(
        errorOf(
          await inject(user.id_token, 'POST', '/api/modules/update-cv-text', {
            wid: decodeURIComponent(wid),
            cv_text: 'x',
          }),
          404,
        ).code,
      ).toBe('WID_NOT_FOUND');
    }
  });
});
