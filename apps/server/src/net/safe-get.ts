import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { AppError } from '../http/app-error.ts';
import { resolvePermittedAddress, type ResolvedAddress, type ResolveHost } from './address-policy.ts';
import { parseHttpUrl } from './http-url.ts';

/**
 * The one outbound GET of the server (the job-link import and the job boards): the address policy
 * on every hop (docs/decisions/019), redirects followed by hand, one time limit that includes the
 * body read, and the body capped while it streams, decompressed. Callers word the failures.
 */
export type SafeGetOptions = {
  allowPrivate: boolean;
  /** For the whole read: connection, redirects and the body. */
  timeoutMs: number;
  /** Of the decompressed body. */
  maxBytes: number;
  maxRedirects: number;
  headers: Record<string, string>;
  resolveHost?: ResolveHost;
  /** Replaces the address policy (tests that allow one loopback address and refuse another). */
  isPermitted?: (address: string) => boolean;
  /** Checked before the body is read (a page import takes HTML only); false ends the read. */
  acceptContentType?: (contentType: string) => boolean;
};

export type SafeGetFailure = 'redirects' | 'status' | 'content_type' | 'encoding' | 'too_large' | 'timeout' | 'network';

/** A read that failed for a reason the caller words; `status` and `retryAfterSeconds` when the server answered. */
export class SafeGetError extends Error {
  constructor(
    readonly kind: SafeGetFailure,
    message: string,
    readonly status: number | null = null,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'SafeGetError';
  }
}

export type SafeResponse = {
  url: URL;
  status: number;
  headers: IncomingHttpHeaders;
  contentType: string;
  body: Buffer;
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** One GET to the already-checked address; the Host header and the TLS name stay the URL's. */
function get(
  url: URL,
  target: ResolvedAddress,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      { method: 'GET', signal, lookup, agent: false, headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

function decompressed(response: IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : encoding === '' || encoding === 'identity'
            ? null
            : undefined;
  if (decoder === undefined)
    throw new SafeGetError('encoding', `the answer is sent in an encoding we cannot read (${encoding})`);
  if (decoder === null) return response;
  pipeline(response, decoder, () => undefined);
  return decoder;
}

/** Reads the body, decompressed, and stops as soon as it passes maxBytes (a zip bomb stops there too). */
async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooLarge = () =>
    new SafeGetError('too_large', `the answer is larger than ${Math.round(maxBytes / (1024 * 1024))} MB`);
  const declared = Number(response.headers['content-length']);
  if (!response.headers['content-encoding'] && Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of decompressed(response)) {
    total += (chunk as Buffer).length;
    if (total > maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * GETs `rawUrl` defensively. A bad URL or an address the policy refuses throws the policy's
 * AppError (400/422) before any request; everything else throws a SafeGetError.
 */
export async function safeGet(rawUrl: string, options: SafeGetOptions): Promise<SafeResponse> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  let url = parseHttpUrl(rawUrl);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const target = await resolvePermittedAddress(url.hostname, options);
      const response = await get(url, target, options.headers, controller.signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECTS.has(status) && location) {
        response.resume();
        if (redirects >= options.maxRedirects) throw new SafeGetError('redirects', 'too many redirects');
        url = parseHttpUrl(new URL(location, url).href);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        const retry = Number(response.headers['retry-after']);
        throw new SafeGetError(
          'status',
          `the server answered HTTP ${status}`,
          status,
          Number.isFinite(retry) ? retry : null,
        );
      }
      const contentType = String(response.headers['content-type'] ?? '');
      if (options.acceptContentType && !options.acceptContentType(contentType)) {
        response.resume();
        throw new SafeGetError('content_type', `the answer is ${contentType || 'of no stated type'}`, status);
      }
      return {
        url,
        status,
        headers: response.headers,
        contentType,
        body: await readCapped(response, options.maxBytes),
      };
    }
  } catch (error) {
    if (timedOut)
      throw new SafeGetError('timeout', `no complete answer within ${Math.ceil(options.timeoutMs / 1000)} s`);
    if (error instanceof SafeGetError) throw error;
    if (error instanceof AppError) throw error;
    throw new SafeGetError('network', error instanceof Error ? error.message : 'the server could not be reached');
  } finally {
    clearTimeout(timer);
  }
}
