import type { OAuthProvider } from '@cp/contracts';
import { oauthClientState } from './client-nonce.ts';
import { readIntendedPath } from './intended-path.ts';

export const providerLabels: Record<OAuthProvider, string> = { google: 'Google', microsoft: 'Microsoft' };

/**
 * Where the browser goes to sign in with a provider; the server sends it back to /auth/callback.
 * Starts a new flow of this tab: its nonce must come back in the callback's fragment.
 */
export function oauthStartUrl(provider: OAuthProvider): string {
  const returnTo = readIntendedPath() ?? '/app';
  return `/api/auth/oauth/${provider}/start?return_to=${encodeURIComponent(returnTo)}&client_state=${oauthClientState.create()}`;
}
