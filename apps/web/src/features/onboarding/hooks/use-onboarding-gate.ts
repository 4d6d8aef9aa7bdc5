import { useState } from 'react';
import { sessionKeys, storageKeys } from '../../../lib/storage-keys.ts';

export type OnboardingMode = 'onboarding' | 'edit';

function wasDeclined(): boolean {
  try {
    return (
      localStorage.getItem(storageKeys.onboardingSkipped) === '1' ||
      sessionStorage.getItem(sessionKeys.onboardingDismissed) === '1'
    );
  } catch {
    return false;
  }
}

function remember(storage: Storage, key: string) {
  try {
    storage.setItem(key, '1');
  } catch {
    // Storage unavailable (private mode): the choice holds until the page is left.
  }
}

/**
 * Whether the onboarding modal is open: on entry when the profile is not completed, unless the user
 * chose 'Don't ask again' (kept in local storage) or 'Skip for now' this browser session.
 * 'Edit' in settings opens it on demand.
 */
export function useOnboardingGate(onboardingCompleted: boolean) {
  const [mode, setMode] = useState<OnboardingMode | null>(() =>
    !onboardingCompleted && !wasDeclined() ? 'onboarding' : null,
  );
  return {
    open: mode !== null,
    mode: mode ?? 'onboarding',
    openEditor: () => setMode('edit'),
    close: () => setMode(null),
    skipForNow: () => {
      remember(sessionStorage, sessionKeys.onboardingDismissed);
      setMode(null);
    },
    dontAskAgain: () => {
      remember(localStorage, storageKeys.onboardingSkipped);
      setMode(null);
    },
  };
}
