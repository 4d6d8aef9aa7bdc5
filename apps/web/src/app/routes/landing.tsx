import { LandingPage } from '../../features/landing/components/landing-page.tsx';

/** /, /intro and /pricing (which scrolls to the pricing block). */
export function LandingRoute() {
  return <LandingPage />;
}
