import { AppError } from '../../../http/app-error.ts';
import type { ResolveHost } from '../../../net/address-policy.ts';
import { safeGet, SafeGetError, type SafeGetFailure } from '../../../net/safe-get.ts';

export { invalidUrlMessage, parseHttpUrl } from '../../../net/http-url.ts';

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

const USER_AGENT = 'Mozilla/5.0 (compatible; CareerPrepJobImport/1.0; +job description import on a user request)';
const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)$/;

/** The charset from the Content-Type header, else from a <meta> in the first bytes, else UTF-8. */
export function decodeHtml(bytes: Buffer, contentType: string): string {
  const head = bytes.subarray(0, 4096).toString('latin1');
  const label =
    /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1] ??
    'utf-8';
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** What the user reads when the page cannot be fetched, per failure of the shared fetcher. */
function pageError(error: SafeGetError, options: FetchPageOptions): AppError {
  const upstream = (detail: string) => new AppError('PROVIDER_ERROR', detail);
  const texts: Record<SafeGetFailure, () => AppError> = {
    redirects: () => upstream('This page redirects too many times.'),
    status: () =>
      upstream(
        `We could not fetch this page (it answered HTTP ${error.status}). Check the link, or paste the job description instead.`,
      ),
    content_type: () =>
      new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        'This link is not a web page. Download the file and upload it instead, or paste the text.',
      ),
    encoding: () => upstream('The page was sent in an encoding we cannot read.'),
    too_large: () =>
      new AppError(
        'UNPROCESSABLE',
        `This page is too large to read (over ${Math.round(options.maxBytes / (1024 * 1024))} MB). Paste the job description instead.`,
      ),
    timeout: () =>
      upstream(
        `The page took too long to answer (over ${Math.ceil(options.timeoutMs / 1000)} seconds). Try again, or paste the job description instead.`,
      ),
    network: () => upstream('We could not reach this page. Check the link, or paste the job description instead.'),
  };
  return texts[error.kind]();
}

/**
 * Fetches a web page for the job import through the shared safe fetcher (net/safe-get.ts): http(s)
 * only, the address policy on every hop, redirects by hand, one time limit, the body capped, HTML only.
 */
export async function fetchPage(rawUrl: string, options: FetchPageOptions): Promise<FetchedPage> {
  try {
    const page = await safeGet(rawUrl, {
      ...options,
      headers: {
        'user-agent': USER_AGENT,
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
        'accept-language': 'en;q=1, *;q=0.5',
      },
      // no stated type is read as HTML, as browsers do
      acceptContentType: (type) => HTML_TYPES.test((type || 'text/html').split(';')[0]!.trim().toLowerCase()),
    });
    const contentType = page.contentType || 'text/html';
    return { url: page.url.href, contentType, html: decodeHtml(page.body, contentType) };
  } catch (error) {
    if (error instanceof SafeGetError) throw pageError(error, options);
    throw error;
  }
}
