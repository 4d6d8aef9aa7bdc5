import { z } from 'zod';
import type { App } from '../../http/types.ts';
import type { OutboxRepository } from '../mail/outbox.repository.ts';

/**
 * Only when DEV_ROUTES=true (local development and the end-to-end tests): read the mail the
 * default mode would have sent, so a journey can follow a verification or reset link.
 */
export function registerDevOutboxRoutes(app: App, deps: { outbox: OutboxRepository }) {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        hide: true,
        querystring: z.object({ to: z.string().min(3).max(254) }),
      },
    },
    async (req) => {
      const rows = await deps.outbox.listForAddress(req.query.to);
      return {
        items: rows.map((r) => ({
          id: r.id,
          to: r.to_address,
          reply_to: r.reply_to,
          attachments: r.attachments ?? [],
          subject: r.subject,
          text: r.text_body,
          kind: r.kind,
          status: r.status,
          created_at: r.created_at.toISOString(),
        })),
      };
    },
  );
}
