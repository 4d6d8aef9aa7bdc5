import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { announceCreditsChanged } from '../../../lib/credits-events.ts';

/**
 * After a plan change, cancellation or purchase: the plan touches the account, the sidebar's locks,
 * workspace limits, credits and usage, so every query refetches (what the spec's page reload did,
 * without the reload) and other tabs hear that credits changed.
 */
export function useRefreshAfterBillingChange() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    announceCreditsChanged();
    await queryClient.invalidateQueries();
  }, [queryClient]);
}
