import { AgentProfileSchema, ErrorBodySchema } from '@cp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestContext } from '../../../test/test-app.ts';
import { defaultWorkspace } from '../../../test/workspace-helpers.ts';
import { emptyTextMessage, noResumeMessage } from './agent-profile.service.ts';

let ctx: TestContext;
let token: string;
let wid: string;

const RESUME = `Jane Roe
Dallas, TX | jane@example.com

Experience
Registered Nurse, Mercy Hospital
Jan 2016 - Dec 2023
- Cared for 6 patients a shift on a medical-surgical unit; charted in Epic Systems

Skills
Epic Systems, MEDITECH, Microsoft Excel, patient care`;

const extract = (payload: unknown, auth = token) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/agent/extract-profile',
    headers: bearer(auth),
    payload: payload as object,
  });

beforeAll(async () => {
  ctx = await createTestApp();
  const user = await signUp(ctx.app);
  token = user.id_token;
  wid = await defaultWorkspace(ctx.app, token);
}, 120_000);
afterAll(async () => ctx.close());

describe('POST /api/agent/extract-profile', () => {
  it('answers 400 with the error body for bad input', async () => {
    for (const payload of [{}, { text: RESUME }, { wid, text: 42 }, { wid: '' }, { wid, text: 'x'.repeat(100_001) }]) {
      const res = await extract(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(ErrorBodySchema.parse(res.json()).code).toBe('VALIDATION_ERROR');
    }
    const blank = await extract({ wid, text: '   \n ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().detail).toBe(emptyTextMessage);
  });

  it("answers 422 when neither the body nor the workspace holds a resume, 404 for another user's workspace, 401 without sign-in", async () => {
    const none = await extract({ wid });
    expect(none.statusCode).toBe(422);
    expect(ErrorBodySchema.parse(none.json())).toMatchObject({ code: 'UNPROCESSABLE', detail: noResumeMessage });

    const other = await signUp(ctx.app);
    const notMine = await extract({ wid, text: RESUME }, other.id_token);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().code).toBe('WID_NOT_FOUND');

    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/agent/extract-profile', payload: { wid } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('reads the text sent, deterministically, without storing it', async () => {
    const first = await extract({ wid, text: RESUME });
    expect(first.statusCode, first.body).toBe(200);
    const profile = AgentProfileSchema.parse(first.json());
    expect(profile).toMatchObject({
      title: 'Registered Nurse',
      titles: ['Registered Nurse'],
      location: 'Dallas, TX',
      employers: ['Mercy Hospital'],
      source: 'text',
    });
    expect(profile.occupation?.code).toBe('29-1141.00');
    expect(profile.skills).toEqual(expect.arrayContaining(['Epic Systems', 'MEDITECH']));
    expect(profile.years).toBe(8);
    expect((await extract({ wid, text: RESUME })).json()).toEqual(first.json());
    // nothing was stored: the workspace still has no resume
    expect((await extract({ wid })).statusCode).toBe(422);
  });

  it("reads the workspace's resume when no text is sent", async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/modules/update-cv-text',
      headers: bearer(token),
      payload: { wid, cv_text: RESUME },
    });
    const res = await extract({ wid });
    expect(res.statusCode, res.body).toBe(200);
    expect(AgentProfileSchema.parse(res.json())).toMatchObject({ title: 'Registered Nurse', source: 'workspace' });
  });
});
