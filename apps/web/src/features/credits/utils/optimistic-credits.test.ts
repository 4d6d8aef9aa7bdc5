import type { CreditsResponse } from '@cp/contracts';
import { describe, expect, it } from 'vitest';
import { deductOneCredit } from './optimistic-credits.ts';

const credits = (allowance: number, topup: number) =>
  ({
    total: allowance + topup,
    balance: allowance + topup,
    available: allowance + topup,
    held: 0,
    on_hold: 0,
    balances: { total: allowance + topup, allowance, topup, held: 0, available: allowance + topup },
  }) as unknown as CreditsResponse;

describe('deductOneCredit', () => {
  it('takes one credit from the allowance first, then from top-ups', () => {
    expect(deductOneCredit(credits(3, 5))).toMatchObject({
      available: 7,
      balances: { allowance: 2, topup: 5, available: 7 },
    });
    expect(deductOneCredit(credits(0, 5))).toMatchObject({
      available: 4,
      balances: { allowance: 0, topup: 4, available: 4 },
    });
  });

  it('never goes below zero', () => {
    expect(deductOneCredit(credits(0, 0)).available).toBe(0);
  });
});
