import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { resolvePermittedAddress, type ResolvedAddress, type ResolveHost } from '../../documents/scrape/address-policy.ts';
import { parseHttpUrl } from '../../documents/scrape/fetch-page.ts';
import type { BoardRequest } from './board-types.ts';

export type FetchJsonOptions = {
  allowPrivate: boolean;
  /** One limit for the whole read: connection, redirects and the body. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  resolveHost?: ResolveHost;
  /** Replaces the address policy (tests that allow one loopback address and refuse another). */
  isPermitted?: (address: string) => boolean;
};
export const boardFetchDefaults = { timeoutMs: 30_000, maxBytes: 32 * 1024 * 1024, maxRedirects: 3 } as const;

/** A board read that failed; `status` when the board answered, `retryAfterSeconds` from its header. */
export class BoardFetchError extends Error {
  constructor(message: string, readonly status: number | null = null, readonly retryAfterSeconds: number | null = null) {
    super(message);
    this.name = 'BoardFetchError';
  }
}

function get(url: URL, target: ResolvedAddress, headers: Record<string, string>, signal: AbortSignal): Promise<IncomingMessage> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: 'GET', signal, lookup, agent: false,
      headers: { 'user-agent': 'CareerPrepJobIndex/1.0', accept: 'application/json', 'accept-encoding': 'gzip, deflate, br', ...headers },
    }, resolve);
    request.on('error', reject);
    request.end();
  });
}

function body(response: IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase();
  const decoder = encoding === 'gzip' ? zlib.createGunzip() : encoding === 'deflate' ? zlib.createInflate() : encoding === 'br' ? zlib.createBrotliDecompress() : null;
  if (!decoder) return response;
  pipeline(response, decoder, () => undefined);
  return decoder;
}

/**
 * Reads a board's JSON defensively (the job import's address policy, docs/decisions/019): every hop's
 * host resolved and refused when private, redirects followed by hand and checked the same way, one
 * time limit that includes the body read, the body capped while it streams.
 */
export async function fetchBoardJson(request: BoardRequest, options: FetchJsonOptions): Promise<unknown> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => { timedOut = true; controller.abort(); }, options.timeoutMs);
  let url = parseHttpUrl(request.url);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const target = await resolvePermittedAddress(url.hostname, { allowPrivate: options.allowPrivate, resolveHost: options.resolveHost, isPermitted: options.isPermitted });
      const response = await get(url, target, request.headers ?? {}, controller.signal);
      const status = response.statusCode ?? 0;
      if ([301, 302, 303, 307, 308].includes(status) && response.headers.location) {
        response.resume();
        if (redirects >= options.maxRedirects) throw new BoardFetchError('too many redirects');
        url = parseHttpUrl(new URL(response.headers.location, url).href);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        const retry = Number(response.headers['retry-after']);
        throw new BoardFetchError(`the board answered HTTP ${status}`, status, Number.isFinite(retry) ? retry : null);
      }
      const chunks: Buffer[] = [];
      let total = 0;
      for await (const chunk of body(response)) {
        total += (chunk as Buffer).length;
        if (total > options.maxBytes) {
          response.destroy();
          throw new BoardFetchError(`the answer is larger than ${Math.round(options.maxBytes / 1048576)} MB`);
        }
        chunks.push(chunk as Buffer);
      }
      try {
        return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
      } catch {
        throw new BoardFetchError('the answer is not JSON');
      }
    }
  } catch (error) {
    if (timedOut) throw new BoardFetchError(`no complete answer within ${Math.ceil(options.timeoutMs / 1000)} s`);
    if (error instanceof BoardFetchError) throw error;
    throw new BoardFetchError(error instanceof Error ? error.message : 'the board could not be reached');
  } finally {
    clearTimeout(timer);
  }
}
