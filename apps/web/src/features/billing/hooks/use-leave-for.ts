import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Goes to a checkout or billing-portal URL: an in-app path (the test mode's /app/test-checkout and
 * /app/test-portal) inside the app, anything else (Stripe) by leaving the page.
 */
export function useLeaveFor() {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      if (url.startsWith('/') && !url.startsWith('//')) void navigate(url);
      else window.location.assign(url);
    },
    [navigate],
  );
}
