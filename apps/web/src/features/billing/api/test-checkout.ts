import { TestCheckoutOutcomeSchema, TestCheckoutSessionSchema } from '@cp/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { billingRootKey } from './get-subscription.ts';

/** GET /api/payments/test-checkout/{session_id}: what the test-mode checkout page shows. */
export function getTestCheckout(sessionId: string, signal?: AbortSignal) {
  return apiRequest(`/api/payments/test-checkout/${encodeURIComponent(sessionId)}`, {
    schema: TestCheckoutSessionSchema,
    signal,
  });
}

export function testCheckoutQueryOptions(userId: string, sessionId: string) {
  return queryOptions({
    queryKey: [...billingRootKey(userId), 'test-checkout', sessionId] as const,
    queryFn: ({ signal }) => getTestCheckout(sessionId, signal),
    staleTime: 0,
  });
}

export function useTestCheckout(sessionId: string) {
  const userId = useSession()?.userId ?? '';
  return useQuery({ ...testCheckoutQueryOptions(userId, sessionId), enabled: Boolean(userId && sessionId) });
}

/** The page's Pay button and its Cancel button: both answer where the browser goes next. */
export function finishTestCheckout({ sessionId, outcome }: { sessionId: string; outcome: 'complete' | 'cancel' }) {
  return apiRequest(`/api/payments/test-checkout/${encodeURIComponent(sessionId)}/${outcome}`, {
    method: 'POST',
    body: {},
    schema: TestCheckoutOutcomeSchema,
  });
}

export function useFinishTestCheckout() {
  return useMutation({ mutationFn: finishTestCheckout });
}
