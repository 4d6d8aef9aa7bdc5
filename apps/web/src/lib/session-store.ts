import { useSyncExternalStore } from 'react';
import { storageKeys } from './storage-keys.ts';

export type StoredSession = { idToken: string; refreshToken: string; userId: string; email: string };

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: StoredSession | null | undefined;

function read(): StoredSession | null {
  const idToken = localStorage.getItem(storageKeys.idToken);
  const refreshToken = localStorage.getItem(storageKeys.refreshToken);
  const userId = localStorage.getItem(storageKeys.userId);
  const email = localStorage.getItem(storageKeys.email);
  return idToken && refreshToken && userId ? { idToken, refreshToken, userId, email: email ?? '' } : null;
}

function emit() {
  snapshot = read();
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  // Sign-in and sign-out in another tab apply here too.
  const sessionKeyNames: readonly string[] = [
    storageKeys.idToken,
    storageKeys.refreshToken,
    storageKeys.userId,
    storageKeys.email,
  ];
  window.addEventListener('storage', (event) => {
    if (event.key === null || sessionKeyNames.includes(event.key)) emit();
  });
}

/** The signed-in session, kept in local storage (docs/product/1-platform.md section 3), observable from React. */
export const sessionStore = {
  get(): StoredSession | null {
    if (snapshot === undefined) snapshot = read();
    return snapshot;
  },
  set(session: { id_token: string; refresh_token: string; user_id: string; email: string }) {
    localStorage.setItem(storageKeys.idToken, session.id_token);
    localStorage.setItem(storageKeys.refreshToken, session.refresh_token);
    localStorage.setItem(storageKeys.userId, session.user_id);
    localStorage.setItem(storageKeys.email, session.email);
    emit();
  },
  clear() {
    for (const key of [storageKeys.idToken, storageKeys.refreshToken, storageKeys.userId, storageKeys.email])
      localStorage.removeItem(key);
    emit();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSession(): StoredSession | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => null);
}
