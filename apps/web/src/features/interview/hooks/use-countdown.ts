import { useEffect, useRef, useState } from 'react';

/**
 * A countdown that ticks once a second (docs/product/2-modules.md section 4) from the server's seconds left, measured
 * on the browser's monotonic clock; `onZero` runs once when it reaches zero. Null when not running.
 */
export function useCountdown(secondsLeft: number | null, onZero: () => void): number | null {
  const [base, setBase] = useState<number | null>(secondsLeft);
  const [left, setLeft] = useState<number | null>(secondsLeft);
  // a new session (or none): start again from the server's figure (state adjusted while rendering)
  if (base !== secondsLeft) {
    setBase(secondsLeft);
    setLeft(secondsLeft);
  }
  const zero = useRef(onZero);
  useEffect(() => {
    zero.current = onZero;
  }, [onZero]);
  useEffect(() => {
    if (secondsLeft === null) return;
    const startedAt = performance.now();
    let fired = false;
    const timer = window.setInterval(() => {
      const next = Math.max(0, secondsLeft - Math.floor((performance.now() - startedAt) / 1000));
      setLeft(next);
      if (next === 0 && !fired) {
        fired = true;
        window.clearInterval(timer);
        zero.current();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [secondsLeft]);
  return left;
}

/** m:ss, as the spec's ring shows it. */
export const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
