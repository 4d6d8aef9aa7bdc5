import { MeResponseSchema } from '@cp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';

/** GET /api/me (signed in): the user, the onboarding profile and the subscription summary. */
export function getMe(signal?: AbortSignal) {
  return apiRequest('/api/me', { schema: MeResponseSchema, signal });
}

/** Keyed by user so one account never sees another's cached answer. */
export function meQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['me', userId],
    queryFn: ({ signal }) => getMe(signal),
  });
}

export function useMe() {
  const session = useSession();
  return useQuery({ ...meQueryOptions(session?.userId ?? ''), enabled: Boolean(session) });
}
