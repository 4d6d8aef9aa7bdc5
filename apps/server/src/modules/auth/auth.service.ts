import type { OAuthProvider, Session, SignupResponse } from '@cp/contracts';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { AccessTokens } from '../../security/access-tokens.ts';
import type { PasswordHasher } from '../../security/passwords.ts';
import { hashToken, newId, newSecretToken } from '../../security/random.ts';
import { passwordResetEmail, verificationEmail } from '../mail/auth-emails.ts';
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

const LOGIN_MAX_FAILURES = 5;
const LOGIN_LOCK_SECONDS = 15 * 60;
const VERIFY_TTL_MS = 48 * 3600_000;
const RESET_TTL_MS = 3600_000;
const OAUTH_STATE_TTL_MS = 10 * 60_000;
const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 'Incorrect email or password.');

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

  async function issueSession(q: Queryable, user: { id: string; email: string }, familyId = newId('fam')): Promise<Session> {
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
      id_token: await accessTokens.sign({ userId: user.id, email: user.email }),
      refresh_token: refreshToken,
      expires_in: accessTokens.ttlSeconds,
    };
  }

  async function sendVerification(user: { id: string; email: string }) {
    const token = newSecretToken();
    await repo.invalidateUserTokens(user.id, 'verify_email');
    await repo.insertUserToken({ tokenHash: hashToken(token), userId: user.id, kind: 'verify_email', expiresAt: new Date(clock.now().getTime() + VERIFY_TTL_MS) });
    await mailer.send(verificationEmail({ userId: user.id, to: user.email, link: `${config.publicUrl}/auth/verify?token=${token}` }));
  }

  return {
    async signup(input: { email: string; password: string }): Promise<SignupResponse> {
      const passwordHash = await hasher.hash(input.password);
      const user = { id: newId('usr'), email: input.email };
      const session = await db.transaction(async (tx) => {
        await deps.repo(tx).insertUser({ id: user.id, email: user.email, passwordHash, emailVerified: false, termsAccepted: true });
        return issueSession(tx, user);
      });
      await sendVerification(user);
      return { ...session, email_verified: false };
    },

    async login(input: { email: string; password: string }): Promise<Session> {
      const user = await repo.findUserByEmail(input.email);
      if (!user || !user.password_hash) {
        // Same work as a real check, so timing does not reveal which e-mails have accounts.
        dummyHash ??= hasher.hash('not-a-real-password');
        await hasher.verify(await dummyHash, input.password);
        throw invalidCredentials();
      }
      const now = clock.now();
      if (user.locked_until && user.locked_until > now) {
        const seconds = Math.ceil((user.locked_until.getTime() - now.getTime()) / 1000);
        throw new AppError('ACCOUNT_LOCKED', `Too many failed sign-in attempts. Try again in ${Math.ceil(seconds / 60)} minutes or reset your password.`, {
          retry_after_seconds: seconds,
        });
      }
      if (!(await hasher.verify(user.password_hash, input.password))) {
        await repo.recordFailedLogin(user.id, { maxFailures: LOGIN_MAX_FAILURES, lockSeconds: LOGIN_LOCK_SECONDS });
        throw invalidCredentials();
      }
      await repo.clearFailedLogins(user.id);
      return issueSession(db, user);
    },

    async refresh(refreshToken: string): Promise<Session> {
      const outcome = await db.transaction(async (tx) => {
        const txRepo = deps.repo(tx);
        const row = await txRepo.findRefreshTokenForUpdate(hashToken(refreshToken));
        if (!row) return { error: 'invalid' as const };
        if (row.revoked_at || row.used_at) {
          // A used token presented again means it leaked: end the whole sign-in.
          await txRepo.revokeFamily(row.family_id);
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
        if (row) await deps.repo(tx).revokeFamily(row.family_id);
      });
    },

    async verifyEmail(token: string): Promise<void> {
      const result = await db.transaction(async (tx) => {
        const consumed = await deps.repo(tx).consumeUserToken(hashToken(token), 'verify_email', clock.now());
        if (consumed && !consumed.expired) await deps.repo(tx).markEmailVerified(consumed.user_id);
        return consumed;
      });
      if (!result) throw new AppError('TOKEN_INVALID', 'Token verification failed');
      if (result.expired) throw new AppError('TOKEN_EXPIRED', 'Token expired');
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
      if (user) {
        const token = newSecretToken();
        await repo.invalidateUserTokens(user.id, 'password_reset');
        await repo.insertUserToken({ tokenHash: hashToken(token), userId: user.id, kind: 'password_reset', expiresAt: new Date(clock.now().getTime() + RESET_TTL_MS) });
        await mailer.send(passwordResetEmail({ userId: user.id, to: user.email, link: `${config.publicUrl}/auth/reset?token=${token}` }));
      }
      // Answer after the same floor either way, so the timing does not tell whether the account exists.
      const elapsed = Date.now() - started;
      if (elapsed < config.resetResponseFloorMs) await sleep(config.resetResponseFloorMs - elapsed);
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
        }
        return consumed;
      });
      if (!result) throw new AppError('TOKEN_INVALID', 'Token verification failed');
      if (result.expired) throw new AppError('TOKEN_EXPIRED', 'Token expired');
    },

    configuredProviders(): Record<OAuthProvider, boolean> {
      return { google: Boolean(deps.oidcProviders.google), microsoft: Boolean(deps.oidcProviders.microsoft) };
    },

    async startOAuth(providerName: OAuthProvider, returnTo: string | undefined): Promise<string> {
      const provider = deps.oidcProviders[providerName];
      if (!provider) throw new AppError('PROVIDER_NOT_CONFIGURED', `Sign-in with ${providerLabel(providerName)} is not configured on this server.`);
      const state = pkce.state();
      const nonce = pkce.nonce();
      const codeVerifier = pkce.verifier();
      await repo.insertOAuthState({
        state, provider: providerName, codeVerifier, nonce,
        returnTo: safeReturnPath(returnTo),
        expiresAt: new Date(clock.now().getTime() + OAUTH_STATE_TTL_MS),
      });
      try {
        return await provider.authorizationUrl({ redirectUri: callbackUri(providerName), state, nonce, codeChallenge: await pkce.challenge(codeVerifier) });
      } catch {
        throw new AppError('PROVIDER_ERROR', `Failed to sign in with ${providerLabel(providerName)}.`);
      }
    },

    async finishOAuth(providerName: OAuthProvider, callbackUrl: URL): Promise<{ session: Session; returnTo: string | null }> {
      const provider = deps.oidcProviders[providerName];
      if (!provider) throw new AppError('PROVIDER_NOT_CONFIGURED', `Sign-in with ${providerLabel(providerName)} is not configured on this server.`);
      const state = callbackUrl.searchParams.get('state') ?? '';
      const pending = state ? await repo.takeOAuthState(state) : null;
      if (!pending || pending.provider !== providerName || pending.expires_at <= clock.now()) {
        throw new AppError('TOKEN_INVALID', 'This sign-in attempt expired or was already used. Please try again.');
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
      return { session, returnTo: pending.return_to };
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
