import { CreatePortalSessionResponseSchema } from '@cp/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLeaveFor } from '../hooks/use-leave-for.ts';

/** POST /api/payments/create-portal-session: the billing portal (Stripe's, or the test mode's /app/test-portal). */
export function createPortalSession() {
  return apiRequest('/api/payments/create-portal-session', {
    method: 'POST',
    body: {},
    schema: CreatePortalSessionResponseSchema,
  });
}

export function useCreatePortalSession() {
  const leaveFor = useLeaveFor();
  return useMutation({
    mutationFn: createPortalSession,
    onSuccess: (portal) => leaveFor(portal.url || portal.portal_url),
  });
}
