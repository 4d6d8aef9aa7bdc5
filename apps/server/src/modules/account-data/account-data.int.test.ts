import { AccountExportSchema, DeleteAccountResponseSchema, ErrorBodySchema } from '@cp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyInTestMode } from '../../../test/billing-helpers.ts';
import { bearer, createTestApp, signUp, type TestContext } from '../../../test/test-app.ts';
import { defaultWorkspace, insertRun } from '../../../test/workspace-helpers.ts';
import type { Database } from '../../db/database.ts';
import type { App } from '../../http/types.ts';
import { createAccountDataRepository } from './account-data.repository.ts';
import { exportedTables, rowsAt, type ExportedTable } from './account-data.registry.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const post = (token: string, url: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** Every table of the database that holds user rows: those with a user_id column, and users itself. */
async function userTables(db: Database): Promise<string[]> {
  return ['users', ...(await createAccountDataRepository(db).tablesWithUserId())];
}

async function countRows(db: Database, table: string, userId: string): Promise<number> {
  const column = table === 'users' ? 'id' : 'user_id';
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}" WHERE ${column} = $1`, [
    userId,
  ]);
  return rows[0]!.n;
}

/** A user with a row in every table the product has: workspaces, runs, credits, billing, promos, mail, an identity. */
async function userWithDataEverywhere(app: App, db: Database) {
  const user = await signUp(app);
  const wid = await defaultWorkspace(app, user.id_token);
  await app.inject({
    method: 'POST',
    url: '/api/modules/update-cv-text',
    headers: bearer(user.id_token),
    payload: { wid, cv_text: 'Jane Doe, data engineer, 7 years of Python.' },
  });
  await insertRun(db, { wid, userId: user.user_id, module: 'Module 1', result: 'An analysis' });
  await db.query(
    `INSERT INTO workspace_document_versions (id, user_id, workspace_id, doc_type, text, source) VALUES ($1, $2, $3, 'cv', 'Jane Doe, data engineer.', 'upload')`,
    [`ver_${user.user_id}`, user.user_id, wid],
  );
  const builderDoc = { contact: { name: 'Jane Doe' } };
  await db.query(
    `INSERT INTO resume_builder_documents (user_id, workspace_id, doc, template, palette, page_size) VALUES ($1, $2, $3::jsonb, 'ats-classic', 'ocean', 'a4')`,
    [user.user_id, wid, JSON.stringify(builderDoc)],
  );
  await db.query(
    `INSERT INTO resume_builder_versions (id, user_id, workspace_id, name, doc, template, palette, page_size) VALUES ($1, $2, $3, 'First', $4::jsonb, 'ats-classic', 'ocean', 'a4')`,
    [`bv_${user.user_id}`, user.user_id, wid, JSON.stringify(builderDoc)],
  );
  await db.query(
    `INSERT INTO interview_sessions (id, user_id, workspace_id, credit_run_id, interviewer, style, focus, language, minutes, plan, turns, started_at, last_activity_at, ends_at)
     VALUES ($1, $2, $3, 'cr_none', 'browser', 'practice', 'behavioral', 'en', 5, '{}'::jsonb, '[{"role":"candidate","text":"An answer"}]'::jsonb, now(), now(), now() + interval '5 minutes')`,
    [`lis_${user.user_id}`, user.user_id, wid],
  );
  const tracked = (
    await post(user.id_token, `/api/workspaces/${wid}/applications`, {
      jobTitle: 'Data Engineer',
      company: 'Northwind',
      jobUrl: 'https://jobs.example.com/1',
      fitScore: 72,
      nextStep: 'Call the recruiter',
      nextStepAt: '2026-12-01T09:00:00.000Z',
      remindByEmail: true,
    })
  ).json() as { id: string };
  await app.inject({
    method: 'PUT',
    url: `/api/workspaces/${wid}/applications/${tracked.id}/status`,
    headers: bearer(user.id_token),
    payload: { status: 'interview' },
  });
  // An application kit with its files and one send (modules/kits; rows written directly, the kit journey has its own tests).
  const kitId = `kit_${user.user_id}`;
  await db.query(
    `INSERT INTO kits (id, user_id, workspace_id, job_id, job, resume_text, preview_id, preview, generated_at, status, engine_version)
                  VALUES ($1, $2, $3, 'dev:1', '{}'::jsonb, 'Jane Doe', $4, '{}'::jsonb, now(), 'kit_ready', '0.4.0')`,
    [kitId, user.user_id, wid, `kp_${user.user_id}`],
  );
  await db.query(
    `INSERT INTO kit_files (kit_id, user_id, name, format, filename, mime, content, sha256) VALUES ($1, $2, 'resume', 'docx', 'resume.docx', 'x', '\\x00'::bytea, repeat('a', 64))`,
    [kitId, user.user_id],
  );
  await db.query(
    `INSERT INTO kit_sends (id, kit_id, user_id, workspace_id, job_id, method, destination, delivery) VALUES ($1, $2, $3, $4, 'dev:1', 'link', 'https://example.com', 'opened')`,
    [`send_${user.user_id}`, kitId, user.user_id, wid],
  );
  await db.query(
    `INSERT INTO kit_send_files (send_id, user_id, filename, mime, content, sha256) VALUES ($1, $2, 'resume.docx', 'x', '\\x00'::bytea, repeat('a', 64))`,
    [`send_${user.user_id}`, user.user_id],
  );
  await post(user.id_token, '/api/promos/assign');
  await buyInTestMode(app, user.id_token, { package: 'pro', billing_period: 'monthly' });
  await buyInTestMode(app, user.id_token, { package: 'topup_100' });
  const hold = (await post(user.id_token, '/api/credits/reserve', { module_key: 'Module 2' })).json() as {
    run_id: string;
  };
  await post(user.id_token, '/api/credits/commit', { run_id: hold.run_id, module_key: 'Module 2' });
  await post(user.id_token, '/api/modules/record-usage', { module: 'Module 6', action: 'feedback' });
  await db.query(`INSERT INTO oauth_identities (provider, subject, user_id, email) VALUES ('google', $1, $2, $3)`, [
    `sub-${user.user_id}`,
    user.user_id,
    user.email,
  ]);
  await post(user.id_token, '/api/events', { event: 'ask_uc_submitted', detail: { workspace_id: wid } });
  await app.inject({ method: 'GET', url: '/api/referrals/me', headers: bearer(user.id_token) });
  return user;
}

