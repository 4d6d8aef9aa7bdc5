import { TestPortalResponseSchema } from '@cp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { billingRootKey } from './get-subscription.ts';

/** GET /api/payments/test-portal: the test-mode billing portal's subscription and payment history. */
export function getTestPortal(signal?: AbortSignal) {
  return apiRequest('/api/payments/test-portal', { schema: TestPortalResponseSchema, signal });
}

export function testPortalQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...billingRootKey(userId), 'test-portal'] as const,
    queryFn: ({ signal }) => getTestPortal(signal),
    staleTime: 0,
  });
}

export function useTestPortal() {
  const userId = useSession()?.userId ?? '';
  return useQuery({ ...testPortalQueryOptions(userId), enabled: Boolean(userId) });
}
