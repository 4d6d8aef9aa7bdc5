import type { Queryable } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';

export type UserRow = {
  id: string;
  email: string;
  password_hash: string | null;
  name: string | null;
  email_verified: boolean;
  token_version: number;
  created_at: Date;
};

const userColumns = 'id, email, password_hash, name, email_verified, token_version, created_at';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export type RefreshTokenRow = {
  id: string;
  family_id: string;
  user_id: string;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
};

export type OAuthStateRow = {
  provider: string;
  code_verifier: string;
  nonce: string;
  return_to: string | null;
  expires_at: Date;
  browser_binding: string | null;
  client_state: string | null;
};

export function createAuthRepository(db: Queryable) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | null> {
      const { rows } = await db.query<UserRow>(`SELECT ${userColumns} FROM users WHERE email_normalized = $1`, [
        normalizeEmail(email),
      ]);
      return rows[0] ?? null;
    },
    async findUserById(id: string): Promise<UserRow | null> {
      const { rows } = await db.query<UserRow>(`SELECT ${userColumns} FROM users WHERE id = $1`, [id]);
      return rows[0] ?? null;
    },
    async insertUser(user: {
      id: string;
      email: string;
      passwordHash: string | null;
      name?: string | null;
      emailVerified: boolean;
      termsAccepted: boolean;
    }) {
      try {
        await db.query(
          `INSERT INTO users (id, email, email_normalized, password_hash, name, email_verified, terms_accepted_at)
           VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7 THEN now() END)`,
          [
            user.id,
            user.email,
            normalizeEmail(user.email),
            user.passwordHash,
            user.name ?? null,
            user.emailVerified,
            user.termsAccepted,
          ],
        );
        await db.query('INSERT INTO user_profiles (user_id) VALUES ($1)', [user.id]);
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_normalized_key')) {
          throw new AppError('EMAIL_TAKEN', 'An account with this email already exists. Log in instead.');
        }
        throw error;
      }
    },
    /** The token version every access token of the user must carry; null when the account is gone. */
    async findTokenVersion(userId: string): Promise<number | null> {
      const { rows } = await db.query<{ token_version: number }>('SELECT token_version FROM users WHERE id = $1', [
        userId,
      ]);
      return rows[0]?.token_version ?? null;
    },
    /** Ends every access token issued so far (docs/decisions/016). */
    async bumpTokenVersion(userId: string) {
      await db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [userId]);
    },

    // Failed sign-ins per address and client (docs/decisions/016)
    async findLoginBlock(email: string, client: string): Promise<Date | null> {
      const { rows } = await db.query<{ blocked_until: Date | null }>(
        'SELECT blocked_until FROM login_throttles WHERE email_normalized = $1 AND client = $2',
        [normalizeEmail(email), client],
      );
      return rows[0]?.blocked_until ?? null;
    },
    /**
     * Counts one failure; from the `freeFailures`-th on, blocks this client for this address for
     * `baseSeconds` doubled at each further failure, at most `maxSeconds`. A quiet hour forgets the count.
     */
    async recordLoginFailure(
      email: string,
      client: string,
      options: { freeFailures: number; baseSeconds: number; maxSeconds: number },
    ) {
      await db.query(
        `INSERT INTO login_throttles AS t (email_normalized, client, failures, blocked_until, updated_at)
         VALUES ($1, $2, 1, CASE WHEN $3 <= 1 THEN now() + make_interval(secs => $4) END, now())
         ON CONFLICT (email_normalized, client) DO UPDATE SET
           failures = CASE WHEN t.updated_at < now() - interval '1 hour' THEN 1 ELSE t.failures + 1 END,
           blocked_until = CASE
             WHEN t.updated_at < now() - interval '1 hour' THEN NULL
             WHEN t.failures + 1 >= $3 THEN now() + make_interval(secs => LEAST($5::float8, $4::float8 * power(2, t.failures + 1 - $3)))
             ELSE t.blocked_until END,
           updated_at = now()`,
        [normalizeEmail(email), client, options.freeFailures, options.baseSeconds, options.maxSeconds],
      );
      await db.query("DELETE FROM login_throttles WHERE updated_at < now() - interval '1 day'");
    },
    async clearLoginFailures(email: string, client?: string) {
      if (client === undefined)
        await db.query('DELETE FROM login_throttles WHERE email_normalized = $1', [normalizeEmail(email)]);
      else
        await db.query('DELETE FROM login_throttles WHERE email_normalized = $1 AND client = $2', [
          normalizeEmail(email),
          client,
        ]);
    },
    async setPassword(userId: string, passwordHash: string) {
      await db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [userId, passwordHash]);
    },
    /** Ends every way into the account: password, provider identities and sessions. */
    async removeSignInMethods(userId: string) {
      await db.query(
        'UPDATE users SET password_hash = NULL, token_version = token_version + 1, updated_at = now() WHERE id = $1',
        [userId],
      );
      await db.query('DELETE FROM oauth_identities WHERE user_id = $1', [userId]);
      await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [
        userId,
      ]);
    },
    async markEmailVerified(userId: string) {
      await db.query('UPDATE users SET email_verified = true, updated_at = now() WHERE id = $1', [userId]);
    },

    // Refresh tokens
    async insertRefreshToken(row: {
      id: string;
      tokenHash: string;
      familyId: string;
      userId: string;
      expiresAt: Date;
    }) {
      await db.query(
        'INSERT INTO refresh_tokens (id, token_hash, family_id, user_id, expires_at) VALUES ($1, $2, $3, $4, $5)',
        [row.id, row.tokenHash, row.familyId, row.userId, row.expiresAt],
      );
    },
    /** Locks the row so two concurrent refreshes of one token cannot both succeed. */
    async findRefreshTokenForUpdate(tokenHash: string): Promise<RefreshTokenRow | null> {
      const { rows } = await db.query<RefreshTokenRow>(
        'SELECT id, family_id, user_id, expires_at, used_at, revoked_at FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE',
        [tokenHash],
      );
      return rows[0] ?? null;
    },
    async markRefreshTokenUsed(id: string) {
      await db.query('UPDATE refresh_tokens SET used_at = now() WHERE id = $1', [id]);
    },
    async revokeFamily(familyId: string) {
      await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [
        familyId,
      ]);
    },
    async revokeAllForUser(userId: string) {
      await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [
        userId,
      ]);
    },

    // One-time tokens
    async insertUserToken(row: {
      tokenHash: string;
      userId: string;
      kind: 'verify_email' | 'password_reset';
      expiresAt: Date;
      clientBinding?: string | null;
    }) {
      await db.query(
        'INSERT INTO user_tokens (token_hash, user_id, kind, expires_at, client_binding) VALUES ($1, $2, $3, $4, $5)',
        [row.tokenHash, row.userId, row.kind, row.expiresAt, row.clientBinding ?? null],
      );
    },
    /** The token's row, locked, whatever its state. */
    async findUserToken(
      tokenHash: string,
      kind: 'verify_email' | 'password_reset',
    ): Promise<{ user_id: string; expires_at: Date; used_at: Date | null; client_binding: string | null } | null> {
      const { rows } = await db.query<{
        user_id: string;
        expires_at: Date;
        used_at: Date | null;
        client_binding: string | null;
      }>(
        'SELECT user_id, expires_at, used_at, client_binding FROM user_tokens WHERE token_hash = $1 AND kind = $2 FOR UPDATE',
        [tokenHash, kind],
      );
      return rows[0] ?? null;
    },
    /** Marks the token used and returns its owner, or null when unknown, used, expired or of another kind. */
    async consumeUserToken(
      tokenHash: string,
      kind: 'verify_email' | 'password_reset',
      now: Date,
    ): Promise<{ user_id: string; expired: boolean; client_binding: string | null } | null> {
      const { rows } = await db.query<{
        user_id: string;
        expires_at: Date;
        used_at: Date | null;
        client_binding: string | null;
      }>(
        'SELECT user_id, expires_at, used_at, client_binding FROM user_tokens WHERE token_hash = $1 AND kind = $2 FOR UPDATE',
        [tokenHash, kind],
      );
      const row = rows[0];
      if (!row || row.used_at) return null;
      if (row.expires_at <= now) return { user_id: row.user_id, expired: true, client_binding: row.client_binding };
      await db.query('UPDATE user_tokens SET used_at = now() WHERE token_hash = $1', [tokenHash]);
      return { user_id: row.user_id, expired: false, client_binding: row.client_binding };
    },
    async invalidateUserTokens(userId: string, kind: 'verify_email' | 'password_reset') {
      await db.query('UPDATE user_tokens SET used_at = now() WHERE user_id = $1 AND kind = $2 AND used_at IS NULL', [
        userId,
        kind,
      ]);
    },

    // OpenID Connect
    async insertOAuthState(row: {
      state: string;
      provider: string;
      codeVerifier: string;
      nonce: string;
      returnTo: string | null;
      expiresAt: Date;
      browserBinding: string;
      clientState: string;
    }) {
      await db.query(
        `INSERT INTO oauth_states (state, provider, code_verifier, nonce, return_to, expires_at, browser_binding, client_state)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          row.state,
          row.provider,
          row.codeVerifier,
          row.nonce,
          row.returnTo,
          row.expiresAt,
          row.browserBinding,
          row.clientState,
        ],
      );
      await db.query('DELETE FROM oauth_states WHERE expires_at < now()');
    },
    async takeOAuthState(state: string): Promise<OAuthStateRow | null> {
      const { rows } = await db.query<OAuthStateRow>(
        'DELETE FROM oauth_states WHERE state = $1 RETURNING provider, code_verifier, nonce, return_to, expires_at, browser_binding, client_state',
        [state],
      );
      return rows[0] ?? null;
    },
    async findIdentity(provider: string, subject: string): Promise<string | null> {
      const { rows } = await db.query<{ user_id: string }>(
        'SELECT user_id FROM oauth_identities WHERE provider = $1 AND subject = $2',
        [provider, subject],
      );
      return rows[0]?.user_id ?? null;
    },
    async insertIdentity(row: { provider: string; subject: string; userId: string; email: string | null }) {
      await db.query(
        'INSERT INTO oauth_identities (provider, subject, user_id, email) VALUES ($1, $2, $3, $4) ON CONFLICT (provider, subject) DO NOTHING',
        [row.provider, row.subject, row.userId, row.email],
      );
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
