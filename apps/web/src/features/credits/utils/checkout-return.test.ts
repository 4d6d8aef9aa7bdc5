import { describe, expect, it } from 'vitest';
import { creditsBody } from '../../../testing/fake-billing.ts';
import { isCheckoutReturn, reflectsPurchase } from './checkout-return.ts';

describe('isCheckoutReturn', () => {
  it('is true for success=true, status=success, session_id, sessionId or topup', () => {
    for (const search of ['success=true', 'status=success', 'session_id=cs_1', 'sessionId=cs_1', 'topup=100'])
      expect(isCheckoutReturn(new URLSearchParams(search))).toBe(true);
    for (const search of ['', 'success=false', 'period=monthly', 'canceled=true', 'upgrade=open'])
      expect(isCheckoutReturn(new URLSearchParams(search))).toBe(false);
  });
});

describe('reflectsPurchase', () => {
  it('a subscription shows as a paid plan', () => {
    expect(reflectsPurchase(creditsBody({ plan: 'free' }), { topup: 0, before: null })).toBe(false);
    expect(reflectsPurchase(creditsBody({ plan: 'pro' }), { topup: 0, before: creditsBody() })).toBe(true);
  });

  it('a top-up shows as more top-up credits than before, or at least the pack without a before', () => {
    const before = creditsBody({ plan: 'pro', topup: 100 });
    expect(reflectsPurchase(creditsBody({ plan: 'pro', topup: 100 }), { topup: 100, before })).toBe(false);
    expect(reflectsPurchase(creditsBody({ plan: 'pro', topup: 200 }), { topup: 100, before })).toBe(true);
    expect(reflectsPurchase(creditsBody({ plan: 'pro', topup: 0 }), { topup: 100, before: null })).toBe(false);
    expect(reflectsPurchase(creditsBody({ plan: 'pro', topup: 100 }), { topup: 100, before: null })).toBe(true);
  });
});
