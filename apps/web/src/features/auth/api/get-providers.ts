import { ProvidersResponseSchema } from '@cp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/auth/providers: which of Google and Microsoft this server has configured. */
export function getProviders() {
  return apiRequest('/api/auth/providers', { auth: false, schema: ProvidersResponseSchema });
}

export const providersQueryOptions = queryOptions({
  queryKey: ['auth', 'providers'],
  queryFn: getProviders,
  staleTime: 5 * 60_000,
  retry: false,
});

export function useProviders() {
  return useQuery(providersQueryOptions);
}
