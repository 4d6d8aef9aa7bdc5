import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export type RecordedRequest = { method: string; path: string; query: URLSearchParams; form: Record<string, string> };
export type StandInReply = { status?: number; body: unknown };
type Route = (request: RecordedRequest) => StandInReply | undefined;

/**
 * A loopback stand-in for Stripe's API (only the outgoing calls; Stripe itself cannot be reached
 * from here). It records every request, form-decoded as Stripe's client sends them, and answers with
 * the route the test gives, else 404 in Stripe's error shape.
 */
export async function startStripeStandIn() {
  const requests: RecordedRequest[] = [];
  const routes: Array<{ method: string; path: RegExp; reply: Route }> = [];
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk: Buffer) => (data += chunk.toString()));
      req.on('end', () => resolve(data));
    });
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
    const request: RecordedRequest = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, form };
    requests.push(request);
    const route = routes.find((r) => r.method === request.method && r.path.test(request.path));
    const reply = route?.reply(request) ?? {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `No stand-in for ${request.method} ${request.path}` } },
    };
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` });
    res.end(JSON.stringify(reply.body));
  };
  const server: Server = createServer((req, res) => void handle(req, res));

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    target: { host: '127.0.0.1', port, protocol: 'http' as const },
    requests,
    on(method: string, path: RegExp, reply: Route) {
      routes.unshift({ method, path, reply });
    },
    reset() {
      requests.length = 0;
      routes.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

export const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
export const stripeEnv = {
  STRIPE_SECRET_KEY: 'sk_test_standin',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_PRO_MONTHLY: 'price_pro_m',
  STRIPE_PRICE_PRO_QUARTERLY: 'price_pro_q',
  STRIPE_PRICE_ULTIMATE_MONTHLY: 'price_ult_m',
  STRIPE_PRICE_ULTIMATE_QUARTERLY: 'price_ult_q',
};

const signer = new Stripe('sk_test_signer');

/** An event in Stripe's envelope, signed with Stripe's real algorithm (its test header helper). */
export function signedEvent(
  event: { id: string; type: string; created: number; object: unknown },
  options: { secret?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: event.created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: event.type,
    data: { object: event.object },
  });
  const header = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return { payload, header };
}

/** A subscription object in Stripe's current shape (the period on its item). */
export function stripeSubscription(s: {
  id: string;
  customer: string;
  userId?: string;
  price: string;
  status?: string;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd?: boolean;
  trialEnd?: number | null;
}) {
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: s.status ?? 'active',
    cancel_at_period_end: s.cancelAtPeriodEnd ?? false,
    cancel_at: s.cancelAtPeriodEnd ? s.periodEnd : null,
    trial_end: s.trialEnd ?? null,
    created: s.periodStart,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${s.id}`,
          object: 'subscription_item',
          price: { id: s.price, object: 'price', recurring: { interval: 'month', interval_count: 1 } },
          current_period_start: s.periodStart,
          current_period_end: s.periodEnd,
        },
      ],
    },
    metadata: s.userId ? { user_id: s.userId } : {},
  };
}
