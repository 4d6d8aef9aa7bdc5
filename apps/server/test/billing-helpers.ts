import {
  CreateCheckoutSessionResponseSchema,
  CreditsResponseSchema,
  MeResponseSchema,
  TestCheckoutOutcomeSchema,
  type CreateCheckoutSessionBody,
} from '@cp/contracts';
import { expect } from 'vitest';
import type { App } from '../src/http/types.ts';
import { bearer } from './test-app.ts';

export async function createCheckout(app: App, token: string, body: CreateCheckoutSessionBody) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/payments/create-checkout-session',
    headers: bearer(token),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return CreateCheckoutSessionResponseSchema.parse(res.json());
}

/** Presses the test-mode checkout page's Pay button. */
export async function completeCheckout(app: App, token: string, sessionId: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/payments/test-checkout/${sessionId}/complete`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return TestCheckoutOutcomeSchema.parse(res.json());
}

/** A test-mode purchase from start to end: checkout, then Pay. */
export async function buyInTestMode(app: App, token: string, body: CreateCheckoutSessionBody) {
  const checkout = await createCheckout(app, token, body);
  return { checkout, outcome: await completeCheckout(app, token, checkout.session_id) };
}

export async function getMe(app: App, token: string) {
  const res = await app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return MeResponseSchema.parse(res.json());
}

export async function getCredits(app: App, token: string) {
  const res = await app.inject({ method: 'GET', url: '/api/credits', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return CreditsResponseSchema.parse(res.json());
}

/** Unix seconds of a date (the billing bodies' timestamps). */
export const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** The billing test files' requests as a user: POST and GET with the token, and a fresh token by logging in again. */
export function billingCalls(ctx: { app: App }) {
  const post = (token: string, url: string, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

  /** A fresh token for a user (after the clock moved past the access token's hour). */
  async function login(user: { email: string; password: string }) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id_token: string }).id_token;
  }

  return { post, get, login };
}
