import { ReferralSummarySchema } from '@cp/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';

/** GET /api/referrals/me: the user's referral code and what it earned. */
export function getReferral(signal?: AbortSignal) {
  return apiRequest('/api/referrals/me', { schema: ReferralSummarySchema, signal });
}

export function useReferral(enabled: boolean) {
  const userId = useSession()?.userId ?? '';
  return useQuery({
    queryKey: ['referral', userId] as const,
    queryFn: ({ signal }) => getReferral(signal),
    enabled: enabled && Boolean(userId),
  });
}
