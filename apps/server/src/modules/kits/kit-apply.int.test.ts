import { createHash } from 'node:crypto';
import {
  ApplicationsListResponseSchema,
  ApplyJobResponseSchema,
  KitLookupResponseSchema,
  KitSchema,
} from '@cp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf, finalize, indexJob, kitUser, preview, type KitUser } from '../../../test/kit-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { DEV_ROUTES: 'true' } });
});
afterAll(async () => ctx?.close());

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const applications = async (user: KitUser) =>
  ApplicationsListResponseSchema.parse(
    (await call(ctx.app, user, 'GET', `/api/workspaces/${user.wid}/applications`)).json(),
  ).applications;
const apply = (user: KitUser, jobId: string, destination: string, extra: object = {}) =>
  call(ctx.app, user, 'POST', '/api/agent/apply-job', {
    wid: user.wid,
    job_id: jobId,
    confirm: { job_id: jobId, destination },
    ...extra,
  });

async function finalizedKit(job: Parameters<typeof indexJob>[1] = {}) {
  const user = await kitUser(ctx.app, ctx.db);
  const jobId = await indexJob(ctx.db, job);
  const kit = await preview(ctx.app, user, jobId);
  const res = await finalize(ctx.app, user, kit);
  expect(res.statusCode, res.body).toBe(200);
  return { user, jobId, kit: KitSchema.parse(res.json()) };
}

