import { ModuleCapabilitiesResponseSchema } from '@cp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';

/** GET /api/modules/capabilities: whether a language model is configured, the letter languages, whether a location changes salary. */
export function getCapabilities(signal?: AbortSignal) {
  return apiRequest('/api/modules/capabilities', { schema: ModuleCapabilitiesResponseSchema, signal });
}

export function capabilitiesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['module-capabilities', userId] as const,
    queryFn: ({ signal }) => getCapabilities(signal),
    staleTime: 5 * 60_000,
  });
}

/** The server's writer capabilities; undefined while loading (nothing is withheld until they are known). */
export function useCapabilities() {
  const userId = useSession()?.userId ?? '';
  return useQuery({ ...capabilitiesQueryOptions(userId), enabled: Boolean(userId) });
}
