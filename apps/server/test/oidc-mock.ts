import { OAuth2Server, type MutableResponse, type MutableToken } from 'oauth2-mock-server';

export type MockIdentity = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  /** Where the e-mail claims travel: in the id_token (default) or only from the userinfo endpoint. */
  claimsIn?: 'id_token' | 'userinfo';
  /** The `sub` the userinfo endpoint answers with; defaults to `sub` (a mismatch must fail the sign-in). */
  userinfoSub?: string;
  /** Claims forced into the id_token last (a wrong nonce or issuer must fail the sign-in). */
  idTokenOverrides?: Record<string, unknown>;
};

export type OidcMock = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Env overrides that configure Google sign-in against this mock. */
  env: Record<string, string>;
  /** The identity the next authorization-code exchange signs into its id_token (and userinfo). */
  willSignIn(identity: MockIdentity): void;
  stop(): Promise<void>;
};

/**
 * A real OpenID Connect provider on 127.0.0.1 (oauth2-mock-server: discovery, JWKS, PKCE, nonce).
 * Its issuer is http://localhost:PORT even though it listens on 127.0.0.1.
 */
export async function startOidcMock(): Promise<OidcMock> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const issuer = server.issuer.url!;
  const clientId = 'test-client';
  const clientSecret = 'test-secret';
  const service = server.service;

  return {
    issuer,
    clientId,
    clientSecret,
    env: {
      GOOGLE_ISSUER: issuer,
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_CLIENT_SECRET: clientSecret,
      OIDC_ALLOW_INSECURE: 'true',
    },
    willSignIn(identity) {
      const { sub, claimsIn = 'id_token', userinfoSub = sub, idTokenOverrides = {}, ...claims } = identity;
      // Forget what an earlier sign-in set up but did not use (userinfo is only asked when needed).
      service.removeAllListeners('beforeTokenSigning');
      service.removeAllListeners('beforeUserinfo');
      // The token endpoint signs two tokens (access token first, then id_token); `once` would only
      // ever see the access token, so listen until the id_token (the one with our client as aud) passes.
      const onToken = (token: MutableToken) => {
        if (token.payload.aud !== clientId) return;
        service.off('beforeTokenSigning', onToken);
        token.payload.sub = sub;
        if (claimsIn === 'id_token') Object.assign(token.payload, claims);
        Object.assign(token.payload, idTokenOverrides);
      };
      service.on('beforeTokenSigning', onToken);
      service.once('beforeUserinfo', (response: MutableResponse) => {
        response.body = { sub: userinfoSub, ...claims };
      });
    },
    async stop() {
      service.removeAllListeners();
      await server.stop();
    },
  };
}
