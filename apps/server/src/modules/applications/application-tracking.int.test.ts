import {
  ApplicationEventSchema,
  ApplicationEventsResponseSchema,
  ApplicationExportResponseSchema,
  ApplicationSchema,
  ErrorBodySchema,
  ImportApplicationLinkResponseSchema,
} from '@cp/contracts';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobPageServer, type JobPageServer } from '../../../test/job-pages.ts';
import { bearer, createTestApp, signUp, type TestContext } from '../../../test/test-app.ts';
import { defaultWorkspace } from '../../../test/workspace-helpers.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { OutboxMessage } from '../mail/outbox.repository.ts';
import { createApplicationTrackingRepository } from './application-tracking.repository.ts';
import { createFollowUpReminders } from './follow-up-reminders.ts';
import { createMailer } from '../mail/mailer.ts';
import { createOutboxRepository } from '../mail/outbox.repository.ts';

type User = Awaited<ReturnType<typeof signUp>>;
let ctx: TestContext;
let pages: JobPageServer;
beforeAll(async () => {
  pages = await startJobPageServer();
  ctx = await createTestApp({ env: { SCRAPE_ALLOW_PRIVATE: 'true' } });
});
afterAll(async () => Promise.all([ctx?.close(), pages?.close()]));

const send = (user: User, method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(user.id_token), ...(payload ? { payload } : {}) });
function errorOf(res: { statusCode: number; json(): unknown }, status: number) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  return ErrorBodySchema.parse(res.json());
}
async function setUp() {
  const user = await signUp(ctx.app);
  const wid = await defaultWorkspace(ctx.app, user.id_token);
  return { user, wid, url: `/api/workspaces/${wid}/applications` };
}
async function create(user: User, url: string, body: object) {
  const res = await send(user, 'POST', url, body);
  expect(res.statusCode, res.body).toBe(201);
  return ApplicationSchema.parse(res.json());
}

