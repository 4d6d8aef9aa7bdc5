import { text, WebhookReceivedResponseSchema } from '@cp/contracts';
import type Stripe from 'stripe';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { App } from '../../http/types.ts';
import type { BillingEventHandler } from './billing-events.handler.ts';
import type { BillingEvent } from './stripe-objects.ts';

/** A signed body is still checked for shape: an array, no `data` or a NUL id is a 400, never a crash. */
const StripeEventEnvelopeSchema = z.object({
  id: text().min(1).max(255),
  type: text().min(1).max(255),
  created: z.number().int().nullish(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

export type StripeWebhookConfig = { stripe: Stripe; secret: string } | null;

/**
 * POST /api/webhooks/stripe: the signature is checked on the raw body (Stripe's algorithm, with its
 * 5-minute timestamp tolerance) before anything is parsed into state. In its own encapsulated scope
 * so the raw-body parser applies to this route only. Answers 404 when Stripe is not configured.
 */
export async function registerStripeWebhookRoute(
  app: App,
  deps: { handler: BillingEventHandler; webhook: StripeWebhookConfig },
) {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => {
      // Refuse bodies that are not JSON at all (Stripe always sends JSON); the signature needs the bytes as sent.
      try {
        JSON.parse((body as Buffer).toString('utf8'));
        done(null, body);
      } catch {
        done(
          Object.assign(new Error('invalid JSON'), { code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400 }),
          undefined,
        );
      }
    });
    scope.post(
      '/api/webhooks/stripe',
      { schema: { tags: ['payments'], response: { 200: WebhookReceivedResponseSchema, ...errorResponses } } },
      async (req) => {
        if (!deps.webhook) throw new AppError('PROVIDER_NOT_CONFIGURED', 'Stripe is not configured on this server.');
        const signature = req.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) {
          throw new AppError('VALIDATION_ERROR', 'Missing Stripe signature or body.');
        }
        let event: Stripe.Event;
        try {
          event = deps.webhook.stripe.webhooks.constructEvent(req.body, signature, deps.webhook.secret);
        } catch {
          throw new AppError('VALIDATION_ERROR', 'The Stripe signature does not match this body.');
        }
        const envelope = StripeEventEnvelopeSchema.safeParse(event);
        if (!envelope.success) throw new AppError('VALIDATION_ERROR', 'The Stripe event is not a valid event object.');
        const { id, type, created, data } = envelope.data;
        const billingEvent: BillingEvent = { id, type, created: created ?? null, data: { object: data.object } };
        const outcome = await deps.handler.handleEvent(billingEvent, 'stripe');
        return { received: true as const, duplicate: outcome === 'duplicate' };
      },
    );
  });
}
