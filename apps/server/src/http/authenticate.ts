import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import type { AccessClaims, AccessTokens } from '../security/access-tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
}

/** preHandler for every signed-in route: a valid bearer token or 401 in the error body. */
export type Authenticate = (request: FastifyRequest) => Promise<void>;

/** The user's current token version, or null when the account no longer exists (one primary-key read). */
export type TokenVersionLookup = (userId: string) => Promise<number | null>;

export function createAuthenticate(accessTokens: AccessTokens, currentVersion: TokenVersionLookup): Authenticate {
  return async function authenticate(request: FastifyRequest) {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw new AppError('UNAUTHENTICATED', 'Please sign in first.');
    const claims = await accessTokens.verify(match[1]);
    // A signed token is not enough: the account must still exist and not have been signed out since
    // (logout, password reset, revoked sign-in, deletion move the version on; docs/decisions/016).
    if ((await currentVersion(claims.userId)) !== claims.version)
      throw new AppError('TOKEN_INVALID', 'Token verification failed');
    request.auth = claims;
  };
}

/** The signed-in user of a route that ran `authenticate`. */
export function currentUser(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 'Please sign in first.');
  return request.auth;
}

/** The spec's payloads carry a user_id; the token decides who the user is, and a different one is refused. */
export function assertSameUser(signedInUserId: string, claimed: string | null | undefined) {
  if (claimed && claimed !== signedInUserId)
    throw new AppError('FORBIDDEN', 'The user_id does not match the signed-in user.');
}