describe('editing an application', () => {
  it('saves notes, a next step with its date and reminder, a close reason and the link', async () => {
    const { user, url } = await setUp();
    const app = await create(user, url, { company: 'Northwind', fitScore: 81 });
    expect(app).toMatchObject({
      nextStep: '',
      nextStepAt: null,
      remindByEmail: false,
      closeReason: null,
      fitScore: 81,
      jobUrl: null,
    });
    const res = await send(user, 'PATCH', `${url}/${app.id}`, {
      notes: 'Spoke to Dana.',
      nextStep: 'Follow up by e-mail',
      nextStepAt: '2026-12-03T09:00:00.000Z',
      remindByEmail: true,
      jobUrl: 'https://jobs.example.com/42',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ApplicationSchema.parse(res.json())).toMatchObject({
      notes: 'Spoke to Dana.',
      nextStep: 'Follow up by e-mail',
      nextStepAt: '2026-12-03T09:00:00.000Z',
      remindByEmail: true,
      jobUrl: 'https://jobs.example.com/42',
      company: 'Northwind',
    });
    const closed = ApplicationSchema.parse(
      (await send(user, 'PUT', `${url}/${app.id}/status`, { status: 'rejected', closeReason: 'no_response' })).json(),
    );
    expect(closed).toMatchObject({ status: 'rejected', closeReason: 'no_response' });
    const cleared = ApplicationSchema.parse(
      (await send(user, 'PATCH', `${url}/${app.id}`, { closeReason: null, nextStepAt: null })).json(),
    );
    expect(cleared).toMatchObject({ closeReason: null, nextStepAt: null, status: 'rejected' });
  });

  it('refuses bad bodies with 400 and changes nothing', async () => {
    const { user, url } = await setUp();
    const app = await create(user, url, { company: 'Contoso' });
    const bad: object[] = [
      {},
      { colour: 'red' },
      { jobUrl: 'javascript:alert(1)' },
      { fitScore: 101 },
      { nextStepAt: 'next week' },
      { closeReason: 'ghosted' },
      { company: '' },
      { notes: 'x'.repeat(10_001) },
      { nextStep: 'a\u0000b' },
      { remindByEmail: 'yes' },
    ];
    for (const body of bad)
      expect(errorOf(await send(user, 'PATCH', `${url}/${app.id}`, body), 400).code, JSON.stringify(body)).toBe(
        'VALIDATION_ERROR',
      );
    errorOf(await send(user, 'PUT', `${url}/${app.id}/status`, { status: 'rejected', closeReason: 'bored' }), 400);
    errorOf(await send(user, 'POST', url, { jobUrl: 'ftp://x' }), 400);
    errorOf(await send(user, 'POST', url, { fitScore: -1 }), 400);
    const list = (await send(user, 'GET', url)).json() as { applications: unknown[] };
    expect(list.applications).toHaveLength(1);
    expect(list.applications[0]).toMatchObject({ company: 'Contoso', notes: '', status: 'applied' });
  });

  it("answers 404 for another user's application, its timeline and its workspace's exports", async () => {
    const owner = await setUp();
    const other = await setUp();
    const app = await create(owner.user, owner.url, { company: 'Fabrikam' });
    errorOf(await send(other.user, 'PATCH', `${other.url}/${app.id}`, { notes: 'mine now' }), 404);
    errorOf(await send(other.user, 'PATCH', `${owner.url}/${app.id}`, { notes: 'mine now' }), 404);
    errorOf(await send(other.user, 'GET', `${other.url}/${app.id}/events`), 404);
    errorOf(await send(other.user, 'PATCH', `${other.url}/${app.id}/events/1`, { at: '2026-01-01T00:00:00Z' }), 404);
    expect(errorOf(await send(other.user, 'GET', `${owner.url}/export?format=csv`), 404).code).toBe('WID_NOT_FOUND');
    errorOf(await send(other.user, 'POST', `${owner.url}/import-link`, { url: `${pages.origin}/json-ld` }), 404);
    expect(ApplicationSchema.parse((await send(owner.user, 'GET', owner.url)).json().applications[0])).toMatchObject({
      notes: '',
    });
  });
});

describe('the timeline', () => {
  it('lists every change with its date, and a corrected date moves the applied date with it', async () => {
    const { user, url } = await setUp();
    const app = await create(user, url, { company: 'Northwind', status: 'draft' });
    await send(user, 'PUT', `${url}/${app.id}/status`, { status: 'applied' });
    await send(user, 'PUT', `${url}/${app.id}/status`, { status: 'interview' });
    const { events } = ApplicationEventsResponseSchema.parse(
      (await send(user, 'GET', `${url}/${app.id}/events`)).json(),
    );
    expect(events.map((e) => [e.kind, e.fromStatus, e.toStatus, e.editedAt])).toEqual([
      ['created', null, 'draft', null],
      ['status', 'draft', 'applied', null],
      ['status', 'applied', 'interview', null],
    ]);
    const appliedEvent = events[1]!;
    const edited = ApplicationEventSchema.parse(
      (
        await send(user, 'PATCH', `${url}/${app.id}/events/${appliedEvent.id}`, { at: '2026-03-02T09:00:00.000Z' })
      ).json(),
    );
    expect(edited.at).toBe('2026-03-02T09:00:00.000Z');
    expect(edited.editedAt).not.toBeNull();
    const after = ApplicationSchema.parse((await send(user, 'GET', url)).json().applications[0]);
    expect(after.appliedAt).toBe('2026-03-02T09:00:00.000Z');
    const reordered = ApplicationEventsResponseSchema.parse(
      (await send(user, 'GET', `${url}/${app.id}/events`)).json(),
    ).events;
    expect(reordered[0]!.id).toBe(appliedEvent.id);
  });

  it('refuses a date in the future, a malformed date or event id, and an unknown event', async () => {
    const { user, url } = await setUp();
    const app = await create(user, url, {});
    const [event] = ApplicationEventsResponseSchema.parse(
      (await send(user, 'GET', `${url}/${app.id}/events`)).json(),
    ).events;
    expect(
      errorOf(await send(user, 'PATCH', `${url}/${app.id}/events/${event!.id}`, { at: '2999-01-01T00:00:00Z' }), 400)
        .detail,
    ).toBe('A change cannot be dated in the future.');
    errorOf(await send(user, 'PATCH', `${url}/${app.id}/events/${event!.id}`, { at: 'last spring' }), 400);
    errorOf(await send(user, 'PATCH', `${url}/${app.id}/events/abc`, { at: '2026-01-01T00:00:00Z' }), 400);
    errorOf(await send(user, 'PATCH', `${url}/${app.id}/events/999999999`, { at: '2026-01-01T00:00:00Z' }), 404);
  });
});

describe('exports', () => {
  it('writes a CSV that reads back row for row, with formulas escaped', async () => {
    const { user, url } = await setUp();
    await create(user, url, {
      jobTitle: 'Data Engineer',
      company: 'Northwind, Inc.',
      location: 'Berlin',
      notes: 'Line one\n"quoted"',
      fitScore: 77,
    });
    await create(user, url, { jobTitle: '=HYPERLINK("http://evil")', company: 'Contoso', status: 'draft' });
    const res = ApplicationExportResponseSchema.parse((await send(user, 'GET', `${url}/export?format=csv`)).json());
    expect(res.filename).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parse(res.content, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      'Job title': '\'=HYPERLINK("http://evil")',
      Company: 'Contoso',
      Status: 'Kit Generated',
      Applied: '',
    });
    expect(rows[1]).toMatchObject({
      'Job title': 'Data Engineer',
      Company: 'Northwind, Inc.',
      Location: 'Berlin',
      Status: 'Applied',
      Notes: 'Line one\n"quoted"',
      'Fit score': '77',
    });
    errorOf(await send(user, 'GET', `${url}/export?format=xlsx`), 400);
  });

  it('writes the next steps as an iCalendar file with escaped and folded lines', async () => {
    const { user, url } = await setUp();
    const long =
      'Send the portfolio; mention the Zürich project, the 3 dashboards and the migration — ' + 'détails '.repeat(12);
    await create(user, url, {
      jobTitle: 'Analyst',
      company: 'Northwind',
      nextStep: long,
      nextStepAt: '2026-12-03T09:30:00.000Z',
      jobUrl: 'https://jobs.example.com/7',
    });
    await create(user, url, { jobTitle: 'No date', company: 'Contoso' });
    const res = ApplicationExportResponseSchema.parse((await send(user, 'GET', `${url}/export?format=ics`)).json());
    const physical = res.content.split('\r\n');
    expect(physical.at(-1)).toBe('');
    for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(res.content.replace(/\r\n/g, '')).not.toMatch(/\n/);
    // Unfold (RFC 5545 3.1), then read properties back.
    const lines = res.content.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    const prop = (name: string) => lines.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1);
    expect(prop('DTSTART')).toBe('20261203T093000Z');
    expect(prop('URL')).toBe('https://jobs.example.com/7');
    const summary = prop('SUMMARY')!.replace(/\\([\\;,n])/g, (_m, c: string) => (c === 'n' ? '\n' : c));
    expect(summary).toBe(`${long.trim()}: Analyst at Northwind`);
    expect(prop('SUMMARY')).toContain('\\;');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
  });
});

