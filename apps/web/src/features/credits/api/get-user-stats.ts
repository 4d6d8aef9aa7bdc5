import { USAGE_LOG_PAGE_SIZE, UserStatsResponseSchema } from '@cp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { withTimeout } from '../../../lib/with-timeout.ts';
import { creditsRootKey } from './get-credits.ts';

/** GET /api/user-stats answers within 5 s or counts as failed (docs/product/1-platform.md section 7). */
export const USER_STATS_TIMEOUT_MS = 5000;

/** GET /api/user-stats?page=N: usage per module, balances, the daily series and one page (5) of the usage log. */
export function getUserStats(page: number, signal?: AbortSignal) {
  return withTimeout(USER_STATS_TIMEOUT_MS, signal, (timed) =>
    apiRequest(`/api/user-stats?page=${page}&page_size=${USAGE_LOG_PAGE_SIZE}`, {
      schema: UserStatsResponseSchema,
      signal: timed,
    }),
  );
}

export function userStatsQueryOptions(userId: string, page: number) {
  return queryOptions({
    queryKey: [...creditsRootKey(userId), 'stats', page] as const,
    queryFn: ({ signal }) => getUserStats(page, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useUserStats(page: number) {
  const userId = useSession()?.userId ?? '';
  return useQuery({ ...userStatsQueryOptions(userId, page), enabled: Boolean(userId) });
}
