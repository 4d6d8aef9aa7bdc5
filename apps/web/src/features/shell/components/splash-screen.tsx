import { useEffect } from 'react';
import { BrandMark } from '../../../components/ui/brand-mark.tsx';
import { markSplashHidden, markSplashShown } from '../hooks/use-splash.ts';

/**
 * Full-screen loading splash (docs/product/1-platform.md section 2). A polite status, so screen readers hear the text
 * once.
 */
export function SplashScreen() {
  useEffect(() => {
    markSplashShown();
    return () => markSplashHidden();
  }, []);
  return (
    <div role="status" className="fixed inset-0 z-50 grid place-items-center bg-surface-muted px-6">
      <div className="flex flex-col items-center gap-6 text-center">
        <BrandMark className="text-xl" />
        <span aria-hidden className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
        <p className="text-base font-medium text-ink">Loading your workspace...</p>
      </div>
    </div>
  );
}
