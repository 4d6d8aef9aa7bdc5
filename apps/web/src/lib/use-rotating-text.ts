import { useEffect, useState } from 'react';

/** Cycles through `texts` every `intervalMs` while mounted (loading messages: the analysis overlay, the job search phases). */
export function useRotatingText(texts: readonly string[], intervalMs = 2200): string {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (texts.length < 2) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % texts.length), intervalMs);
    return () => window.clearInterval(timer);
  }, [texts, intervalMs]);
  return texts[index % Math.max(texts.length, 1)] ?? '';
}