describe('the export covers every table that holds user data', () => {
  it('has a section for every table with a user_id column (a new table must be added to the export)', async () => {
    const tables = await userTables(ctx.db);
    const missing = tables.filter((t) => !(t in exportedTables));
    expect(
      missing,
      `tables holding user data that the export leaves out: ${missing.join(', ')} (add them to account-data.registry.ts and the export)`,
    ).toEqual([]);
    // And the registry names no table that does not exist (a stale entry would hide a rename).
    expect(Object.keys(exportedTables).filter((t) => !tables.includes(t))).toEqual([]);
  });

  it('exports every row of the user, from every table, as an attachment named after the user id, without secrets', async () => {
    const user = await userWithDataEverywhere(ctx.app, ctx.db);
    const someoneElse = await userWithDataEverywhere(ctx.app, ctx.db);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/export-data', headers: bearer(user.id_token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${user.user_id}.json"`);
    const exported = AccountExportSchema.parse(res.json());
    expect(exported).toMatchObject({
      format: 'career-prep-export',
      version: 1,
      user_id: user.user_id,
      account: { user_id: user.user_id, email: user.email, has_password: true },
    });

    for (const table of await userTables(ctx.db)) {
      const inDatabase = await countRows(ctx.db, table, user.user_id);
      expect(inDatabase, `${table} should hold rows for this test`).toBeGreaterThan(0);
      expect(rowsAt(exported, exportedTables[table as ExportedTable]), table).toHaveLength(inDatabase);
    }
    expect(exported.workspaces[0]).toMatchObject({
      cv_text: 'Jane Doe, data engineer, 7 years of Python.',
      module_runs: [{ module_key: 'Module 1', result: 'An analysis' }],
      document_versions: [{ doc_type: 'cv', text: 'Jane Doe, data engineer.', source: 'upload' }],
      applications: [
        {
          job_title: 'Data Engineer',
          status: 'interview',
          job_url: 'https://jobs.example.com/1',
          fit_score: 72,
          next_step: 'Call the recruiter',
          remind_by_email: true,
          close_reason: null,
        },
      ],
      application_events: [
        { kind: 'created', edited_at: null },
        { kind: 'status', to_status: 'interview' },
      ],
    });
    expect(exported.subscription).toMatchObject({ package: 'pro', provider: 'test' });
    expect(exported.credits.ledger.map((r) => [r.kind, r.allowance, r.topup])).toEqual([
      ['grant', 300, 0],
      ['topup', 0, 100],
      ['hold', -1, 0],
      ['commit', 0, 0],
    ]);

    const text = res.body;
    const secrets = await ctx.db.query<{ v: string }>(
      `SELECT password_hash AS v FROM users WHERE id = $1 UNION ALL SELECT token_hash FROM refresh_tokens WHERE user_id = $1 UNION ALL SELECT token_hash FROM user_tokens WHERE user_id = $1`,
      [user.user_id],
    );
    expect(secrets.rows.length).toBeGreaterThan(1);
    for (const { v } of secrets.rows) expect(text).not.toContain(v);
    expect(text).not.toContain(user.refresh_token);
    expect(text).not.toContain(someoneElse.user_id);
    expect(text).not.toContain(someoneElse.email);
  });
});

describe('deleting the account', () => {
  it('erases every row of the user from every table in one go, signs out everywhere, and leaves other users alone', async () => {
    const user = await userWithDataEverywhere(ctx.app, ctx.db);
    const other = await userWithDataEverywhere(ctx.app, ctx.db);
    const before = await Promise.all((await userTables(ctx.db)).map((t) => countRows(ctx.db, t, other.user_id)));

    const res = await post(user.id_token, '/api/auth/delete-account');
    expect(res.statusCode).toBe(200);
    expect(DeleteAccountResponseSchema.parse(res.json())).toEqual({ message: 'Account deleted successfully!' });

    for (const table of await userTables(ctx.db)) expect(await countRows(ctx.db, table, user.user_id), table).toBe(0);
    const mail = await ctx.db.query('SELECT 1 FROM email_outbox WHERE lower(to_address) = lower($1)', [user.email]);
    expect(mail.rows).toHaveLength(0);

    // Every session ends: the refresh token is gone and the still-unexpired access token no longer works.
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: user.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    for (const [method, url] of [
      ['GET', '/api/me'],
      ['GET', '/api/credits'],
      ['GET', '/api/auth/export-data'],
      ['POST', '/api/auth/delete-account'],
    ] as const) {
      const r = await ctx.app.inject({ method, url, headers: bearer(user.id_token) });
      expect(r.statusCode, url).toBe(401);
      expect(ErrorBodySchema.parse(r.json()).detail).toBe('Token verification failed');
    }
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(401);

    const after = await Promise.all((await userTables(ctx.db)).map((t) => countRows(ctx.db, t, other.user_id)));
    expect(after).toEqual(before);
  });
});
