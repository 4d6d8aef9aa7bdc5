import { MessageResponseSchema } from '@cp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, finalize, indexJob, kitUser, preview } from '../../../test/kit-helpers.ts';
import { closedPortUrl, startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.ts';
import { createTestApp, uniqueEmail, type TestContext } from '../../../test/test-app.ts';

let sink: SmtpSink;
let ctx: TestContext;
beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestApp({ env: { SMTP_URL: sink.url, MAIL_FROM: 'Career Prep <no-reply@career.test>' } });
});
afterAll(async () => {
  await ctx?.close();
  await sink?.stop();
});

async function outboxRows(db: TestContext['db'], email: string) {
  const { rows } = await db.query<{ status: string; error: string | null; sent_at: Date | null; kind: string }>(
    'SELECT status, error, sent_at, kind FROM email_outbox WHERE to_address = $1 ORDER BY id',
    [email],
  );
  return rows;
}

async function signup(app: TestContext['app'], email: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password: 'secret1', terms_accepted: true },
  });
}

describe('SMTP delivery', () => {
  it('delivers the verification mail through SMTP_URL, with a link that verifies the account', async () => {
    const email = uniqueEmail('smtp');
    const res = await signup(ctx.app, email);
    expect(res.statusCode).toBe(202);

    const mails = sink.messages.filter((m) => m.to.includes(email));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toEqual([email]);
    expect(mail.from).toBe('no-reply@career.test');
    expect(mail.subject).toBe('Verify your e-mail for Career Prep');
    const token = /http:\/\/localhost:3000\/auth\/verify\?token=([A-Za-z0-9_-]{43})\b/.exec(mail.text)?.[1];
    expect(token).toBeDefined();

    expect(await outboxRows(ctx.db, email)).toEqual([
      expect.objectContaining({ kind: 'verify_email', status: 'sent', error: null, sent_at: expect.any(Date) }),
    ]);

    // The delivered link is the real one: it verifies the account.
    const verify = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token, password: 'secret1' },
    });
    expect(verify.statusCode).toBe(200);
    const { rows } = await ctx.db.query<{ email_verified: boolean }>(
      'SELECT email_verified FROM users WHERE email = $1',
      [email],
    );
    expect(rows[0]?.email_verified).toBe(true);
  });

  it("delivers an application kit with the user's address as Reply-To and the kit's PDFs attached", async () => {
    const user = await kitUser(ctx.app, ctx.db);
    const jobId = await indexJob(ctx.db, { contactEmail: 'hiring@smtp-kit.example' });
    const kit = await preview(ctx.app, user, jobId);
    expect((await finalize(ctx.app, user, kit)).statusCode).toBe(200);
    const res = await call(ctx.app, user, 'POST', '/api/agent/apply-job', {
      wid: user.wid,
      job_id: jobId,
      confirm: { job_id: jobId, destination: 'hiring@smtp-kit.example' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = sink.messages.find((m) => m.to.includes('hiring@smtp-kit.example'));
    expect(mail?.from).toBe('no-reply@career.test');
    expect(mail?.raw).toMatch(new RegExp(`^Reply-To: ${user.email.replace(/[.+]/g, '\\$&')}\\r?$`, 'im'));
    expect(mail?.raw).toMatch(/filename="?resume\.pdf"?/);
    expect(mail?.raw).toMatch(/filename="?cover-letter\.pdf"?/);
    const { rows } = await ctx.db.query<{ delivery: string }>('SELECT delivery FROM kit_sends WHERE kit_id = $1', [
      kit.kit_id,
    ]);
    expect(rows).toEqual([{ delivery: 'sent' }]);
  });

  it('passes SMTP_URL options to nodemailer (?ignoreTLS=true skips a STARTTLS it cannot verify)', async () => {
    const tlsSink = await startSmtpSink({ offerStartTls: true });
    const strict = await createTestApp({ env: { SMTP_URL: tlsSink.url } });
    const lenient = await createTestApp({ env: { SMTP_URL: `${tlsSink.url}?ignoreTLS=true` } });
    try {
      // Opportunistic STARTTLS meets a self-signed certificate: delivery fails, sign-up does not.
      const refused = uniqueEmail('starttls');
      expect((await signup(strict.app, refused)).statusCode).toBe(202);
      expect((await outboxRows(strict.db, refused))[0]?.status).toBe('failed');

      const delivered = uniqueEmail('plain');
      expect((await signup(lenient.app, delivered)).statusCode).toBe(202);
      expect((await outboxRows(lenient.db, delivered))[0]?.status).toBe('sent');
      expect(tlsSink.messages.map((m) => m.to)).toEqual([[delivered]]);
    } finally {
      await strict.close();
      await lenient.close();
      await tlsSink.stop();
    }
  });

  it('marks the row failed and still signs the user up when the SMTP server is down', async () => {
    const down = await createTestApp({ env: { SMTP_URL: await closedPortUrl() } });
    try {
      const email = uniqueEmail('smtp-down');
      const res = await signup(down.app, email);
      expect(res.statusCode).toBe(202);
      MessageResponseSchema.parse(res.json());
      const rows = await outboxRows(down.db, email);
      expect(rows).toEqual([expect.objectContaining({ kind: 'verify_email', status: 'failed', sent_at: null })]);
      expect(rows[0]?.error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await down.close();
    }
  });
});