describe('POST /api/agent/finalize-kit', () => {
  it('makes the kit ready: the letter and resume as PDF and DOCX, a draft application on the dashboard, no further charge', async () => {
    const user = await kitUser(ctx.app, ctx.db);
    const jobId = await indexJob(ctx.db);
    const kit = await preview(ctx.app, user, jobId);
    const before = (await call(ctx.app, user, 'GET', '/api/credits')).json() as { balances: { available: number } };
    const letter = kit.cover_letter.replace('Thank you for your time and consideration.', 'Thank you for reading.');
    const res = await finalize(ctx.app, user, kit, { cover_letter: letter, template: 'minimal' } as never);
    expect(res.statusCode, res.body).toBe(200);
    const ready = KitSchema.parse(res.json());
    expect(ready).toMatchObject({ status: 'kit_ready', cover_letter: letter, template: 'minimal' });
    expect(ready.finalized_at).not.toBeNull();
    expect(ready.letter_sentences.find((s) => s.text === 'Thank you for reading.')?.basis).toBe('edited');
    expect(ready.letter_sentences.filter((s) => s.basis === 'resume').length).toBeGreaterThanOrEqual(2);
    expect(ready.email_body).toContain(letter);
    expect(ready.summary).toMatch(/^A cover letter with \d+ sentences drawn from your resume/);
    expect(ready.documents.map((d) => d.filename).sort()).toEqual([
      'cover-letter.docx',
      'cover-letter.pdf',
      'resume.docx',
      'resume.pdf',
    ]);
    expect(
      ((await call(ctx.app, user, 'GET', '/api/credits')).json() as { balances: { available: number } }).balances
        .available,
    ).toBe(before.balances.available);

    for (const doc of ready.documents) {
      const file = await call(ctx.app, user, 'GET', doc.url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(doc.mime);
      expect(sha(file.rawPayload)).toBe(doc.sha256);
      expect(file.rawPayload.length).toBe(doc.bytes);
    }
    const pdf = await call(ctx.app, user, 'GET', ready.documents.find((d) => d.filename === 'cover-letter.pdf')!.url);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const [draft] = await applications(user);
    expect(draft).toMatchObject({
      status: 'draft',
      jobId,
      kitId: ready.kit_id,
      jobTitle: 'Senior Marketing Manager',
      company: 'Globex',
      location: 'Chicago, IL',
      jobUrl: null,
    });
    // the fit the preview scored goes with the draft, for the dashboard's response rate by fit band
    expect(draft!.fitScore).toBeGreaterThan(0);
    expect(draft!.fitScore).toBeLessThanOrEqual(100);
    expect(ready.application_id).toBe(draft!.id);
    // finalizing again keeps the one draft
    expect((await finalize(ctx.app, user, ready)).statusCode).toBe(200);
    expect(await applications(user)).toHaveLength(1);
  });

  it('refuses an edit that claims what the resume does not show, unless the user keeps it on purpose', async () => {
    const user = await kitUser(ctx.app, ctx.db);
    const kit = await preview(ctx.app, user, await indexJob(ctx.db));
    const invented = kit.cover_letter.replace(
      'Thank you for your time and consideration.',
      'I also led a team of 40 engineers at Microsoft.',
    );
    const refused = errorOf(await finalize(ctx.app, user, kit, { cover_letter: invented }), 422);
    expect(refused.detail).toMatch(/^Your edit says things your resume does not show: .*'Microsoft'/);
    expect((refused.flags as Array<{ text: string; kind: string }>).map((f) => f.text)).toEqual(
      expect.arrayContaining(['Microsoft', '40']),
    );
    const kept = KitSchema.parse(
      (await finalize(ctx.app, user, kit, { cover_letter: invented, keep_flagged: true })).json(),
    );
    expect(kept.status).toBe('kit_ready');
    expect(kept.flags.map((f) => f.text)).toEqual(expect.arrayContaining(['Microsoft']));
  });
});

describe('POST /api/agent/apply-job', () => {
  it('sends the kit to the contact e-mail with the user as reply-to, keeps an immutable snapshot with matching hashes, and moves the application to applied', async () => {
    const { user, jobId, kit } = await finalizedKit();
    errorOf(await call(ctx.app, user, 'POST', '/api/agent/apply-job', { wid: user.wid, job_id: jobId }), 400);
    expect(
      errorOf(
        await apply(user, jobId, 'jobs@globex.example', {
          confirm: { job_id: 'dev:other', destination: 'jobs@globex.example' },
        }),
        400,
      ).detail,
    ).toBe('Apply needs your confirmation for this job.');
    expect(errorOf(await apply(user, jobId, 'someone@else.example'), 409).detail).toMatch(
      /now goes to jobs@globex.example/,
    );
    const nothing = await ctx.db.query('SELECT 1 FROM email_outbox WHERE to_address = $1', ['someone@else.example']);
    expect(nothing.rowCount).toBe(0);

    const res = await apply(user, jobId, 'jobs@globex.example', {
      contact_email: 'attacker@evil.example',
      user_email: 'spoof@evil.example',
    });
    expect(res.statusCode, res.body).toBe(200);
    const applied = ApplyJobResponseSchema.parse(res.json());
    expect(applied).toMatchObject({
      method: 'email',
      sent_to: 'jobs@globex.example',
      reply_to: user.email,
      application_status: 'applied',
      apply_url: null,
    });
    expect(applied.send.files.map((f) => f.filename).sort()).toEqual(['cover-letter.pdf', 'resume.pdf']);

    const outbox = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox?to=jobs@globex.example' });
    const mail = (
      outbox.json() as {
        items: Array<{
          reply_to: string;
          subject: string;
          text: string;
          kind: string;
          attachments: Array<{ filename: string; sha256: string; bytes: number }>;
        }>;
      }
    ).items[0]!;
    expect(mail).toMatchObject({
      reply_to: user.email,
      kind: 'kit_application',
      subject: 'Application: Senior Marketing Manager – Jane Roe',
    });
    expect(mail.text).toContain(kit.cover_letter);
    expect(
      (await ctx.db.query('SELECT 1 FROM email_outbox WHERE to_address LIKE $1', ['%evil.example'])).rowCount,
    ).toBe(0);

    const { rows } = await ctx.db.query<{ filename: string; sha256: string; content: Buffer }>(
      'SELECT filename, sha256, content FROM kit_send_files WHERE send_id = $1 ORDER BY filename',
      [applied.send.id],
    );
    expect(rows.map((r) => r.filename)).toEqual(['cover-letter.pdf', 'resume.pdf']);
    for (const row of rows) {
      expect(sha(row.content)).toBe(row.sha256);
      expect(mail.attachments.find((a) => a.filename === row.filename)?.sha256).toBe(row.sha256);
      expect(kit.documents.find((d) => d.filename === row.filename)?.sha256).toBe(row.sha256);
    }
    await expect(
      ctx.db.query(`UPDATE kit_sends SET destination = 'x@y.z' WHERE id = $1`, [applied.send.id]),
    ).rejects.toThrow(/immutable/);
    await expect(
      ctx.db.query(`UPDATE kit_send_files SET sha256 = repeat('0', 64) WHERE send_id = $1`, [applied.send.id]),
    ).rejects.toThrow(/immutable/);

    expect((await applications(user))[0]).toMatchObject({ status: 'applied', kitId: kit.kit_id });
    expect(errorOf(await apply(user, jobId, 'jobs@globex.example'), 409).detail).toMatch(
      /^This kit was already sent to jobs@globex.example on /,
    );
  });

  it('returns the apply link to open when the job has one, logs it, and leaves the application for Mark as Applied', async () => {
    const { user, jobId } = await finalizedKit({
      applyUrl: 'https://globex.example/careers/42',
      contactEmail: 'jobs@globex.example',
    });
    const res = ApplyJobResponseSchema.parse((await apply(user, jobId, 'https://globex.example/careers/42')).json());
    expect(res).toMatchObject({
      method: 'link',
      apply_url: 'https://globex.example/careers/42',
      sent_to: null,
      send: { method: 'link', delivery: 'opened' },
    });
    expect(
      (
        await ctx.db.query('SELECT 1 FROM email_outbox WHERE user_id = $1 AND kind = $2', [
          user.user_id,
          'kit_application',
        ])
      ).rowCount,
    ).toBe(0);
    // recorded on the server: after a reload the card and the drawer say when the link was opened
    const [draft] = await applications(user);
    expect(draft).toMatchObject({ status: 'draft', linkOpenedAt: res.send.created_at });
    const reloaded = KitLookupResponseSchema.parse(
      (await call(ctx.app, user, 'GET', `/api/agent/kit?wid=${user.wid}&job_id=${encodeURIComponent(jobId)}`)).json(),
    ).kit!;
    expect(reloaded.sends).toMatchObject([
      {
        method: 'link',
        delivery: 'opened',
        destination: 'https://globex.example/careers/42',
        created_at: res.send.created_at,
      },
    ]);
    expect(reloaded.application_status).toBe('draft');
    // Mark as Applied moves it on; the open stays on record
    expect(
      (
        await call(ctx.app, user, 'PUT', `/api/workspaces/${user.wid}/applications/${draft!.id}/status`, {
          status: 'applied',
        })
      ).statusCode,
    ).toBe(200);
    expect((await applications(user))[0]).toMatchObject({ status: 'applied', linkOpenedAt: res.send.created_at });
  });

  it('refuses a kit that is not finalized, and a job with no way to apply', async () => {
    const user = await kitUser(ctx.app, ctx.db);
    const jobId = await indexJob(ctx.db);
    await preview(ctx.app, user, jobId);
    expect(errorOf(await apply(user, jobId, 'jobs@globex.example'), 409).detail).toBe(
      'Finalize the kit before applying.',
    );
    const nowhere = await finalizedKit({ contactEmail: null, applyUrl: 'javascript:alert(1)' });
    expect(errorOf(await apply(nowhere.user, nowhere.jobId, 'javascript:alert(1)'), 409).detail).toMatch(
      /gives no apply link or contact e-mail/,
    );
  });
});

describe('the account export and erasure', () => {
  it('exports the kit, its files and its sends, and erases them with the account', async () => {
    const { user, jobId } = await finalizedKit();
    expect((await apply(user, jobId, 'jobs@globex.example')).statusCode).toBe(200);
    const exported = (await call(ctx.app, user, 'GET', '/api/auth/export-data')).json() as {
      workspaces: Array<{
        kits: unknown[];
        kit_files: unknown[];
        kit_sends: Array<{ reply_to: string }>;
        kit_send_files: Array<{ sha256: string; content_base64: string }>;
      }>;
    };
    const ws = exported.workspaces[0]!;
    expect(ws.kits).toHaveLength(1);
    expect(ws.kit_files).toHaveLength(4);
    expect(ws.kit_sends[0]?.reply_to).toBe(user.email);
    for (const f of ws.kit_send_files) expect(sha(Buffer.from(f.content_base64, 'base64'))).toBe(f.sha256);
    const deleted = await call(ctx.app, user, 'POST', '/api/auth/delete-account');
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    for (const table of ['kits', 'kit_files', 'kit_sends', 'kit_send_files']) {
      expect((await ctx.db.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [user.user_id])).rowCount, table).toBe(0);
    }
  });
});
