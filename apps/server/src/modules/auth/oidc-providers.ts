import * as oidc from 'openid-client';
import type { OAuthProvider } from '@cp/contracts';

export type OidcProviderConfig = { issuer: string; clientId: string; clientSecret: string };

export type OidcProvider = {
  readonly name: OAuthProvider;
  authorizationUrl(input: {
    redirectUri: string;
    state: string;
    nonce: string;
    codeChallenge: string;
  }): Promise<string>;
  /** Exchanges the code (PKCE, state and nonce checked) and returns the verified identity claims. */
  exchange(input: {
    callbackUrl: URL;
    codeVerifier: string;
    state: string;
    nonce: string;
  }): Promise<{ subject: string; email: string | null; emailVerified: boolean; name: string | null }>;
};

/** One OpenID Connect relying party per configured provider; discovery is fetched once, lazily. */
export function createOidcProvider(
  name: OAuthProvider,
  config: OidcProviderConfig,
  options: { allowInsecure: boolean },
): OidcProvider {
  let discovered: Promise<oidc.Configuration> | null = null;
  const configuration = () => {
    discovered ??= oidc
      .discovery(new URL(config.issuer), config.clientId, config.clientSecret, undefined, {
        ...(options.allowInsecure ? { execute: [oidc.allowInsecureRequests] } : {}),
        timeout: 10,
      })
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };
  return {
    name,
    async authorizationUrl({ redirectUri, state, nonce, codeChallenge }) {
      const url = oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return url.href;
    },
    async exchange({ callbackUrl, codeVerifier, state, nonce }) {
      const cfg = await configuration();
      const tokens = await oidc.authorizationCodeGrant(cfg, callbackUrl, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
        expectedNonce: nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The provider returned no id_token claims');
      let email = typeof claims.email === 'string' ? claims.email : null;
      let emailVerified = claims.email_verified === true;
      let name = typeof claims.name === 'string' ? claims.name : null;
      if (!email && tokens.access_token) {
        const info = await oidc.fetchUserInfo(cfg, tokens.access_token, claims.sub);
        email = typeof info.email === 'string' ? info.email : null;
        emailVerified = info.email_verified === true;
        name ??= typeof info.name === 'string' ? info.name : null;
      }
      return { subject: claims.sub, email, emailVerified, name };
    },
  };
}

export const pkce = {
  verifier: () => oidc.randomPKCECodeVerifier(),
  challenge: (verifier: string) => oidc.calculatePKCECodeChallenge(verifier),
  state: () => oidc.randomState(),
  nonce: () => oidc.randomNonce(),
};
