import type { OAuthProvider, ProvidersResponse, Session, SignupResponse } from '@cp/contracts';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { AccessTokens } from '../../security/access-tokens.ts';
import type { PasswordHasher } from '../../security/passwords.ts';
import { hashToken, newId, newSecretToken } from '../../security/random.ts';
import { passwordResetEmail, signupAttemptEmail, verificationEmail } from '../mail/auth-emails.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { AuthRepository } from './auth.repository.ts';
import { createOAuthSignIn } from './oauth-sign-in.ts';
import type { OidcProvider } from './oidc-providers.ts';

export type Clock = { now(): Date };
export { providerLabel, safeReturnPath } from './oauth-sign-in.ts';

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
// One text for a wrong password, an unknown address and an address not confirmed yet (no enumeration).
const invalidCredentials = () =>
  new AppError(
    'INVALID_CREDENTIALS',
    'Incorrect email or password. If you just signed up, open the link we e-mailed you first.',
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createAuthService(deps: AuthServiceDeps) {
  const { db, hasher, accessTokens, mailer, clock, config } = deps;
  const repo = deps.repo(db);
  let dummyHash: Promise<string> | null = null;

  async function issueSession(
    q: Queryable,
    user: { id: string; email: string; token_version: number },
    familyId = newId('fam'),
  ): Promise<Session> {
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
      tokenHash: hashToken(token),
      userId: user.id,
      kind: 'verify_email',
      expiresAt: new Date(clock.now().getTime() + VERIFY_TTL_MS),
      clientBinding: clientNonce ? hashToken(clientNonce) : null,
    });
    await mailer.send(
      verificationEmail({ userId: user.id, to: user.email, link: `${config.publicUrl}/auth/verify?token=${token}` }),
    );
  }

  async function newResetLink(userId: string) {
    const token = newSecretToken();
    await repo.invalidateUserTokens(userId, 'password_reset');
    await repo.insertUserToken({
      tokenHash: hashToken(token),
      userId,
      kind: 'password_reset',
      expiresAt: new Date(clock.now().getTime() + RESET_TTL_MS),
    });
    return `${config.publicUrl}/auth/reset?token=${token}`;
  }

  /** Answers after the same floor whatever happened, so the timing does not tell whether an account exists. */
  async function answerAfterFloor(started: number) {
    const elapsed = Date.now() - started;
    if (elapsed < config.resetResponseFloorMs) await sleep(config.resetResponseFloorMs - elapsed);
  }

  async function tellOwnerOfSignupAttempt(user: { id: string; email: string }) {
    await mailer.send(
      signupAttemptEmail({
        userId: user.id,
        to: user.email,
        signInLink: `${config.publicUrl}/auth?tab=login`,
        resetLink: await newResetLink(user.id),
      }),
    );
  }

  const oauth = createOAuthSignIn(deps, issueSession);

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
          await repo.insertUser({
            id: user.id,
            email: user.email,
            passwordHash,
            emailVerified: false,
            termsAccepted: true,
          });
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
        throw new AppError(
          'ACCOUNT_LOCKED',
          `Too many failed sign-in attempts. Try again in ${Math.ceil(seconds / 60)} minutes or reset your password.`,
          {
            retry_after_seconds: seconds,
          },
        );
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
        throw outcome.error === 'expired'
          ? new AppError('TOKEN_EXPIRED', 'Token expired')
          : new AppError('TOKEN_INVALID', 'Token verification failed');
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
    async verifyEmail(input: {
      token: string;
      client_nonce?: string | undefined;
      password?: string | undefined;
    }): Promise<{ session: SignupResponse | null; passwordRequired: boolean }> {
      const tokenHash = hashToken(input.token);
      const result = await db.transaction(async (tx) => {
        const txRepo = deps.repo(tx);
        const pending = await txRepo.findUserToken(tokenHash, 'verify_email');
        if (!pending || pending.used_at) return { error: 'invalid' as const };
        if (pending.expires_at <= clock.now()) return { error: 'expired' as const };
        const user = await txRepo.findUserById(pending.user_id);
        if (!user) return { error: 'invalid' as const };
        const bound =
          pending.client_binding !== null &&
          input.client_nonce !== undefined &&
          hashToken(input.client_nonce) === pending.client_binding;
        const proven =
          bound ||
          (user.password_hash !== null &&
            input.password !== undefined &&
            (await hasher.verify(user.password_hash, input.password)));
        if (user.password_hash !== null && !proven)
          return { passwordRequired: true, wrongPassword: input.password !== undefined };
        await txRepo.consumeUserToken(tokenHash, 'verify_email', clock.now());
        await txRepo.markEmailVerified(user.id);
        await txRepo.clearLoginFailures(user.email);
        return { session: proven ? { ...(await issueSession(tx, user)), email_verified: true } : null };
      });
      if ('error' in result) {
        throw result.error === 'expired'
          ? new AppError('TOKEN_EXPIRED', 'Token expired')
          : new AppError('TOKEN_INVALID', 'Token verification failed');
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
      if (user)
        await mailer.send(passwordResetEmail({ userId: user.id, to: user.email, link: await newResetLink(user.id) }));
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
      return {
        google: Boolean(deps.oidcProviders.google),
        microsoft: Boolean(deps.oidcProviders.microsoft),
        email: mailer.mode === 'smtp' ? 'smtp' : 'log',
      };
    },

    ...oauth,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
