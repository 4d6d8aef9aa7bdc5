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

export function createAuthenticate(accessTokens: AccessTokens): Authenticate {
  return async function authenticate(request: FastifyRequest) {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw new AppError('UNAUTHENTICATED', 'Please sign in first.');
    request.auth = await accessTokens.verify(match[1]);
  };
}

/** The signed-in user of a route that ran `authenticate`. */
export function currentUser(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 'Please sign in first.');
  return request.auth;
}

/** The spec's payloads carry a user_id; the token decides who the user is, and a different one is refused. */
export function assertSameUser(signedInUserId: string, claimed: string | null | undefined) {
  if (claimed && claimed !== signedInUserId) throw new AppError('FORBIDDEN', 'The user_id does not match the signed-in user.');
}
