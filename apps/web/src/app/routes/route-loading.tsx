import { SplashScreen } from '../../features/shell/components/splash-screen.tsx';

/**
 * Placeholder while a route's code loads (usually a few milliseconds on the same origin). Under /app it
 * is already the signed-in splash the shell shows next, so a slow connection sees 'Loading your
 * workspace...' at once instead of a blank page, and nothing changes when the shell takes over.
 */
export function RouteLoading() {
  if (window.location.pathname === '/app' || window.location.pathname.startsWith('/app/')) return <SplashScreen />;
  return (
    <div role="status" aria-label="Loading" className="grid min-h-screen place-items-center">
      <span className="size-6 animate-spin rounded-full border-2 border-line-strong border-t-brand-700" />
    </div>
  );
}
