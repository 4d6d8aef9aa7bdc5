import { useEffect, useState } from 'react';

/** How long after the first paint the rest renders. */
export const AFTER_PAINT_MS = 100;

/**
 * False on the first render, true once the browser has painted it (two frames and a short pause): a page renders
 * what is below the fold in a second, shorter task, so its first paint (its largest text, for Lighthouse)
 * does not wait for it (the app home, docs/decisions/047). What renders later must only be appended below
 * what shows first, or it shifts the page.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return undefined;
    // The first frame callback runs before that render is painted, the second after; then a short pause,
    // so the later work starts after the paint is on screen (where Lighthouse times the largest paint).
    let timer: number | undefined;
    let frame = window.requestAnimationFrame(() => {
      frame = window.requestAnimationFrame(() => {
        // Not a transition: one that suspends on the lazy section below held the onboarding dialog's steps.
        timer = window.setTimeout(() => setPainted(true), AFTER_PAINT_MS);
      });
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
