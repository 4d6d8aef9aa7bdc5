import { SubscriptionMessageResponseSchema } from '@cp/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRefreshAfterBillingChange } from '../hooks/use-refresh-after-billing-change.ts';

/** POST /api/payments/undo-cancel-subscription: the subscription continues. */
export function undoCancelSubscription() {
  return apiRequest('/api/payments/undo-cancel-subscription', {
    method: 'POST',
    body: {},
    schema: SubscriptionMessageResponseSchema,
  });
}

export function useUndoCancelSubscription() {
  const refresh = useRefreshAfterBillingChange();
  return useMutation({ mutationFn: undoCancelSubscription, onSuccess: refresh });
}
