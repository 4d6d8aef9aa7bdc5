import { useQueryClient } from '@tanstack/react-query';
import type { CreditsResponse } from '@cp/contracts';
import { useMemo, useRef } from 'react';
import { useSession } from '../../../lib/session-store.ts';
import { creditsQueryOptions } from '../api/get-credits.ts';
import { deductOneCredit } from '../utils/optimistic-credits.ts';

/**
 * docs/product/1-platform.md section 4: a module run deducts one credit from the shown balance as it starts and
 * restores it when the run fails; on success the badge refetches the real balance (credits-changed event).
 */
export function useOptimisticRunCredit() {
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? '';
  const before = useRef<CreditsResponse | null>(null);
  return useMemo(() => {
    const key = creditsQueryOptions(userId).queryKey;
    return {
      start({ isCharged }: { isCharged: boolean }) {
        const current = queryClient.getQueryData(key);
        if (!isCharged || !current) return;
        before.current = current;
        queryClient.setQueryData(key, deductOneCredit(current));
      },
      restore() {
        if (before.current) queryClient.setQueryData(key, before.current);
        before.current = null;
      },
      settle() {
        before.current = null;
      },
    };
  }, [queryClient, userId]);
}
