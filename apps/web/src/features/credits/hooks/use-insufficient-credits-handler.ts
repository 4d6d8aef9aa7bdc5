import { notEnoughCreditsMessage } from '@cp/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError, serverDetail } from '../../../lib/api-client.ts';
import { announceCreditsChanged } from '../../../lib/credits-events.ts';
import { upgradeHref } from '../../../lib/upgrade-param.ts';
import { useCredits } from '../api/get-credits.ts';

/** A 402 with code INSUFFICIENT_CREDITS (docs/decisions/003). */
export function isInsufficientCredits(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 402 && error.code === 'INSUFFICIENT_CREDITS';
}

/**
 * The credit gate after a paid call fails (docs/product/1-platform.md section 4): for a 402 INSUFFICIENT_CREDITS it
 * shows the server's detail (or 'Not enough credits.'), refreshes the balance, and opens the usage
 * upgrade dialog for free users or sends paid users to Settings > Usage. Returns whether it handled
 * the error, so a screen shows its own message otherwise:
 *
 *   const handleCredits = useInsufficientCreditsHandler();
 *   onError: (error) => handleCredits(error) || toast.error(serverDetail(error, 'Failed to process request.'))
 */
export function useInsufficientCreditsHandler() {
  const navigate = useNavigate();
  const location = useLocation();
  const plan = useCredits().data?.plan;
  return useCallback(
    (error: unknown): boolean => {
      if (!isInsufficientCredits(error)) return false;
      toast.error(serverDetail(error, notEnoughCreditsMessage));
      announceCreditsChanged();
      if (plan && plan !== 'free') void navigate('/app/settings#usage');
      else void navigate(upgradeHref(location, 'credits'));
      return true;
    },
    [navigate, location, plan],
  );
}