describe('the job-link import', () => {
  it('reads a posting into the add form without saving anything, and says when a page has no posting', async () => {
    const { user, url } = await setUp();
    const res = await send(user, 'POST', `${url}/import-link`, { url: `${pages.origin}/json-ld` });
    expect(res.statusCode, res.body).toBe(200);
    expect(ImportApplicationLinkResponseSchema.parse(res.json())).toEqual({
      jobTitle: 'Senior Backend Engineer',
      company: 'Acme GmbH',
      jobUrl: `${pages.origin}/json-ld`,
    });
    expect((await send(user, 'GET', url)).json()).toEqual({ applications: [] });
    expect(
      errorOf(await send(user, 'POST', `${url}/import-link`, { url: `${pages.origin}/empty` }), 422).detail,
    ).toMatch(/no usable job description/);
    errorOf(await send(user, 'POST', `${url}/import-link`, { url: '' }), 400);
  });
});

describe('follow-up reminders', () => {
  it('mails each due reminder once, even with two runs at the same time, and again only after the date changes', async () => {
    const { user, url } = await setUp();
    const due = await create(user, url, {
      jobTitle: 'Analyst',
      company: 'Northwind',
      nextStep: 'Call Dana',
      nextStepAt: '2026-01-05T09:00:00.000Z',
      remindByEmail: true,
    });
    await create(user, url, { company: 'Later', nextStepAt: '2999-01-05T09:00:00.000Z', remindByEmail: true });
    await create(user, url, { company: 'No mail', nextStepAt: '2026-01-05T09:00:00.000Z', remindByEmail: false });
    const sent: OutboxMessage[] = [];
    const mailer: Mailer = {
      mode: 'outbox',
      send: async (m) => {
        sent.push(m);
        return { id: sent.length, status: 'logged' };
      },
    };
    const reminders = createFollowUpReminders({
      db: ctx.db,
      tracking: createApplicationTrackingRepository,
      mailer,
      clock: { now: () => new Date() },
      publicUrl: 'http://localhost:3000',
    });
    await Promise.all([reminders.sendDue(), reminders.sendDue()]);
    const mine = sent.filter((m) => m.to === user.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      subject: 'Reminder: Call Dana (Analyst at Northwind)',
      kind: 'follow_up_reminder',
      userId: user.user_id,
    });
    expect(mine[0]!.text).toContain(
      `${url.replace('/api/workspaces', 'http://localhost:3000/app/w').replace('/applications', '')}/applications`,
    );
    const after = ApplicationSchema.parse(
      (await send(user, 'GET', url)).json().applications.find((a: { id: string }) => a.id === due.id),
    );
    expect(after.reminderSentAt).not.toBeNull();
    await reminders.sendDue();
    expect(sent.filter((m) => m.to === user.email)).toHaveLength(1);
    await send(user, 'PATCH', `${url}/${due.id}`, { nextStepAt: '2026-02-05T09:00:00.000Z' });
    await reminders.sendDue();
    expect(sent.filter((m) => m.to === user.email)).toHaveLength(2);
  });
});

