export type OAuthFragment = {
  session: { id_token: string; refresh_token: string; user_id: string; email: string };
  returnTo: string | null;
  /** The nonce of the tab that started the flow, echoed by the server. */
  clientState: string | null;
};

/**
 * Parses the fragment the server's OpenID Connect callback redirects to:
 * '#id_token=..&refresh_token=..&user_id=..&email=..&expires_in=..&return_to=..'.
 * Returns null when a token or the user id is missing.
 */
export function parseOAuthFragment(hash: string): OAuthFragment | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const idToken = params.get('id_token');
  const refreshToken = params.get('refresh_token');
  const userId = params.get('user_id');
  if (!idToken || !refreshToken || !userId) return null;
  return {
    session: { id_token: idToken, refresh_token: refreshToken, user_id: userId, email: params.get('email') ?? '' },
    returnTo: params.get('return_to'),
    clientState: params.get('client_state'),
  };
}
