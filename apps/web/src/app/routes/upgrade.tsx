import { Navigate, useLocation } from 'react-router';
import { UPGRADE_PARAM } from '../../lib/upgrade-param.ts';

/**
 * /app/upgrade (a shareable link to the upgrade screen, e.g. ?period=monthly): Settings with the
 * upgrade dialog open; back from a checkout (success, session_id, topup), Settings where the
 * return is handled.
 */
export function UpgradeRoute() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const isCheckoutReturn = ['success', 'status', 'session_id', 'sessionId', 'topup'].some((key) => params.has(key));
  if (!isCheckoutReturn && !params.has(UPGRADE_PARAM)) params.set(UPGRADE_PARAM, 'open');
  return <Navigate to={`/app/settings?${params.toString()}#subscription`} replace />;
}
