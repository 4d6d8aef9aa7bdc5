import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { UPGRADE_PARAM } from '../../../lib/upgrade-param.ts';

/** Closes the upgrade dialog by dropping ?upgrade (and its ?period) from the URL, keeping the rest. */
export function useCloseUpgrade() {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(() => {
    const params = new URLSearchParams(location.search);
    params.delete(UPGRADE_PARAM);
    params.delete('period');
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [location, navigate]);
}
