import { useEffect, useState } from 'react';

/** The index of the message to show, moving on every `intervalMs` while `active`; back to 0 when not. */
export function useRotatingIndex(count: number, intervalMs: number, active: boolean): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!active) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => {
      window.clearInterval(timer);
      setIndex(0);
    };
  }, [active, count, intervalMs]);
  return active ? index : 0;
}
