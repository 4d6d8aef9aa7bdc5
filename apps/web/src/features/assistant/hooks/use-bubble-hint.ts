import { useEffect, useState, useSyncExternalStore } from 'react';
import { sessionKeys, storageKeys } from '../../../lib/storage-keys.ts';

/**
 * The hint shows for at most 2 sessions unless the bubble is clicked; the bubble pulses 2 s in every 12 s
 * (docs/product/3-agent-tracker-assistant.md section 9). The hint sits above the page (ask-uc-hint.tsx), the
 * bubble floats at the bottom: both read whether it shows from storage, and hear when it is hidden.
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

function isHidden(): boolean {
  try {
    return (
      localStorage.getItem(storageKeys.askUcBubbleClicked) === '1' ||
      sessionStorage.getItem(sessionKeys.askUcHintHidden) === '1'
    );
  } catch {
    return false;
  }
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isShown = () => !isHidden() && countSession() <= HINT_MAX_SESSIONS;

function hide(key: string, storage: () => Storage) {
  try {
    storage().setItem(key, '1');
  } catch {
    // Not remembered: the hint stops after two sessions anyway.
  }
  for (const listener of listeners) listener();
}

/** Whether the hint shows, and hiding it for this session (its X). */
export function useBubbleHintShown() {
  const shown = useSyncExternalStore(subscribe, isShown, () => false);
  return { shown, dismiss: () => hide(sessionKeys.askUcHintHidden, () => sessionStorage) };
}

/** Whether the bubble is pulsing now, and what a click on it records (the hint is then never shown again). */
export function useBubblePulse(reducedMotion: boolean) {
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
  const recordClick = () => hide(storageKeys.askUcBubbleClicked, () => localStorage);
  return { pulsing: pulsing && !reducedMotion, recordClick };
}
