import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { AppError } from '../../../http/app-error.ts';
import { resolvePermittedAddress, type ResolvedAddress, type ResolveHost } from './address-policy.ts';

export type FetchPageOptions = {
  allowPrivate: boolean;
  /** For the whole fetch, redirects included. */
  timeoutMs: number;
  /** Of the (decompressed) body. */
  maxBytes: number;
  maxRedirects: number;
  resolveHost?: ResolveHost;
  /** Replaces the address policy (tests that need one loopback address allowed and another refused). */
  isPermitted?: (address: string) => boolean;
};

export type FetchedPage = { url: string; contentType: string; html: string };

export const invalidUrlMessage = 'Enter a valid http(s) link to a job posting.';
const USER_AGENT = 'Mozilla/5.0 (compatible; CareerPrepJobImport/1.0; +job description import on a user request)';
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)$/;

/** Only http(s) links without credentials; anything else is refused before any network use. */
export function parseHttpUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError('VALIDATION_ERROR', invalidUrlMessage);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) throw new AppError('VALIDATION_ERROR', invalidUrlMessage);
  if (url.username || url.password) throw new AppError('VALIDATION_ERROR', 'Links with a user name or password cannot be fetched.');
  url.hash = '';
  return url;
}

const upstream = (detail: string) => new AppError('PROVIDER_ERROR', detail);
const tooLarge = (maxBytes: number) => new AppError('UNPROCESSABLE', `This page is too large to read (over ${Math.round(maxBytes / (1024 * 1024))} MB). Paste the job description instead.`);

/** One GET to the already-validated address; the Host header and TLS name stay the URL's. */
function get(url: URL, target: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: 'GET',
      signal,
      lookup,
      agent: false,
      headers: {
        'user-agent': USER_AGENT,
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'en;q=1, *;q=0.5',
      },
    }, resolve);
    request.on('error', reject);
    request.end();
  });
}

function decompressed(response: IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '').trim().toLowerCase();
  const decoder = encoding === 'gzip' || encoding === 'x-gzip' ? zlib.createGunzip()
    : encoding === 'deflate' ? zlib.createInflate()
    : encoding === 'br' ? zlib.createBrotliDecompress()
    : encoding === '' || encoding === 'identity' ? null
    : undefined;
  if (decoder === undefined) throw upstream('The page was sent in an encoding we cannot read.');
  if (decoder === null) return response;
  pipeline(response, decoder, () => undefined);
  return decoder;
}

/** Reads the body, decompressed, and stops as soon as it passes maxBytes (a zip bomb stops there too). */
async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (!response.headers['content-encoding'] && Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge(maxBytes);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of decompressed(response)) {
    total += (chunk as Buffer).length;
    if (total > maxBytes) {
      response.destroy();
      throw tooLarge(maxBytes);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The charset from the Content-Type header, else from a <meta> in the first bytes, else UTF-8. */
export function decodeHtml(bytes: Buffer, contentType: string): string {
  const head = bytes.subarray(0, 4096).toString('latin1');
  const label = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1]
    ?? /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1]
    ?? 'utf-8';
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/**
 * Fetches a web page for the job import, defensively: http(s) only, every hop's host resolved and
 * checked against the address policy, at most `maxRedirects` redirects followed by hand, one time
 * limit for everything, the body capped while it streams, HTML only.
 */
export async function fetchPage(rawUrl: string, options: FetchPageOptions): Promise<FetchedPage> {
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
      const response = await get(url, target, controller.signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECTS.has(status) && location) {
        response.resume();
        if (redirects >= options.maxRedirects) throw upstream('This page redirects too many times.');
        url = parseHttpUrl(new URL(location, url).href);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw upstream(`We could not fetch this page (it answered HTTP ${status}). Check the link, or paste the job description instead.`);
      }
      const contentType = String(response.headers['content-type'] ?? 'text/html');
      if (!HTML_TYPES.test(contentType.split(';')[0]!.trim().toLowerCase())) {
        response.resume();
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'This link is not a web page. Download the file and upload it instead, or paste the text.');
      }
      const body = await readCapped(response, options.maxBytes);
      return { url: url.href, contentType, html: decodeHtml(body, contentType) };
    }
  } catch (error) {
    if (timedOut) throw upstream(`The page took too long to answer (over ${Math.ceil(options.timeoutMs / 1000)} seconds). Try again, or paste the job description instead.`);
    if (error instanceof AppError) throw error;
    throw upstream('We could not reach this page. Check the link, or paste the job description instead.');
  } finally {
    clearTimeout(timer);
  }
}
