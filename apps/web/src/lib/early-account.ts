// The account's first requests, started by the entry script (main.tsx) on /app pages: the shell asks for
// the user, the workspace list and the credits only once its code has arrived and run (the splash shows
// meanwhile), so on a slow phone the three answers waited behind that code (docs/decisions/047). Here they
// leave as soon as the entry runs, with the stored session's token, and `apiRequest` takes each answer
// once, for the same path and token, instead of asking again; it parses it, and a 401 refreshes the session
// and asks again, as for any answer. Plain fetch, no schema: the entry stays free of zod and the contracts.
import { storageKeys } from './storage-keys.ts';

/** GET paths the signed-in shell asks for first (app-layout.tsx). */
export const earlyAccountPaths = ['/api/me', '/api/workspaces', '/api/credits'] as const;

/** An answer older than this is asked for again: the app may have changed the account since. */
export const EARLY_ANSWER_TTL_MS = 10_000;

type Early = { token: string; startedAt: number; response: Promise<Response> };
const early = new Map<string, Early>();

function isAppPath(pathname: string): boolean {
  return pathname === '/app' || pathname.startsWith('/app/');
}

function storedToken(): string | null {
  try {
    return localStorage.getItem(storageKeys.refreshToken) && localStorage.getItem(storageKeys.userId)
      ? localStorage.getItem(storageKeys.idToken)
      : null;
  } catch {
    return null;
  }
}

/** Starts the account's requests when the page is under /app and a session is stored; else does nothing. */
export function startEarlyAccountRequests(pathname: string, now: number = performance.now()): void {
  const token = storedToken();
  if (!token || !isAppPath(pathname)) return;
  for (const path of earlyAccountPaths) {
    const response = fetch(path, {
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
      cache: 'no-store',
    });
    // A failed early request is only a missed head start: the caller then asks itself.
    response.catch(() => undefined);
    early.set(path, { token, startedAt: now, response });
  }
}

/** The early answer for `path`, once: only for the token it was asked with and while it is fresh. */
export function takeEarlyResponse(
  path: string,
  token: string,
  now: number = performance.now(),
): Promise<Response> | null {
  const entry = early.get(path);
  if (!entry) return null;
  early.delete(path);
  if (entry.token !== token || now - entry.startedAt > EARLY_ANSWER_TTL_MS) return null;
  return entry.response;
}

/** Tests start from a page load that asked for nothing yet. */
export function forgetEarlyRequestsForTests(): void {
  early.clear();
}
