import { CheckSubscriptionResponseSchema, UserStatsResponseSchema, type Subscription } from '@cp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { withTimeout } from '../../../lib/with-timeout.ts';

/** GET /api/user-stats answers within 5 s or counts as failed (docs/product/1-platform.md section 7). */
export const USER_STATS_TIMEOUT_MS = 5000;
/** The fallback POST /api/payments/check-subscription is retried after 1 s, 2 s and 4 s. */
export const CHECK_SUBSCRIPTION_RETRY_MS = [1000, 2000, 4000] as const;

export type SubscriptionState = { subscription: Subscription; trialUsed: boolean };

/** Every billing query of one user starts with this key. */
export function billingRootKey(userId: string) {
  return ['billing', userId] as const;
}

function sleep(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}

const isTransient = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

async function checkSubscription(signal?: AbortSignal) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await apiRequest('/api/payments/check-subscription', {
        method: 'POST',
        body: {},
        schema: CheckSubscriptionResponseSchema,
        signal,
      });
    } catch (error) {
      const delay = CHECK_SUBSCRIPTION_RETRY_MS[attempt];
      if (!isTransient(error) || delay === undefined || signal?.aborted) throw error;
      await sleep(delay, signal);
    }
  }
}

/**
 * The subscription for Settings: from GET /api/user-stats, else (when that fails or times out)
 * from POST /api/payments/check-subscription, which re-reads it from the billing provider.
 */
export async function getSubscription(signal?: AbortSignal): Promise<SubscriptionState> {
  try {
    const stats = await withTimeout(USER_STATS_TIMEOUT_MS, signal, (timed) =>
      apiRequest('/api/user-stats', { schema: UserStatsResponseSchema, signal: timed }),
    );
    return { subscription: stats.subscription, trialUsed: stats.trial_used };
  } catch (error) {
    if (signal?.aborted || (error instanceof ApiError && error.status === 401)) throw error;
    const checked = await checkSubscription(signal);
    return { subscription: checked.subscription, trialUsed: checked.trial_used };
  }
}

export function subscriptionQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...billingRootKey(userId), 'subscription'] as const,
    queryFn: ({ signal }) => getSubscription(signal),
  });
}

export function useSubscription() {
  const userId = useSession()?.userId ?? '';
  return useQuery({ ...subscriptionQueryOptions(userId), enabled: Boolean(userId) });
}
