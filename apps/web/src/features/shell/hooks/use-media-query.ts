import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; follows changes (window resize, rotation). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** Under 768px the sidebar becomes a drawer (docs/product/1-platform.md section 9). */
export const DRAWER_QUERY = '(max-width: 767.98px)';

/** Under 640px the drawer also closes when credits run out (docs/product/1-platform.md section 2). */
export const NARROW_QUERY = '(max-width: 639.98px)';
