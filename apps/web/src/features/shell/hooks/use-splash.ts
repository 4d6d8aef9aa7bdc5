import { createContext, useContext, useEffect, useState } from 'react';
import { sessionKeys } from '../../../lib/storage-keys.ts';

/**
 * The loading splash stays at least this long on the first entry of a browser session (docs/product/1-platform.md
 * section 9).
 */
export const SPLASH_MIN_MS = 2000;

/** Tests (or a future 'reduced waiting' setting) provide a shorter minimum. */
export const SplashDurationContext = createContext(SPLASH_MIN_MS);

function alreadyShown(): boolean {
  try {
    return sessionStorage.getItem(sessionKeys.splashShown) === '1';
  } catch {
    return false;
  }
}

/** True while the splash must still be shown for its minimum time; false once shown this session. */
export function useSplashMinimumPending(): boolean {
  const minimumMs = useContext(SplashDurationContext);
  const [pending, setPending] = useState(() => minimumMs > 0 && !alreadyShown());
  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => setPending(false), minimumMs);
    return () => window.clearTimeout(timer);
  }, [pending, minimumMs]);
  return pending;
}

/** Remember for this browser session that the splash has been seen, so in-app navigation skips it. */
export function useRememberSplashShown(done: boolean) {
  useEffect(() => {
    if (!done) return;
    try {
      sessionStorage.setItem(sessionKeys.splashShown, '1');
    } catch {
      // Storage unavailable: the splash may show again on the next entry; harmless.
    }
  }, [done]);
}
