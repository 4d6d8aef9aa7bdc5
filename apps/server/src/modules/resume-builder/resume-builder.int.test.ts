import { readFileSync } from 'node:fs';
import {
  BuilderImportResponseSchema,
  BuilderStateResponseSchema,
  BuilderVersionsResponseSchema,
  emptyResumeDocument,
  ErrorBodySchema,
  type BuilderState,
} from '@cp/contracts';
import { describe, expect, it } from 'vitest';
import { appForFile, errorOf, injectAs } from '../../../test/file-app.ts';
import { bearer, signUp } from '../../../test/test-app.ts';
import { makePdf, multipartBody } from '../../../test/document-fixtures.ts';
import { defaultWorkspace } from '../../../test/workspace-helpers.ts';
import { RESUME } from '../analysis/analysis-fixtures.ts';

type User = Awaited<ReturnType<typeof signUp>>;
const ctx = appForFile();
const send = (user: User, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  injectAs(ctx.app, user, method, url, payload);
const SAMPLE = JSON.parse(
  readFileSync(new URL('../../../../../../shared/data/jsonresume/sample.resume.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

function stateWith(name: string): BuilderState {
  const doc = emptyResumeDocument();
  doc.contact.name = name;
  doc.experience.push({
    role: 'Data Analyst',
    company: 'Northwind',
    location: '',
    dates: 'Jun 2016 – Feb 2020',
    bullets: ['Modelled churn in Python'],
  });
  return { doc, template: 'ats-classic', palette: 'ocean', page_size: 'a4' };
}

async function userWithWorkspace() {
  const user = await signUp(ctx.app);
  return { user, wid: await defaultWorkspace(ctx.app, user.id_token) };
}

describe('Resume Builder document storage', () => {
  it('keeps the document per workspace, so another browser gets it back', async () => {
    const { user, wid } = await userWithWorkspace();
    const empty = BuilderStateResponseSchema.parse((await send(user, 'GET', `/api/workspaces/${wid}/builder`)).json());
    expect(empty).toEqual({ state: null, updated_at: null });
    const saved = await send(user, 'PUT', `/api/workspaces/${wid}/builder`, stateWith('Jane Doe'));
    expect(saved.statusCode, saved.body).toBe(200);
    const back = BuilderStateResponseSchema.parse((await send(user, 'GET', `/api/workspaces/${wid}/builder`)).json());
    expect(back.state?.doc.contact.name).toBe('Jane Doe');
    expect(back.state?.doc.experience[0]?.bullets).toEqual(['Modelled churn in Python']);
  });

  it('saves named versions and restores one, keeping the replaced document as a version', async () => {
    const { user, wid } = await userWithWorkspace();
    errorOf(await send(user, 'POST', `/api/workspaces/${wid}/builder/versions`, { name: 'First' }), 409);
    await send(user, 'PUT', `/api/workspaces/${wid}/builder`, stateWith('First draft'));
    const first = BuilderVersionsResponseSchema.parse(
      (await send(user, 'POST', `/api/workspaces/${wid}/builder/versions`, { name: 'First' })).json(),
    );
    expect(first.items.map((v) => v.name)).toEqual(['First']);
    await send(user, 'PUT', `/api/workspaces/${wid}/builder`, stateWith('Second draft'));
    const restored = await send(user, 'POST', `/api/workspaces/${wid}/builder/versions/${first.items[0]!.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(BuilderStateResponseSchema.parse(restored.json()).state?.doc.contact.name).toBe('First draft');
    const list = BuilderVersionsResponseSchema.parse(
      (await send(user, 'GET', `/api/workspaces/${wid}/builder/versions`)).json(),
    );
    expect(list.items.map((v) => v.name)).toEqual(["Before restoring 'First'", 'First']);
    errorOf(await send(user, 'POST', `/api/workspaces/${wid}/builder/versions/bv_missing/restore`), 404);
    expect(
      errorOf(await send(user, 'POST', `/api/workspaces/${wid}/builder/versions`, { name: '   ' }), 400).detail,
    ).toContain('name');
  });

  it("refuses another user's workspace and versions", async () => {
    const owner = await userWithWorkspace();
    await send(owner.user, 'PUT', `/api/workspaces/${owner.wid}/builder`, stateWith('Owner'));
    const versions = BuilderVersionsResponseSchema.parse(
      (await send(owner.user, 'POST', `/api/workspaces/${owner.wid}/builder/versions`, { name: 'Mine' })).json(),
    );
    const stranger = await signUp(ctx.app);
    errorOf(await send(stranger, 'GET', `/api/workspaces/${owner.wid}/builder`), 404);
    errorOf(await send(stranger, 'PUT', `/api/workspaces/${owner.wid}/builder`, stateWith('Intruder')), 404);
    errorOf(
      await send(stranger, 'POST', `/api/workspaces/${owner.wid}/builder/versions/${versions.items[0]!.id}/restore`),
      404,
    );
    const still = BuilderStateResponseSchema.parse(
      (await send(owner.user, 'GET', `/api/workspaces/${owner.wid}/builder`)).json(),
    );
    expect(still.state?.doc.contact.name).toBe('Owner');
  });

  it('refuses a document over its limits with a clear 400 and keeps the saved one', async () => {
    const { user, wid } = await userWithWorkspace();
    await send(user, 'PUT', `/api/workspaces/${wid}/builder`, stateWith('Kept'));
    const big = stateWith('Too many bullets');
    big.doc.experience[0]!.bullets = Array.from({ length: 500 }, (_, i) => `Bullet ${i + 1}`);
    expect(errorOf(await send(user, 'PUT', `/api/workspaces/${wid}/builder`, big), 400).detail).toContain(
      'at most 100 bullets',
    );
    const wrong = { ...stateWith('Bad template'), template: 'comic-sans' };
    errorOf(await send(user, 'PUT', `/api/workspaces/${wid}/builder`, wrong), 400);
    const back = BuilderStateResponseSchema.parse((await send(user, 'GET', `/api/workspaces/${wid}/builder`)).json());
    expect(back.state?.doc.contact.name).toBe('Kept');
  });
});

describe('Resume Builder imports (for review; nothing is replaced)', () => {
  it('reads the workspace resume with the engine, and says when there is none', async () => {
    const { user, wid } = await userWithWorkspace();
    expect(errorOf(await send(user, 'POST', `/api/workspaces/${wid}/builder/import-workspace`), 404).detail).toContain(
      'No Resume saved in this workspace yet',
    );
    await send(user, 'POST', '/api/modules/update-cv-text', { wid, cv_text: RESUME });
    const res = await send(user, 'POST', `/api/workspaces/${wid}/builder/import-workspace`);
    expect(res.statusCode, res.body).toBe(200);
    const { doc, confidence } = BuilderImportResponseSchema.parse(res.json());
    expect(doc.experience.length).toBeGreaterThan(0);
    expect(confidence.experience.length).toBe(doc.experience.length);
    const state = BuilderStateResponseSchema.parse((await send(user, 'GET', `/api/workspaces/${wid}/builder`)).json());
    expect(state.state).toBeNull();
  });

  it('reads the JSON Resume sample: contact, roles with dates and bullets, skills and extra sections', async () => {
    const { user } = await userWithWorkspace();
    const res = await send(user, 'POST', '/api/builder/import-json-resume', SAMPLE);
    expect(res.statusCode, res.body).toBe(200);
    const { doc, confidence } = BuilderImportResponseSchema.parse(res.json());
    expect(doc.contact).toMatchObject({
      name: 'Richard Hendriks',
      title: 'Programmer',
      email: 'richard.hendriks@mail.com',
    });
    expect(doc.experience[0]).toMatchObject({
      role: 'CEO/President',
      company: 'Pied Piper',
      dates: 'Dec 2013 – Dec 2014',
    });
    expect(doc.experience[0]!.bullets.length).toBeGreaterThan(1);
    expect(doc.skills).toEqual(expect.arrayContaining(['HTML', 'CSS', 'Javascript']));
    expect(doc.education[0]).toMatchObject({
      school: 'University of Oklahoma',
      degree: 'Bachelor, Information Technology',
    });
    expect(doc.extraSections.map((s) => s.label)).toEqual(
      expect.arrayContaining(['Languages', 'Awards', 'Volunteering', 'Publications']),
    );
    expect(doc.sectionOrder).toEqual(expect.arrayContaining(doc.extraSections.map((s) => `extra:${s.key}`)));
    expect(confidence.contact.name).toBe('high');
  });

  it('refuses a JSON Resume with a field of the wrong type, naming the field', async () => {
    const { user } = await userWithWorkspace();
    const wrong = await send(user, 'POST', '/api/builder/import-json-resume', {
      ...SAMPLE,
      work: [{ name: 'Pied Piper', highlights: 'not a list' }],
    });
    expect(errorOf(wrong, 400).detail).toContain("'work.0.highlights'");
    const notObject = await ctx.app.inject({
      method: 'POST',
      url: '/api/builder/import-json-resume',
      headers: { ...bearer(user.id_token), 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    errorOf(notObject, 400);
  });

  it('answers a clear error for a corrupted file and a file of 10 MB + 1 byte, never a 5xx, and the saved document stays', async () => {
    const { user, wid } = await userWithWorkspace();
    await send(user, 'PUT', `/api/workspaces/${wid}/builder`, stateWith('Kept'));
    const upload = async (name: string, data: Uint8Array) => {
      const body = await multipartBody({}, { name, data });
      return ctx.app.inject({
        method: 'POST',
        url: '/api/parse-resume',
        headers: { ...bearer(user.id_token), ...body.headers },
        payload: body.payload,
      });
    };
    const pdf = await makePdf([['Jane Doe', 'Experience', 'Data Analyst, Northwind   2016 - 2020']]);
    const truncated = await upload('resume.pdf', pdf.slice(0, Math.floor(pdf.length / 3)));
    expect(truncated.statusCode, truncated.body).toBeGreaterThanOrEqual(400);
    expect(truncated.statusCode).toBeLessThan(500);
    expect(ErrorBodySchema.parse(truncated.json()).detail.length).toBeGreaterThan(10);
    const garbage = await upload('resume.docx', new Uint8Array(Buffer.from('PK\u0003\u0004 this is not a zip at all')));
    expect(garbage.statusCode).toBeGreaterThanOrEqual(400);
    expect(garbage.statusCode).toBeLessThan(500);
    const big = await upload('resume.txt', new Uint8Array(10 * 1024 * 1024 + 1).fill(65));
    expect(big.statusCode).toBe(413);
    expect(ErrorBodySchema.parse(big.json()).detail).toContain('larger than 10 MB');
    const back = BuilderStateResponseSchema.parse((await send(user, 'GET', `/api/workspaces/${wid}/builder`)).json());
    expect(back.state?.doc.contact.name).toBe('Kept');
  });
});
