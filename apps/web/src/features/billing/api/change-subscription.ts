import { ChangeSubscriptionResponseSchema, type ChangeSubscriptionBody } from '@cp/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRefreshAfterBillingChange } from '../hooks/use-refresh-after-billing-change.ts';

/** POST /api/payments/change-subscription: Pro <-> Ultimate and monthly <-> quarterly, prorated. */
export function changeSubscription(body: ChangeSubscriptionBody) {
  return apiRequest('/api/payments/change-subscription', {
    method: 'POST',
    body,
    schema: ChangeSubscriptionResponseSchema,
  });
}

export function useChangeSubscription() {
  const refresh = useRefreshAfterBillingChange();
  return useMutation({ mutationFn: changeSubscription, onSuccess: refresh });
}
