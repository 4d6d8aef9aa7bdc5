import type { OAuthProvider, ProvidersResponse, Session, SignupResponse } from '@cp/contracts';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { AccessTokens } from '../../security/access-tokens.ts';
import type { PasswordHasher } from '../../security/passwords.ts';
import { hashToken, newId, newSecretToken } from '../../security/random.ts';
import { passwordResetEmail, signupAttemptEmail, verificationEmail } from '../mail/auth-emails.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { AuthRepository, UserRow } from './auth.repository.ts';
import { pkce, type OidcProvider } from './oidc-providers.ts';

export type Clock = { now(): Date };

export type AuthServiceDeps = {
  db: Database;
  repo: (q: Queryable) => AuthRepository;
  hasher: PasswordHasher;
  accessTokens: AccessTokens;
  mailer: Mailer;
  clock: Clock;
  oidcProviders: Partial<Record<OAuthProvider, OidcProvider>>;
  config: { publicUrl: string; refreshTtlDays: number; resetResponseFloorMs: number };
};

/** Per address and client: 4 free failures, then 1 minute doubling to 15 (docs/decisions/016). */
const LOGIN_THROTTLE = { freeFailures: 5, baseSeconds: 60, maxSeconds: 15 * 60 };
const VERIFY_TTL_MS = 48 * 3600_000;
const RESET_TTL_MS = 3600_000;
const OAUTH_STATE_TTL_MS = 10 * 60_000;
// One text for a wrong password, an unknown address and an address not confirmed yet (no enumeration).
const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 'Incorrect email or password. If you just signed up, open the link we e-mailed you first.');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const RETURN_PATH_MAX = 512;
const RETURN_BASE = 'http://return-path.invalid';

