import { useEffect, useState } from 'react';
import { sessionKeys, storageKeys } from '../../../lib/storage-keys.ts';

/**
 * The hint shows for at most 2 sessions unless the bubble is clicked; the bubble pulses 2 s in every 12 s
 * (docs/product/3-agent-tracker-assistant.md section 9).
 */
export const HINT_MAX_SESSIONS = 2;
export const PULSE_EVERY_MS = 12_000;
export const PULSE_FOR_MS = 2_000;

function countSession(): number {
  try {
    let sessions = Number(localStorage.getItem(storageKeys.askUcHintSessions) ?? 0) || 0;
    if (!sessionStorage.getItem(sessionKeys.askUcHintCounted)) {
      sessions += 1;
      localStorage.setItem(storageKeys.askUcHintSessions, String(sessions));
      sessionStorage.setItem(sessionKeys.askUcHintCounted, '1');
    }
    return sessions;
  } catch {
    return 1;
  }
}

function wasClicked(): boolean {
  try {
    return localStorage.getItem(storageKeys.askUcBubbleClicked) === '1';
  } catch {
    return false;
  }
}

/** Whether to show the hint, whether the bubble is pulsing now, and what a click records. */
export function useBubbleHint(reducedMotion: boolean) {
  const [hint, setHint] = useState(() => !wasClicked() && countSession() <= HINT_MAX_SESSIONS);
  const [pulsing, setPulsing] = useState(false);
  useEffect(() => {
    if (reducedMotion) return undefined;
    let stop: number | undefined;
    const timer = window.setInterval(() => {
      setPulsing(true);
      stop = window.setTimeout(() => setPulsing(false), PULSE_FOR_MS);
    }, PULSE_EVERY_MS);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(stop);
    };
  }, [reducedMotion]);
  const recordClick = () => {
    setHint(false);
    try {
      localStorage.setItem(storageKeys.askUcBubbleClicked, '1');
    } catch {
      // Not remembered: the hint stops after two sessions anyway.
    }
  };
  return { hint, pulsing: pulsing && !reducedMotion, recordClick, dismissHint: () => setHint(false) };
}
