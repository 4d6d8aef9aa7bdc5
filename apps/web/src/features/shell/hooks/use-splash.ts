import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import { sessionKeys } from '../../../lib/storage-keys.ts';

/**
 * The loading splash stays at least this long on the first entry of a browser session (docs/product/1-platform.md
 * section 9).
 */
export const SPLASH_MIN_MS = 2000;

/** Tests (or a future 'reduced waiting' setting) provide a shorter minimum. */
export const SplashDurationContext = createContext(SPLASH_MIN_MS);

/**
 * Since when the splash has been on screen (performance.now()). It shows while the shell's code loads
 * (route-loading.tsx), before the shell itself mounts and shows it in turn: the minimum counts from the
 * first, so the splash shows 2 seconds in all, not 2 seconds more once the code has arrived. A splash
 * hidden for longer than a hand-over (signed out, then back after logging in) starts a new count.
 */
let splashShownSince: number | null = null;
let splashHiddenAt: number | null = null;
const HAND_OVER_MS = 250;

/** The splash mounted. */
export function markSplashShown(now: number = performance.now()) {
  const handedOver = splashHiddenAt !== null && now - splashHiddenAt <= HAND_OVER_MS;
  if (splashShownSince === null || (splashHiddenAt !== null && !handedOver)) splashShownSince = now;
  splashHiddenAt = null;
}

/** The splash unmounted: another may take over at once (the shell's), else the next one counts anew. */
export function markSplashHidden(now: number = performance.now()) {
  splashHiddenAt = now;
}

/** Tests start each case from a page load that has not shown the splash yet. */
export function resetSplashShownForTests() {
  splashShownSince = null;
  splashHiddenAt = null;
}

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
    markSplashShown();
    const shownFor = performance.now() - (splashShownSince ?? performance.now());
    // A transition: React renders the shell that replaces the splash in slices, yielding to the browser
    // between them, instead of in one long task (Lighthouse's blocking time, decision 047).
    const timer = window.setTimeout(() => startTransition(() => setPending(false)), Math.max(0, minimumMs - shownFor));
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
