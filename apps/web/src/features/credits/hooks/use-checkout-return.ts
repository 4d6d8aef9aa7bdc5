import { planTable } from '@cp/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { announceCreditsChanged } from '../../../lib/credits-events.ts';
import { useSession } from '../../../lib/session-store.ts';
import { creditsQueryOptions } from '../api/get-credits.ts';
import {
  CHECKOUT_POLL_INTERVAL_MS,
  CHECKOUT_POLL_MAX_TRIES,
  checkoutReturnParams,
  isCheckoutReturn,
  reflectsPurchase,
} from '../utils/checkout-return.ts';
import { track } from '../../../lib/analytics.ts';

const numberFormat = new Intl.NumberFormat('en-US');

/**
 * Back from a checkout (success=true, session_id or topup in the URL): polls GET /api/credits
 * every second, up to 20 times, until the plan or balance shows the purchase; then says so,
 * refreshes everything that depends on the plan and removes the parameters from the URL.
 * `canceled=true` only says nothing was charged.
 */
export function useCheckoutReturn() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? '';
  const locationRef = useRef(location);
  const search = location.search;

  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const returning = isCheckoutReturn(params);
    const canceled = params.get('canceled') === 'true';
    if (!userId || (!returning && !canceled)) return;

    const cleanUrl = () => {
      const here = locationRef.current;
      const next = new URLSearchParams(here.search);
      for (const key of checkoutReturnParams) next.delete(key);
      const rest = next.toString();
      void navigate({ pathname: here.pathname, search: rest ? `?${rest}` : '', hash: here.hash }, { replace: true });
    };
    if (!returning) {
      toast('Checkout cancelled. You have not been charged.');
      cleanUrl();
      return;
    }

    const topup = Number(params.get('topup')) || 0;
    const trial = params.get('trial') === 'true';
    const options = creditsQueryOptions(userId);
    const before = queryClient.getQueryData(options.queryKey) ?? null;
    let tries = 0;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      tries += 1;
      const credits = await queryClient.fetchQuery({ ...options, staleTime: 0 }).catch(() => null);
      if (stopped) return;
      if (credits && reflectsPurchase(credits, { topup, before })) {
        toast.success(
          topup > 0
            ? `Payment successful! ${numberFormat.format(topup)} credits were added.`
            : trial
              ? `Your free trial has started: you are on ${planTable[credits.plan].label} with ${numberFormat.format(credits.available)} credits available. Nothing was charged today.`
              : `Payment successful! You are now on ${planTable[credits.plan].label} with ${numberFormat.format(credits.available)} credits available.`,
        );
        track('successful_payment', topup > 0 ? { topup } : { package: credits.plan });
        announceCreditsChanged();
        // The plan changes the account, the sidebar's locks and workspace limits: refetch everything.
        void queryClient.invalidateQueries();
        cleanUrl();
        return;
      }
      if (tries >= CHECKOUT_POLL_MAX_TRIES) {
        toast(
          'Your payment is still being confirmed. Your plan and credits will update shortly; refresh this page in a minute.',
        );
        cleanUrl();
        return;
      }
      timer = setTimeout(() => void poll(), CHECKOUT_POLL_INTERVAL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [search, userId, navigate, queryClient]);
}
