/**
 * The cookie that binds an OpenID Connect round trip to the browser that started it (docs/decisions/016).
 * HttpOnly (no script reads it), SameSite=Lax (sent on the provider's top-level redirect back, not on
 * cross-site subrequests), scoped to the OAuth routes, and gone after 10 minutes or the callback.
 */
const NAME = 'cp_oauth';
const PATH = '/api/auth/oauth';
const MAX_AGE_SECONDS = 600;

const attributes = (secure: boolean) => `Path=${PATH}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

export const oauthCookie = (nonce: string, secure: boolean) =>
  `${NAME}=${nonce}; Max-Age=${MAX_AGE_SECONDS}; ${attributes(secure)}`;

export const clearOAuthCookie = (secure: boolean) => `${NAME}=; Max-Age=0; ${attributes(secure)}`;

/** The nonce from a Cookie header, or null. */
export function readOAuthCookie(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === NAME) return value.join('=') || null;
  }
  return null;
}
