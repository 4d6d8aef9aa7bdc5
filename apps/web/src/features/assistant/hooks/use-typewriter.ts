import { useEffect, useState } from 'react';

/** docs/product/3-agent-tracker-assistant.md section 9: the answer appears in about 120 steps. */
export const TYPEWRITER_STEPS = 120;
export const TYPEWRITER_STEP_MS = 16;

/**
 * How many characters of a `total`-character answer to show: grows in TYPEWRITER_STEPS steps after
 * `key` changes; everything at once when `instant` (reduced motion, or an answer restored from the draft).
 */
export function useTypewriter(key: unknown, total: number, instant: boolean): number {
  const [step, setStep] = useState(TYPEWRITER_STEPS);
  const [shownKey, setShownKey] = useState<unknown>(key);
  if (shownKey !== key) {
    // a new answer starts from nothing (adjusting state while rendering)
    setShownKey(key);
    setStep(instant ? TYPEWRITER_STEPS : 0);
  }
  useEffect(() => {
    if (step >= TYPEWRITER_STEPS) return undefined;
    const timer = window.setTimeout(() => setStep((s) => s + 1), TYPEWRITER_STEP_MS);
    return () => window.clearTimeout(timer);
  }, [step]);
  return step >= TYPEWRITER_STEPS ? total : Math.ceil((total * step) / TYPEWRITER_STEPS);
}
