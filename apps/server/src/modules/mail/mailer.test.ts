import net, { type AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';
import type { OutboxMessage, OutboxRepository } from './outbox.repository.ts';

/** The outbox in memory: what the mailer recorded and how each delivery ended. */
function memoryOutbox() {
  const rows: Array<OutboxMessage & { id: number; status: string; error?: string }> = [];
  const outbox: Pick<OutboxRepository, 'insert' | 'markDelivered'> = {
    async insert(message) {
      rows.push({ ...message, id: rows.length + 1, status: 'queued' });
      return rows.length;
    },
    async markDelivered(id, status, error) {
      Object.assign(rows[id - 1]!, { status, error });
    },
  };
  return { rows, outbox: outbox as OutboxRepository };
}

const silentLog = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child() {
    return silentLog;
  },
  level: 'silent',
} as unknown as FastifyBaseLogger;
const message: OutboxMessage = {
  userId: null,
  to: 'someone@example.com',
  subject: 'Hello',
  text: 'Hi there',
  kind: 'verify_email',
};

let server: net.Server | null = null;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

describe('createMailer', () => {
  it('only records and logs the message when no SMTP_URL is set', async () => {
    const { rows, outbox } = memoryOutbox();
    const mailer = createMailer({ outbox, from: 'a@b.c', log: silentLog });
    expect(mailer.mode).toBe('outbox');
    await mailer.send(message);
    expect(rows).toEqual([expect.objectContaining({ to: 'someone@example.com', status: 'logged' })]);
  });

  it('gives up on an SMTP server that accepts the connection but never greets, instead of hanging', async () => {
    const sockets: net.Socket[] = [];
    server = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const { rows, outbox } = memoryOutbox();
    const mailer = createMailer({
      outbox,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'a@b.c',
      log: silentLog,
      timeoutMs: 200,
    });

    const started = Date.now();
    await mailer.send(message);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(rows[0]).toMatchObject({ status: 'failed', error: expect.stringMatching(/greeting|timeout/i) });
    for (const socket of sockets) socket.destroy();
  });
});
