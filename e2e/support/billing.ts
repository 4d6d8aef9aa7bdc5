import { expect, type APIRequestContext } from '@playwright/test';
import type { SeededUser } from './accounts.ts';

const bearer = (user: SeededUser) => ({ authorization: `Bearer ${user.id_token}` });

/**
 * Buys a plan through the API exactly as the test-mode checkout page does: create the checkout
 * session, then complete it (POST .../complete), which drives the same billing events as Stripe.
 */
export async function subscribeInTestMode(
  request: APIRequestContext,
  user: SeededUser,
  pkg: 'pro' | 'ultimate',
  period: 'monthly' | 'quarterly' = 'monthly',
) {
  const created = await request.post('/api/payments/create-checkout-session', {
    headers: bearer(user),
    data: { package: pkg, billing_period: period },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { session_id: sessionId } = (await created.json()) as { session_id: string };
  const completed = await request.post(`/api/payments/test-checkout/${sessionId}/complete`, {
    headers: bearer(user),
    data: {},
  });
  expect(completed.ok(), await completed.text()).toBe(true);
}

type Credits = { available: number; plan: string; balances: { allowance: number; topup: number; held: number } };

export async function getCredits(request: APIRequestContext, user: SeededUser): Promise<Credits> {
  const res = await request.get('/api/credits', { headers: bearer(user) });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Credits;
}

/** Spends `count` credits as a module run would: reserve a hold, then commit it. */
export async function spendCredits(
  request: APIRequestContext,
  user: SeededUser,
  count: number,
  moduleKey = 'Module 1',
) {
  for (let i = 0; i < count; i += 1) {
    const reserved = await request.post('/api/credits/reserve', {
      headers: bearer(user),
      data: { module_key: moduleKey, action: 'analyze' },
    });
    expect(reserved.ok(), await reserved.text()).toBe(true);
    const { run_id: runId } = (await reserved.json()) as { run_id: string };
    const committed = await request.post('/api/credits/commit', {
      headers: bearer(user),
      data: { run_id: runId, module_key: moduleKey },
    });
    expect(committed.ok(), await committed.text()).toBe(true);
  }
}

/** One more reserve: with nothing left the server answers 402 INSUFFICIENT_CREDITS. */
export async function reserveOne(request: APIRequestContext, user: SeededUser, moduleKey = 'Module 1') {
  return request.post('/api/credits/reserve', {
    headers: bearer(user),
    data: { module_key: moduleKey, action: 'analyze' },
  });
}