/**
 * Only same-site /app paths may be a post-sign-in destination (no open redirect). The path is
 * resolved as a browser would (dot segments, %2e) and must still be on this origin, under /app.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > RETURN_PATH_MAX || !/^\/app(?:[/?#]|$)/.test(value)) return null;
  // Backslashes and control characters are read as '/' or dropped by browsers: never pass them on.
  if (value.includes('\\') || Array.from(value).some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  const url = new URL(value, RETURN_BASE);
  if (url.origin !== RETURN_BASE || !/^\/app(?:\/|$)/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, hasher, accessTokens, mailer, clock, config } = deps;
  const repo = deps.repo(db);
  let dummyHash: Promise<string> | null = null;

  async function issueSession(q: Queryable, user: { id: string; email: string; token_version: number }, familyId = newId('fam')): Promise<Session> {
    const refreshToken = newSecretToken();
    await deps.repo(q).insertRefreshToken({
      id: newId('rt'),
      tokenHash: hashToken(refreshToken),
      familyId,
      userId: user.id,
      expiresAt: new Date(clock.now().getTime() + config.refreshTtlDays * 86_400_000),
    });
    return {
      user_id: user.id,
      email: user.email,
      id_token: await accessTokens.sign({ userId: user.id, email: user.email, version: user.token_version }),
      refresh_token: refreshToken,
      expires_in: accessTokens.ttlSeconds,
    };
  }

  /** `clientNonce` binds the link to the browser that signed up: only there does it also sign in. */
  async function sendVerification(user: { id: string; email: string }, clientNonce?: string) {
    const token = newSecretToken();
    await repo.invalidateUserTokens(user.id, 'verify_email');
    await repo.insertUserToken({
      tokenHash: hashToken(token), userId: user.id, kind: 'verify_email', expiresAt: new Date(clock.now().getTime() + VERIFY_TTL_MS),
      clientBinding: clientNonce ? hashToken(clientNonce) : null,
    });
    await mailer.send(verificationEmail({ userId: user.id, to: user.email, link: `${config.publicUrl}/auth/verify?token=${token}` }));
  }

  async function newResetLink(userId: string) {
    const token = newSecretToken();
    await repo.invalidateUserTokens(userId, 'password_reset');
    await repo.insertUserToken({ tokenHash: hashToken(token), userId, kind: 'password_reset', expiresAt: new Date(clock.now().getTime() + RESET_TTL_MS) });
    return `${config.publicUrl}/auth/reset?token=${token}`;
  }

  /** Answers after the same floor whatever happened, so the timing does not tell whether an account exists. */
  async function answerAfterFloor(started: number) {
    const elapsed = Date.now() - started;
    if (elapsed < config.resetResponseFloorMs) await sleep(config.resetResponseFloorMs - elapsed);
  }

  async function tellOwnerOfSignupAttempt(user: { id: string; email: string }) {
    await mailer.send(signupAttemptEmail({ userId: user.id, to: user.email, signInLink: `${config.publicUrl}/auth?tab=login`, resetLink: await newResetLink(user.id) }));
  }

  return {
    /**
     * Enumeration-safe (docs/decisions/016): the same answer whether or not the address has an account.
     * A new address gets an unverified account and a verification link; a known one gets an e-mail
     * saying someone tried, with a sign-in and a reset link. No session either way: the link signs in.
     */
    async signup(input: { email: string; password: string; client_nonce?: string | undefined }): Promise<void> {
      const started = Date.now();
      const passwordHash = await hasher.hash(input.password);
      const existing = await repo.findUserByEmail(input.email);
      if (existing) {
        await tellOwnerOfSignupAttempt(existing);
      } else {
        const user = { id: newId('usr'), email: input.email };
        try {
          await repo.insertUser({ id: user.id, email: user.email, passwordHash, emailVerified: false, termsAccepted: true });
          await sendVerification(user, input.client_nonce);
        } catch (error) {
          if (!(error instanceof AppError && error.code === 'EMAIL_TAKEN')) throw error;
          // Two sign-ups of one address at once: the other one won.
          const winner = await repo.findUserByEmail(input.email);
          if (winner) await tellOwnerOfSignupAttempt(winner);
        }
      }
      await answerAfterFloor(started);
    },

    /**
     * Failures are counted per address and client, for known and unknown addresses alike, with a
     * growing wait: the owner on another device is never locked out (docs/decisions/016). An account
     * whose address is not confirmed yet answers like a wrong password, so sign-up plus login cannot
     * tell whether an address had an account.
     */
    async login(input: { email: string; password: string }, client: string): Promise<Session> {
      const now = clock.now();
      const blockedUntil = await repo.findLoginBlock(input.email, client);
      if (blockedUntil && blockedUntil > now) {
        const seconds = Math.ceil((blockedUntil.getTime() - now.getTime()) / 1000);
        throw new AppError('ACCOUNT_LOCKED', `Too many failed sign-in attempts. Try again in ${Math.ceil(seconds / 60)} minutes or reset your password.`, {
          retry_after_seconds: seconds,
        });
      }
      const user = await repo.findUserByEmail(input.email);
      let ok: boolean;
      if (!user || !user.password_hash) {
        // Same work as a real check, so timing does not reveal which e-mails have accounts.
        dummyHash ??= hasher.hash('not-a-real-password');
        await hasher.verify(await dummyHash, input.password);
        ok = false;
      } else {
        ok = (await hasher.verify(user.password_hash, input.password)) && user.email_verified;
      }
      if (!ok || !user) {
        await repo.recordLoginFailure(input.email, client, LOGIN_THROTTLE);
        throw invalidCredentials();
      }
      await repo.clearLoginFailures(input.email, client);
      return issueSession(db, user);
    },

    async refresh(refreshToken: string): Promise<Session> {
      const outcome = await db.transaction(async (tx) => {
        const txRepo = deps.repo(tx);
        const row = await txRepo.findRefreshTokenForUpdate(hashToken(refreshToken));
        if (!row) return { error: 'invalid' as const };
        if (row.revoked_at || row.used_at) {
          // A used token presented again means it leaked: end the whole sign-in and its access tokens.
          await txRepo.revokeFamily(row.family_id);
          await txRepo.bumpTokenVersion(row.user_id);
          return { error: 'invalid' as const };
        }
        if (row.expires_at <= clock.now()) return { error: 'expired' as const };
        const user = await txRepo.findUserById(row.user_id);
        if (!user) return { error: 'invalid' as const };
        await txRepo.markRefreshTokenUsed(row.id);
        return { session: await issueSession(tx, user, row.family_id) };
      });
      if ('error' in outcome) {
        throw outcome.error === 'expired' ? new AppError('TOKEN_EXPIRED', 'Token expired') : new AppError('TOKEN_INVALID', 'Token verification failed');
      }
      return outcome.session;
    },

    async logout(refreshToken: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await deps.repo(tx).findRefreshTokenForUpdate(hashToken(refreshToken));
        if (!row) return;
        await deps.repo(tx).revokeFamily(row.family_id);
        // The access token dies too; the user's other devices refresh theirs (docs/decisions/016).
        await deps.repo(tx).bumpTokenVersion(row.user_id);
      });
    },

    /**
     * Confirms the address (and lifts any sign-in backoff on it). In the browser that signed up (it
     * holds the nonce the link was bound to) it also signs in. Anywhere else, a password account must
     * type its password first: a link someone else's sign-up sent to this address cannot confirm their
     * password (pre-hijacking), and never plants their session here (docs/decisions/016).
     */
    async verifyEmail(input: { token: string; client_nonce?: string | undefined; password?: string | undefined }): Promise<{ session: SignupResponse | null; passwordRequired: boolean }> {
      const tokenHash = hashToken(input.token);
      const result = await db.transaction(async (tx) => {
        const txRepo = deps.repo(tx);
        const pending = await txRepo.findUserToken(tokenHash, 'verify_email');
        if (!pending || pending.used_at) return { error: 'invalid' as const };
        if (pending.expires_at <= clock.now()) return { error: 'expired' as const };
        const user = await txRepo.findUserById(pending.user_id);
        if (!user) return { error: 'invalid' as const };
        const bound = pending.client_binding !== null && input.client_nonce !== undefined && hashToken(input.client_nonce) === pending.client_binding;
        const proven = bound || (user.password_hash !== null && input.password !== undefined && (await hasher.verify(user.password_hash, input.password)));
        if (user.password_hash !== null && !proven) return { passwordRequired: true, wrongPassword: input.password !== undefined };
        await txRepo.consumeUserToken(tokenHash, 'verify_email', clock.now());
        await txRepo.markEmailVerified(user.id);
        await txRepo.clearLoginFailures(user.email);
        return { session: proven ? { ...(await issueSession(tx, user)), email_verified: true } : null };
      });
      if ('error' in result) {
        throw result.error === 'expired' ? new AppError('TOKEN_EXPIRED', 'Token expired') : new AppError('TOKEN_INVALID', 'Token verification failed');
      }
      if ('passwordRequired' in result) {
        if (result.wrongPassword) throw invalidCredentials();
        return { session: null, passwordRequired: true };
      }
      return { session: result.session, passwordRequired: false };
    },

    async resendVerification(userId: string): Promise<'sent' | 'already_verified'> {
      const user = await repo.findUserById(userId);
      if (!user) throw new AppError('TOKEN_INVALID', 'Token verification failed');
      if (user.email_verified) return 'already_verified';
      await sendVerification(user);
      return 'sent';
    },

    async requestPasswordReset(email: string): Promise<void> {
      const started = Date.now();
      const user = await repo.findUserByEmail(email);
      if (user) await mailer.send(passwordResetEmail({ userId: user.id, to: user.email, link: await newResetLink(user.id) }));
      await answerAfterFloor(started);
    },

    async confirmPasswordReset(input: { token: string; password: string }): Promise<void> {
      const passwordHash = await hasher.hash(input.password);
      const result = await db.transaction(async (tx) => {
        const txRepo = deps.repo(tx);
        const consumed = await txRepo.consumeUserToken(hashToken(input.token), 'password_reset', clock.now());
        if (consumed && !consumed.expired) {
          const user = await txRepo.findUserById(consumed.user_id);
          // The reset link proves the address; a provider identity linked before it was proven
          // (one whose provider did not verify it) may belong to someone else: drop it.
          if (user && !user.email_verified) await txRepo.removeSignInMethods(consumed.user_id);
          await txRepo.setPassword(consumed.user_id, passwordHash);
          await txRepo.markEmailVerified(consumed.user_id);
          await txRepo.revokeAllForUser(consumed.user_id);
          await txRepo.bumpTokenVersion(consumed.user_id);
          // The e-mailed link proves the owner: lift the sign-in backoff on the address everywhere.
          if (user) await txRepo.clearLoginFailures(user.email);
        }
        return consumed;
      });
      if (!result) throw new AppError('TOKEN_INVALID', 'Token verification failed');
      if (result.expired) throw new AppError('TOKEN_EXPIRED', 'Token expired');
    },

    configuredProviders(): ProvidersResponse {
      return { google: Boolean(deps.oidcProviders.google), microsoft: Boolean(deps.oidcProviders.microsoft), email: mailer.mode === 'smtp' ? 'smtp' : 'log' };
    },

    /**
     * Starts a round trip bound to this browser (docs/decisions/016): `browserNonce` goes into a
     * short-lived HttpOnly cookie and only its hash into the database; `clientState` is the tab's own
     * nonce, echoed back in the fragment for the web to compare.
     */
    async startOAuth(providerName: OAuthProvider, input: { returnTo: string | undefined; clientState: string }): Promise<{ url: string; browserNonce: string }> {
      const provider = deps.oidcProviders[providerName];
      if (!provider) throw new AppError('PROVIDER_NOT_CONFIGURED', `Sign-in with ${providerLabel(providerName)} is not configured on this server.`);
      const state = pkce.state();
      const nonce = pkce.nonce();
      const codeVerifier = pkce.verifier();
      const browserNonce = newSecretToken();
      await repo.insertOAuthState({
        state, provider: providerName, codeVerifier, nonce,
        returnTo: safeReturnPath(input.returnTo),
        expiresAt: new Date(clock.now().getTime() + OAUTH_STATE_TTL_MS),
        browserBinding: hashToken(browserNonce),
        clientState: input.clientState,
      });
      try {
        const url = await provider.authorizationUrl({ redirectUri: callbackUri(providerName), state, nonce, codeChallenge: await pkce.challenge(codeVerifier) });
        return { url, browserNonce };
      } catch {
        throw new AppError('PROVIDER_ERROR', `Failed to sign in with ${providerLabel(providerName)}.`);
      }
    },

    /** `browserNonce` is the cookie this browser got at the start; without it no tokens are issued. */
    async finishOAuth(providerName: OAuthProvider, callbackUrl: URL, browserNonce: string | null): Promise<{ session: Session; returnTo: string | null; clientState: string }> {
      const provider = deps.oidcProviders[providerName];
      if (!provider) throw new AppError('PROVIDER_NOT_CONFIGURED', `Sign-in with ${providerLabel(providerName)} is not configured on this server.`);
      const state = callbackUrl.searchParams.get('state') ?? '';
      const pending = state ? await repo.takeOAuthState(state) : null;
      if (!pending || pending.provider !== providerName || pending.expires_at <= clock.now()) {
        throw new AppError('TOKEN_INVALID', 'This sign-in attempt expired or was already used. Please try again.');
      }
      // A callback link started in another browser (login CSRF: someone else's code and state) stops here.
      if (!browserNonce || !pending.browser_binding || !pending.client_state || hashToken(browserNonce) !== pending.browser_binding) {
        throw new AppError('TOKEN_INVALID', 'This sign-in was not started in this browser. Please try again.');
      }
      let identity: Awaited<ReturnType<OidcProvider['exchange']>>;
      try {
        // The provider must see the registered redirect URI, whatever host this request came in on.
        const canonical = new URL(callbackUri(providerName));
        canonical.search = callbackUrl.search;
        identity = await provider.exchange({ callbackUrl: canonical, codeVerifier: pending.code_verifier, state, nonce: pending.nonce });
      } catch {
        throw new AppError('PROVIDER_ERROR', `Failed to sign in with ${providerLabel(providerName)}.`);
      }
      const session = await db.transaction(async (tx) => {
        const txRepo = deps.repo(tx);
        let userId = await txRepo.findIdentity(providerName, identity.subject);
        let user: UserRow | null = userId ? await txRepo.findUserById(userId) : null;
        if (!user) {
          if (!identity.email) throw new AppError('PROVIDER_ERROR', `${providerLabel(providerName)} did not share an e-mail address.`);
          const existing = await txRepo.findUserByEmail(identity.email);
          if (existing) {
            // Link only through an e-mail the provider has verified (DECISIONS.md 5).
            if (!identity.emailVerified) {
              throw new AppError('CONFLICT', 'An account with this email already exists. Log in with your password first.');
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
            await txRepo.insertUser({ id: userId, email: identity.email, passwordHash: null, name: identity.name, emailVerified: identity.emailVerified, termsAccepted: true });
            user = (await txRepo.findUserById(userId))!;
          }
          await txRepo.insertIdentity({ provider: providerName, subject: identity.subject, userId: user.id, email: identity.email });
        }
        return issueSession(tx, user);
      });
      return { session, returnTo: pending.return_to, clientState: pending.client_state };
    },
  };

  function callbackUri(provider: OAuthProvider) {
    return `${config.publicUrl}/api/auth/oauth/${provider}/callback`;
  }
}

export function providerLabel(provider: OAuthProvider) {
  return provider === 'google' ? 'Google' : 'Microsoft';
}

export type AuthService = ReturnType<typeof createAuthService>;
