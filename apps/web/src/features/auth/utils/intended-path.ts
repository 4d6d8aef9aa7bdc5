import { sessionKeys } from '../../../lib/storage-keys.ts';

/** Only same-origin app paths are accepted: '/app', '/app/...', '/app?...', '/app#...'. Never '//host' or '/apples'. */
export function isAppPath(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\/app(?:[/?#]|$)/.test(value) && !value.startsWith('//');
}

/** The /app path an unauthenticated visitor asked for (written by the app layout), if any. */
export function readIntendedPath(): string | null {
  try {
    const value = sessionStorage.getItem(sessionKeys.intendedPath);
    return isAppPath(value) ? value : null;
  } catch {
    return null;
  }
}

/** Reads the intended path and forgets it, so it is used once. */
export function consumeIntendedPath(): string | null {
  const value = readIntendedPath();
  try {
    sessionStorage.removeItem(sessionKeys.intendedPath);
  } catch {
    // Storage can be unavailable (private mode); nothing to forget then.
  }
  return value;
}
