import { storageKeys } from './storage-keys.ts';

/**
 * The app-wide 'credits changed' event (docs/product/1-platform.md section 3): the credits badge and usage refetch on
 * it.
 */
export const CREDITS_CHANGED_EVENT = 'uc:credits:changed';

/**
 * Tells this tab (a window event) and the user's other tabs (a local storage write, seen there as a
 * storage event) that the credit balance changed: after a run, a purchase or a plan change.
 */
export function announceCreditsChanged() {
  window.dispatchEvent(new Event(CREDITS_CHANGED_EVENT));
  try {
    localStorage.setItem(storageKeys.creditsChangedAt, String(Date.now()));
  } catch {
    // Storage unavailable: other tabs catch up on their next fetch.
  }
}

/** Calls `listener` on every credits-changed announcement, from this tab or another; returns the unsubscribe. */
export function onCreditsChanged(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.creditsChangedAt) listener();
  };
  window.addEventListener(CREDITS_CHANGED_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CREDITS_CHANGED_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
