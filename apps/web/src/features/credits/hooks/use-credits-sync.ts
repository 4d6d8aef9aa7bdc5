import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onCreditsChanged } from '../../../lib/credits-events.ts';
import { useSession } from '../../../lib/session-store.ts';
import { creditsRootKey } from '../api/get-credits.ts';

/**
 * Announcements within this window make one refetch (docs/product/1-platform.md section 4: fetch dedup delay 20 ms).
 */
export const CREDITS_REFETCH_DEDUP_MS = 20;

/**
 * Refetches the balance and usage when credits change: the 'uc:credits:changed' event in this tab,
 * or the storage event from another tab. Mount once (the credits badge does).
 */
export function useCreditsSync() {
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? '';
  useEffect(() => {
    if (!userId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onCreditsChanged(() => {
      clearTimeout(timer);
      timer = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: creditsRootKey(userId) }),
        CREDITS_REFETCH_DEDUP_MS,
      );
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [queryClient, userId]);
}
