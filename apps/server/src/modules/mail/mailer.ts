import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxMessage, OutboxRepository } from './outbox.repository.ts';

/** The outbox row of a message and how its delivery ended ('logged': no SMTP_URL, kept in the outbox). */
export type MailOutcome = { id: number; status: 'sent' | 'logged' | 'failed' };

export type Mailer = {
  /** Records the message in the outbox, then delivers it (SMTP) or logs it (default mode). */
  send(message: OutboxMessage): Promise<MailOutcome>;
  readonly mode: 'smtp' | 'outbox';
};

/** How long one SMTP step may take; nodemailer's defaults (2 minutes to connect, 10 idle) would hold a sign-up that long. */
export const SMTP_TIMEOUT_MS = 10_000;

export function createMailer(deps: {
  outbox: OutboxRepository;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}): Mailer {
  const timeout = deps.timeoutMs ?? SMTP_TIMEOUT_MS;
  // Query parameters of SMTP_URL (e.g. ?ignoreTLS=true, ?tls.rejectUnauthorized=false) override these.
  const transport = deps.smtpUrl
    ? nodemailer.createTransport({
        url: deps.smtpUrl,
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: timeout * 3,
      })
    : null;
  return {
    mode: transport ? 'smtp' : 'outbox',
    async send(message) {
      const id = await deps.outbox.insert(message);
      if (!transport) {
        // Default mode: the link is in the log line's own words, so a local user can follow it from the terminal.
        const link = message.text.match(/https?:\/\/\S+/)?.[0];
        deps.log.info(
          { mail: { id, to: message.to, subject: message.subject, kind: message.kind }, text: message.text },
          `e-mail to ${message.to} not sent (no SMTP_URL): "${message.subject}"${link ? ` - open ${link}` : ''}`,
        );
        await deps.outbox.markDelivered(id, 'logged');
        return { id, status: 'logged' };
      }
      try {
        await transport.sendMail({
          from: deps.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          ...(message.attachments
            ? {
                attachments: message.attachments.map((a) => ({
                  filename: a.filename,
                  contentType: a.contentType,
                  content: Buffer.from(a.content),
                })),
              }
            : {}),
        });
        await deps.outbox.markDelivered(id, 'sent');
        return { id, status: 'sent' };
      } catch (error) {
        deps.log.error({ err: error, mailId: id }, 'SMTP delivery failed');
        await deps.outbox.markDelivered(id, 'failed', (error as Error).message.slice(0, 500));
        return { id, status: 'failed' };
      }
    },
  };
}
