import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it (a frame, then a task): a page renders
 * what is below the fold in a second, shorter task, so its first paint (its largest text, for Lighthouse)
 * does not wait for it (the app home, docs/decisions/047). What renders later must only be appended below
 * what shows first, or it shifts the page.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return undefined;
    let timer: number | undefined;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
