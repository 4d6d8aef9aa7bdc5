import {
  creditCosts,
  liveInterviewMinutes,
  planTable,
  topUpPacks,
  topUpPackIds,
  type CreditsResponse,
} from '@cp/contracts';
import { toBalances } from './credit-rules.ts';
import type { CreditAccountRow } from './credits.repository.ts';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** GET /api/credits's answer for an account row (balances, the plan's allowance, per-module and live-interview costs). */
export function creditsResponse(account: CreditAccountRow): CreditsResponse {
  const balances = toBalances(account);
  return {
    total: balances.total,
    balance: balances.total,
    available: balances.available,
    held: balances.held,
    on_hold: balances.held,
    balances,
    monthly_allowance: planTable[account.plan].monthlyCredits,
    allowance_granted: account.period_granted,
    next_reset_ts: seconds(account.next_reset_at),
    next_reset_at: account.next_reset_at.toISOString(),
    period_start_ts: seconds(account.period_start),
    plan: account.plan,
    costs: { ...creditCosts },
    interview_live: Object.fromEntries(
      liveInterviewMinutes.map((m) => [String(m), creditCosts['Module 8'] * m]),
    ) as CreditsResponse['interview_live'],
    topup_packs: topUpPackIds.map((id) => ({
      id,
      credits: topUpPacks[id].credits,
      price_usd: topUpPacks[id].priceUsd,
    })),
  };
}
