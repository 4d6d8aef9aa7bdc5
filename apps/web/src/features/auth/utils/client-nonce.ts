import { sessionKeys, storageKeys } from '../../../lib/storage-keys.ts';

/** 32 random URL-safe characters. */
export function newClientNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}
function write(storage: () => Storage, key: string, value: string | null) {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode): the link then confirms the address without signing in.
  }
}

/**
 * Sign-up: a nonce kept in this browser (local storage, so the link opened in a new tab finds it).
 * The verification link signs in only where it is (docs/decisions/016).
 */
export const signupNonce = {
  create(): string {
    const nonce = newClientNonce();
    write(() => localStorage, storageKeys.signupNonce, nonce);
    return nonce;
  },
  read: () => read(() => localStorage, storageKeys.signupNonce),
  clear: () => write(() => localStorage, storageKeys.signupNonce, null),
};

/** Provider sign-in: a nonce of this tab, which the server's callback echoes in the fragment. */
export const oauthClientState = {
  create(): string {
    const nonce = newClientNonce();
    write(() => sessionStorage, sessionKeys.oauthClientState, nonce);
    return nonce;
  },
  /** The nonce of the flow this tab started, forgotten on reading: a fragment is accepted once. */
  consume(): string | null {
    const value = read(() => sessionStorage, sessionKeys.oauthClientState);
    write(() => sessionStorage, sessionKeys.oauthClientState, null);
    return value;
  },
};
