import { CreateCheckoutSessionResponseSchema, type CreateCheckoutSessionBody } from '@cp/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLeaveFor } from '../hooks/use-leave-for.ts';
import { track } from '../../../lib/analytics.ts';

/**
 * POST /api/payments/create-checkout-session: a subscription (with trial or promo) or a top-up
 * pack. `return_path` is where the browser comes back with success=true&session_id=...
 */
export function createCheckoutSession(body: CreateCheckoutSessionBody) {
  return apiRequest('/api/payments/create-checkout-session', {
    method: 'POST',
    body,
    schema: CreateCheckoutSessionResponseSchema,
  });
}

/** Creates the session, then the browser leaves for its checkout_url. */
export function useCreateCheckoutSession() {
  const leaveFor = useLeaveFor();
  return useMutation({
    mutationFn: createCheckoutSession,
    onSuccess: (session, body) => {
      track('begin_checkout', { package: body.package, billing_period: body.billing_period ?? '' });
      leaveFor(session.checkout_url);
    },
  });
}
