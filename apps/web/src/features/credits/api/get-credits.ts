import { CreditsResponseSchema } from '@cp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';

/** Every credits query of one user (balance and usage) starts with this key: one invalidation refreshes all. */
export function creditsRootKey(userId: string) {
  return ['credits', userId] as const;
}

/** GET /api/credits: balances (allowance, top-ups, held), the plan, the next reset and the costs. */
export function getCredits(signal?: AbortSignal) {
  return apiRequest('/api/credits', { schema: CreditsResponseSchema, signal });
}

export function creditsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...creditsRootKey(userId), 'balance'] as const,
    queryFn: ({ signal }) => getCredits(signal),
  });
}

/** Every component reading credits shares this one query (TanStack Query dedupes the fetches). */
export function useCredits() {
  const userId = useSession()?.userId ?? '';
  return useQuery({ ...creditsQueryOptions(userId), enabled: Boolean(userId) });
}
