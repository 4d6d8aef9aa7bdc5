import type { Queryable } from '../../db/database.ts';

export type OutboxMessage = {
  userId: string | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
  /** Where replies go (a kit sent for the user: the user's own address). */
  replyTo?: string;
  /** Files sent with the message; the outbox keeps their names, sizes and SHA-256, not their bytes. */
  attachments?: Array<{ filename: string; contentType: string; content: Uint8Array; sha256: string }>;
};

export type OutboxRow = {
  id: number;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  kind: string;
  status: string;
  created_at: Date;
  attachments: Array<{ filename: string; mime: string; bytes: number; sha256: string }> | null;
};

export function createOutboxRepository(db: Queryable) {
  return {
    async insert(message: OutboxMessage): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO email_outbox (user_id, to_address, subject, text_body, html_body, kind, reply_to, attachments)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb) RETURNING id`,
        [
          message.userId,
          message.to,
          message.subject,
          message.text,
          message.html ?? null,
          message.kind,
          message.replyTo ?? null,
          message.attachments
            ? JSON.stringify(
                message.attachments.map((a) => ({
                  filename: a.filename,
                  mime: a.contentType,
                  bytes: a.content.length,
                  sha256: a.sha256,
                })),
              )
            : null,
        ],
      );
      return rows[0]!.id;
    },
    async markDelivered(id: number, status: 'sent' | 'logged' | 'failed', error?: string) {
      await db.query(
        `UPDATE email_outbox SET status = $2, error = $3, sent_at = CASE WHEN $2 = 'failed' THEN NULL ELSE now() END WHERE id = $1`,
        [id, status, error ?? null],
      );
    },
    async listForAddress(to: string, limit = 20): Promise<OutboxRow[]> {
      const { rows } = await db.query<OutboxRow>(
        `SELECT id, to_address, reply_to, subject, text_body, kind, status, created_at, attachments
           FROM email_outbox WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT $2`,
        [to, limit],
      );
      return rows;
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
