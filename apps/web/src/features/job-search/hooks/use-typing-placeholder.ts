import { useEffect, useState } from 'react';
import { PHRASE_PAUSE_MS, TYPE_MS } from '../utils/example-queries.ts';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The agent box's animated placeholder (docs/product/3-agent-tracker-assistant.md section 9): each example typed at 25
 * ms a character, held 4 s, then the next. Paused (the whole phrase shown) while `paused`, and never animated when
 * the user prefers reduced motion.
 */
export function useTypingPlaceholder(phrases: readonly string[], paused: boolean): string {
  const [index, setIndex] = useState(0);
  const [shown, setShown] = useState(() => (prefersReducedMotion() ? (phrases[0] ?? '') : ''));
  const phrase = phrases[index % phrases.length] ?? '';

  useEffect(() => {
    if (paused || prefersReducedMotion()) return undefined;
    if (shown.length < phrase.length) {
      const timer = window.setTimeout(() => setShown(phrase.slice(0, shown.length + 1)), TYPE_MS);
      return () => window.clearTimeout(timer);
    }
    const timer = window.setTimeout(() => {
      setIndex((i) => i + 1);
      setShown('');
    }, PHRASE_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [paused, shown, phrase]);

  return paused || prefersReducedMotion() ? phrase : shown;
}
