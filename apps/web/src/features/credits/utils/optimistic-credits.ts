import type { CreditsResponse } from '@cp/contracts';

/** The balance with one credit taken for a starting run: from the allowance first, then the top-ups (as the ledger spends). */
export function deductOneCredit(credits: CreditsResponse): CreditsResponse {
  if (credits.available < 1) return credits;
  const fromAllowance = credits.balances.allowance > 0;
  const balances = {
    ...credits.balances,
    total: credits.balances.total - 1,
    available: credits.balances.available - 1,
    allowance: fromAllowance ? credits.balances.allowance - 1 : credits.balances.allowance,
    topup: fromAllowance ? credits.balances.topup : Math.max(0, credits.balances.topup - 1),
  };
  return {
    ...credits,
    total: credits.total - 1,
    balance: credits.balance - 1,
    available: credits.available - 1,
    balances,
  };
}
