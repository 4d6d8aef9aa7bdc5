// Sign-in with an OpenID Connect provider (Google, Microsoft): a round trip bound to the browser that
// started it (docs/decisions/016), PKCE, and linking to an existing account only through an e-mail the
// provider verified. Part of the auth service (createAuthService spreads it in).
import type { OAuthProvider, Session } from '@cp/contracts';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { hashToken, newId, newSecretToken } from '../../security/random.ts';
import type { UserRow } from './auth.repository.ts';
import type { AuthServiceDeps } from './auth.service.ts';
import { pkce, type OidcProvider } from './oidc-providers.ts';

const OAUTH_STATE_TTL_MS = 10 * 60_000;
const RETURN_PATH_MAX = 512;
const RETURN_BASE = 'http://return-path.invalid';

/**
 * Only same-site /app paths may be a post-sign-in destination (no open redirect). The path is
 * resolved as a browser would (dot segments, %2e) and must still be on this origin, under /app.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > RETURN_PATH_MAX || !/^\/app(?:[/?#]|$)/.test(value)) return null;
  // Backslashes and control characters are read as '/' or dropped by browsers: never pass them on.
  if (value.includes('\\') || Array.from(value).some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
    return null;
  const url = new URL(value, RETURN_BASE);
  if (url.origin !== RETURN_BASE || !/^\/app(?:\/|$)/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function providerLabel(provider: OAuthProvider) {
  return provider === 'google' ? 'Google' : 'Microsoft';
}

type IssueSession = (q: Queryable, user: { id: string; email: string; token_version: number }) => Promise<Session>;

export function createOAuthSignIn(deps: AuthServiceDeps, issueSession: IssueSession) {
  const { db, clock, config } = deps;
  const repo = deps.repo(db);

  function callbackUri(provider: OAuthProvider) {
    return `${config.publicUrl}/api/auth/oauth/${provider}/callback`;
  }

  return {
    /**
     * Starts a round trip bound to this browser (docs/decisions/016): `browserNonce` goes into a
     * short-lived HttpOnly cookie and only its hash into the database; `clientState` is the tab's own
     * nonce, echoed back in the fragment for the web to compare.
     */
    async startOAuth(
      providerName: OAuthProvider,
      input: { returnTo: string | undefined; clientState: string },
    ): Promise<{ url: string; browserNonce: string }> {
      const provider = deps.oidcProviders[providerName];
      if (!provider)
        throw new AppError(
          'PROVIDER_NOT_CONFIGURED',
          `Sign-in with ${providerLabel(providerName)} is not configured on this server.`,
        );
      const state = pkce.state();
      const nonce = pkce.nonce();
      const codeVerifier = pkce.verifier();
      const browserNonce = newSecretToken();
      await repo.insertOAuthState({
        state,
        provider: providerName,
        codeVerifier,
        nonce,
        returnTo: safeReturnPath(input.returnTo),
        expiresAt: new Date(clock.now().getTime() + OAUTH_STATE_TTL_MS),
        browserBinding: hashToken(browserNonce),
        clientState: input.clientState,
      });
      try {
        const url = await provider.authorizationUrl({
          redirectUri: callbackUri(providerName),
          state,
          nonce,
          codeChallenge: await pkce.challenge(codeVerifier),
        });
        return { url, browserNonce };
      } catch {
        throw new AppError('PROVIDER_ERROR', `Failed to sign in with ${providerLabel(providerName)}.`);
      }
    },

    /** `browserNonce` is the cookie this browser got at the start; without it no tokens are issued. */
    async finishOAuth(
      providerName: OAuthProvider,
      callbackUrl: URL,
      browserNonce: string | null,
    ): Promise<{ session: Session; returnTo: string | null; clientState: string }> {
      const provider = deps.oidcProviders[providerName];
      if (!provider)
        throw new AppError(
          'PROVIDER_NOT_CONFIGURED',
          `Sign-in with ${providerLabel(providerName)} is not configured on this server.`,
        );
      const state = callbackUrl.searchParams.get('state') ?? '';
      const pending = state ? await repo.takeOAuthState(state) : null;
      if (!pending || pending.provider !== providerName || pending.expires_at <= clock.now()) {
        throw new AppError('TOKEN_INVALID', 'This sign-in attempt expired or was already used. Please try again.');
      }
      // A callback link started in another browser (login CSRF: someone else's code and state) stops here.
      if (
        !browserNonce ||
        !pending.browser_binding ||
        !pending.client_state ||
        hashToken(browserNonce) !== pending.browser_binding
      ) {
        throw new AppError('TOKEN_INVALID', 'This sign-in was not started in this browser. Please try again.');
      }
      let identity: Awaited<ReturnType<OidcProvider['exchange']>>;
      try {
        // The provider must see the registered redirect URI, whatever host this request came in on.
        const canonical = new URL(callbackUri(providerName));
        canonical.search = callbackUrl.search;
        identity = await provider.exchange({
          callbackUrl: canonical,
          codeVerifier: pending.code_verifier,
          state,
          nonce: pending.nonce,
        });
      } catch {
        throw new AppError('PROVIDER_ERROR', `Failed to sign in with ${providerLabel(providerName)}.`);
      }
      const session = await db.transaction(async (tx) => {
        const txRepo = deps.repo(tx);
        let userId = await txRepo.findIdentity(providerName, identity.subject);
        let user: UserRow | null = userId ? await txRepo.findUserById(userId) : null;
        if (!user) {
          if (!identity.email)
            throw new AppError('PROVIDER_ERROR', `${providerLabel(providerName)} did not share an e-mail address.`);
          const existing = await txRepo.findUserByEmail(identity.email);
          if (existing) {
            // Link only through an e-mail the provider has verified (docs/decisions/004).
            if (!identity.emailVerified) {
              throw new AppError(
                'CONFLICT',
                'An account with this email already exists. Log in with your password first.',
              );
            }
            user = existing;
            if (!existing.email_verified) {
              // Whoever created this account never proved the address; the provider just proved it
              // for its owner. Drop what they set up so they cannot keep a way in (pre-hijacking).
              await txRepo.removeSignInMethods(existing.id);
              await txRepo.markEmailVerified(existing.id);
              user = (await txRepo.findUserById(existing.id))!; // its token version moved on
            }
          } else {
            userId = newId('usr');
            await txRepo.insertUser({
              id: userId,
              email: identity.email,
              passwordHash: null,
              name: identity.name,
              emailVerified: identity.emailVerified,
              termsAccepted: true,
            });
            user = (await txRepo.findUserById(userId))!;
          }
          await txRepo.insertIdentity({
            provider: providerName,
            subject: identity.subject,
            userId: user.id,
            email: identity.email,
          });
        }
        return issueSession(tx, user);
      });
      return { session, returnTo: pending.return_to, clientState: pending.client_state };
    },
  };
}
