import { ExpirePromoResponseSchema, PromoSchema, type Promo } from '@cp/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { billingRootKey } from './get-subscription.ts';

const PromoOrNone = PromoSchema.nullable();

/**
 * The founder offer of a free user (docs/product/3-agent-tracker-assistant.md section 4): GET /api/promos/resolve (204:
 * none), else POST /api/promos/assign (201: a new one; 204: the user already had theirs, or is not on free).
 */
export async function getPromo(signal?: AbortSignal): Promise<Promo | null> {
  const resolved = await apiRequest('/api/promos/resolve', { schema: PromoOrNone, signal });
  if (resolved) return resolved;
  return apiRequest('/api/promos/assign', { method: 'POST', body: {}, schema: PromoOrNone, signal });
}

export function promoQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...billingRootKey(userId), 'promo'] as const,
    queryFn: ({ signal }) => getPromo(signal),
    staleTime: 5 * 60_000,
  });
}

/** Only free users have an offer; others never ask. */
export function usePromo({ isFree }: { isFree: boolean }) {
  const userId = useSession()?.userId ?? '';
  return useQuery({ ...promoQueryOptions(userId), enabled: Boolean(userId) && isFree });
}

/** The countdown reached zero: the offer is gone here at once, and the server is told (POST /api/promos/expire). */
export function useExpirePromo() {
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? '';
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest('/api/promos/expire', { method: 'POST', body: { code }, schema: ExpirePromoResponseSchema }),
    onMutate: () => queryClient.setQueryData(promoQueryOptions(userId).queryKey, null),
  });
}
