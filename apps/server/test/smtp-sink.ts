import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** `raw` is the whole message as received (headers and every MIME part). */
export type CapturedMail = { from: string | null; to: string[]; subject: string; text: string; raw: string };

export type SmtpSink = {
  /** smtp://127.0.0.1:PORT, as SMTP_URL. */
  url: string;
  messages: CapturedMail[];
  stop(): Promise<void>;
};

/**
 * A real SMTP server on 127.0.0.1 that keeps every message, without authentication. By default it
 * offers no TLS; `offerStartTls` advertises STARTTLS with smtp-server's self-signed certificate.
 */
export async function startSmtpSink(options: { offerStartTls?: boolean } = {}): Promise<SmtpSink> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: options.offerStartTls ? [] : ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom;
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          raw,
          from: mailFrom ? mailFrom.address : null,
          to: session.envelope.rcptTo.map((r) => r.address),
          ...readSinglePartMessage(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (bound, then released), for the 'SMTP server is down' case. */
export async function closedPortUrl(): Promise<string> {
  const sink = await startSmtpSink();
  await sink.stop();
  return sink.url;
}

/** Subject and decoded body of a single-part text message (7bit, quoted-printable or base64). */
function readSinglePartMessage(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? Buffer.from(
          body
            .replace(/=\r\n/g, '')
            .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8')
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { subject: header('Subject'), text };
}