describe("a reminder in the user's time zone", () => {
  it('states the date and time in the zone the browser reported, with its name, in the outbox mail; an unknown zone is refused', async () => {
    const { user, url } = await setUp();
    expect(errorOf(await send(user, 'POST', url, { company: 'Mars', timeZone: 'Mars/Olympus_Mons' }), 400).code).toBe(
      'VALIDATION_ERROR',
    );
    expect(errorOf(await send(user, 'POST', url, { company: 'Sql', timeZone: "UTC'; --" }), 400).code).toBe(
      'VALIDATION_ERROR',
    );
    const winter = await create(user, url, {
      jobTitle: 'Analyst',
      company: 'Northwind',
      nextStep: 'Call Dana',
      nextStepAt: '2026-01-05T17:30:00.000Z',
      remindByEmail: true,
      timeZone: 'America/Los_Angeles',
    });
    expect(winter.timeZone).toBe('America/Los_Angeles');
    const summer = await create(user, url, {
      jobTitle: 'Buyer',
      company: 'Contoso',
      nextStep: 'Send samples',
      nextStepAt: '2026-07-01T12:00:00.000Z',
      remindByEmail: true,
    });
    // the zone can be set (or changed) with the next step later, as the details form does
    const patched = await send(user, 'PATCH', `${url}/${summer.id}`, {
      nextStepAt: '2026-07-01T12:00:00.000Z',
      timeZone: 'Europe/Berlin',
    });
    expect(ApplicationSchema.parse(patched.json()).timeZone).toBe('Europe/Berlin');
    const plain = await create(user, url, {
      jobTitle: 'Clerk',
      company: 'Fabrikam',
      nextStep: 'Ask for news',
      nextStepAt: '2026-01-05T17:30:00.000Z',
      remindByEmail: true,
    });
    expect(plain.timeZone).toBeNull();

    const mailer = createMailer({
      outbox: createOutboxRepository(ctx.db),
      from: 'Career Prep <noreply@example.com>',
      log: ctx.app.log,
    });
    await createFollowUpReminders({
      db: ctx.db,
      tracking: createApplicationTrackingRepository,
      mailer,
      clock: { now: () => new Date() },
      publicUrl: 'http://localhost:3000',
    }).sendDue();
    const { rows } = await ctx.db.query<{ subject: string; text_body: string }>(
      'SELECT subject, text_body FROM email_outbox WHERE to_address = $1 ORDER BY id',
      [user.email],
    );
    const body = (company: string) => rows.find((r) => r.subject.includes(company))?.text_body ?? '';
    expect(body('Northwind')).toContain(
      'Date: Monday, January 5, 2026 at 9:30 AM Pacific Standard Time (America/Los_Angeles).',
    );
    expect(body('Contoso')).toContain(
      'Date: Wednesday, July 1, 2026 at 2:00 PM Central European Summer Time (Europe/Berlin).',
    );
    expect(body('Fabrikam')).toContain('Date: Monday, January 5, 2026 at 5:30 PM UTC.');
  });
});
