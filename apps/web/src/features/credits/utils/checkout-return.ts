import type { CreditsResponse } from '@cp/contracts';

/** After checkout the credits are polled every second, at most 20 times (docs/product/1-platform.md sections 4, 9). */
export const CHECKOUT_POLL_INTERVAL_MS = 1000;
export const CHECKOUT_POLL_MAX_TRIES = 20;

/** The parameters a checkout adds to the return URL (docs/product/1-platform.md section 2), removed once handled. */
export const checkoutReturnParams = [
  'success',
  'status',
  'session_id',
  'sessionId',
  'topup',
  'period',
  'trial',
  'canceled',
] as const;

/** success=true, status=success, session_id, sessionId or topup: the browser is back from a payment. */
export function isCheckoutReturn(params: URLSearchParams): boolean {
  return (
    params.get('success') === 'true' ||
    params.get('status') === 'success' ||
    params.has('session_id') ||
    params.has('sessionId') ||
    params.has('topup')
  );
}

/**
 * Whether the credits show the purchase yet. A subscription checkout is only offered on the free
 * plan, so it shows as a paid plan; a top-up as more top-up credits than before (or, with nothing
 * to compare to after a full page load, at least the pack's credits).
 */
export function reflectsPurchase(
  credits: CreditsResponse,
  purchase: { topup: number; before: CreditsResponse | null },
): boolean {
  if (purchase.topup > 0)
    return purchase.before
      ? credits.balances.topup > purchase.before.balances.topup
      : credits.balances.topup >= purchase.topup;
  return credits.plan !== 'free';
}
