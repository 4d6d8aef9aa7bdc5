import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A weak validator of a JSON answer: the same body, the same tag (RFC 9110 section 8.8.3). */
export function etagOf(payload: unknown): string {
  return `W/"${createHash('sha256').update(JSON.stringify(payload)).digest('base64url').slice(0, 27)}"`;
}

/** True when one of the request's If-None-Match tags (or '*') names `etag`; weak comparison, as for GET. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Answers a GET with an ETag, and 304 Not Modified (no body) when the client already holds this
 * version; `no-cache` makes browsers and proxies ask again each time, cheaply.
 */
export function replyWithEtag<T>(req: FastifyRequest, reply: FastifyReply, payload: T): T | FastifyReply {
  const etag = etagOf(payload);
  reply.header('etag', etag).header('cache-control', 'no-cache');
  if (matchesIfNoneMatch(req.headers['if-none-match'], etag)) return reply.code(304).send();
  return payload;
}
