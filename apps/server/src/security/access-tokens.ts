import { SignJWT, jwtVerify, errors } from 'jose';
import { AppError } from '../http/app-error.ts';

/** `version` is the user's token version when the token was signed (docs/decisions/016). */
export type AccessClaims = { userId: string; email: string; version: number };

export type AccessTokens = {
  sign(claims: AccessClaims): Promise<string>;
  /** Throws AppError TOKEN_EXPIRED ('Token expired') or TOKEN_INVALID ('Token verification failed'). */
  verify(token: string): Promise<AccessClaims>;
  readonly ttlSeconds: number;
};

const ISSUER = 'career-prep';
const AUDIENCE = 'career-prep-api';

/** Short-lived HS256 bearer tokens (the spec's 'id token'; docs/decisions/004). */
export function createAccessTokens(options: { secret: string; ttlSeconds: number; now: () => Date }): AccessTokens {
  // Imported once: jose would otherwise import the raw secret as a key on every sign and verify, about a
  // tenth of a signed-in request's time (GET /api/me profile, README 'Performance').
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(options.secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    ttlSeconds: options.ttlSeconds,
    async sign({ userId, email, version }) {
      const issuedAt = Math.floor(options.now().getTime() / 1000);
      return new SignJWT({ email, ver: version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + options.ttlSeconds)
        .sign(await key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          currentDate: options.now(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
          throw new AppError('TOKEN_INVALID', 'Token verification failed');
        }
        // Tokens signed before versions existed count as version 0.
        const version = payload.ver === undefined ? 0 : payload.ver;
        if (typeof version !== 'number' || !Number.isInteger(version))
          throw new AppError('TOKEN_INVALID', 'Token verification failed');
        return { userId: payload.sub, email: payload.email, version };
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED', 'Token expired');
        throw new AppError('TOKEN_INVALID', 'Token verification failed');
      }
    },
  };
}
