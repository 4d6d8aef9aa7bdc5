import { SubscriptionMessageResponseSchema } from '@cp/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRefreshAfterBillingChange } from '../hooks/use-refresh-after-billing-change.ts';

/** POST /api/payments/cancel-subscription: at the period's end, or at once for a trial. */
export function cancelSubscription() {
  return apiRequest('/api/payments/cancel-subscription', {
    method: 'POST',
    body: {},
    schema: SubscriptionMessageResponseSchema,
  });
}

export function useCancelSubscription() {
  const refresh = useRefreshAfterBillingChange();
  return useMutation({ mutationFn: cancelSubscription, onSuccess: refresh });
}
