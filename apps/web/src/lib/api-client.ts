import { ErrorBodySchema, SessionSchema } from '@cp/contracts';
import { ApiError } from './api-error.ts';
import type { z } from 'zod';
import { takeEarlyResponse } from './early-account.ts';
import { errorMessages } from './error-messages.ts';
import { sessionStore } from './session-store.ts';

export { ApiError } from './api-error.ts';

type RequestOptions<S extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data (file uploads); the browser sets the boundary. */
  form?: FormData;
  schema: S;
  /** Send the bearer token (default true). */
  auth?: boolean;
  signal?: AbortSignal;
  /** Read the answer as a file (a Blob, checked by `schema`) instead of JSON. */
  blob?: boolean;
};

let refreshing: Promise<boolean> | null = null;
let onSessionLost: () => void = () => undefined;

/** What to do when the session cannot be refreshed (the router sends the user to /auth). */
export function setSessionLostHandler(handler: () => void) {
  onSessionLost = handler;
}

async function refreshSession(): Promise<boolean> {
  const current = sessionStore.get();
  if (!current) return false;
  // One refresh at a time, shared by every call that got a 401 meanwhile.
  refreshing ??= (async () => {
    try {
      const res = await fetch('/api/auth/refresh', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: current.refreshToken }),
      });
      if (!res.ok) return false;
      sessionStore.set(SessionSchema.parse(await res.json()));
      return true;
    } catch {
      return false;
    } finally {
      setTimeout(() => {
        refreshing = null;
      }, 0);
    }
  })();
  return refreshing;
}

async function toApiError(res: Response): Promise<ApiError> {
  const raw: unknown = await res.json().catch(() => null);
  const parsed = ErrorBodySchema.safeParse(raw);
  if (parsed.success)
    return new ApiError(
      res.status,
      parsed.data.code,
      parsed.data.detail || errorMessages[parsed.data.code],
      parsed.data,
    );
  return new ApiError(res.status, 'INTERNAL', errorMessages.INTERNAL);
}

/**
 * Calls the API and parses the answer with its contract schema. A 401 on a signed-in call
 * refreshes the session once and retries (docs/decisions/004); if that fails the session is cleared.
 */
export async function apiRequest<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<z.infer<S>> {
  const useAuth = options.auth ?? true;
  const send = () => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.body !== undefined && !options.form) headers['content-type'] = 'application/json';
    const token = sessionStore.get()?.idToken;
    if (useAuth && token) headers.authorization = `Bearer ${token}`;
    const request = () =>
      fetch(path, {
        method: options.method ?? 'GET',
        headers,
        body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
        signal: options.signal,
        cache: 'no-store',
      });
    // The entry script may already have asked (lib/early-account.ts); if that failed, ask now.
    const early = useAuth && token && !options.method && !options.blob ? takeEarlyResponse(path, token) : null;
    return early ? early.catch(request) : request();
  };
  let res: Response;
  try {
    res = await send();
    if (res.status === 401 && useAuth && sessionStore.get()) {
      if (await refreshSession()) {
        res = await send();
      } else {
        sessionStore.clear();
        onSessionLost();
      }
    }
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', 'Cannot reach the server. Check your connection and try again.');
  }
  if (!res.ok) throw await toApiError(res);
  // 204 No Content (e.g. GET /api/promos/resolve with no promo) is read as null: the schema decides.
  if (res.status === 204) return options.schema.parse(null);
  if (options.blob) return options.schema.parse(await res.blob());
  return options.schema.parse(await res.json());
}

/** The message to show for any error thrown by a call. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.detail || fallback;
  return fallback;
}

/**
 * The server's own detail when it sent one (or the connection message when it could not be
 * reached), else the screen's default text (docs/product/1-platform.md section 8: detail, else a default).
 */
export function serverDetail(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'NETWORK') return error.detail;
  return typeof error.body.detail === 'string' && error.body.detail.trim() ? error.body.detail : fallback;
}
