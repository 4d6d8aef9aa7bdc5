import type { OAuthProvider } from '@cp/contracts';
import { readIntendedPath } from './intended-path.ts';

export const providerLabels: Record<OAuthProvider, string> = { google: 'Google', microsoft: 'Microsoft' };

/** Where the browser goes to sign in with a provider; the server sends it back to /auth/callback. */
export function oauthStartUrl(provider: OAuthProvider): string {
  const returnTo = readIntendedPath() ?? '/app';
  return `/api/auth/oauth/${provider}/start?return_to=${encodeURIComponent(returnTo)}`;
}
