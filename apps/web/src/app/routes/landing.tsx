import { Navigate, useSearchParams } from 'react-router';
import { LandingPage } from '../../features/landing/components/landing-page.tsx';

/**
 * /, /intro and /pricing (which scrolls to the pricing block). `?tab=login` or `?tab=signup` on the
 * home opens that form (docs/product/1-platform.md section 2): the auth page, with the same tab.
 */
export function LandingRoute() {
  const [params] = useSearchParams();
  const tab = params.get('tab');
  if (tab === 'login' || tab === 'signup') return <Navigate to={`/auth?tab=${tab}`} replace />;
  return <LandingPage />;
}
