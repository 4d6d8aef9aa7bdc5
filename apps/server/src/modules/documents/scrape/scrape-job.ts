import { AppError } from '../../../http/app-error.ts';
import type { ParseFailure } from '../extraction/parse-outcome.ts';
import type { ParserPool } from '../extraction/parser-pool.ts';
import type { ResolveHost } from '../../../net/address-policy.ts';
import { fetchPage } from './fetch-page.ts';

export { MIN_JOB_TEXT_CHARS } from './read-job-page.ts';
export const noUsableTextMessage = 'This page has no usable job description text. Paste it instead.';
export const pageTooComplexMessage = 'This page is too large or complex to read; paste the posting text instead.';

export type ScrapedJob = {
  text: string;
  source: 'json-ld' | 'readability';
  url: string;
  title?: string;
  company?: string;
};
export type JobScraper = { scrape(url: string, owner?: string): Promise<ScrapedJob> };

export type JobScraperOptions = {
  allowPrivate: boolean;
  /** Reads the fetched HTML off the request thread, with the pool's time and memory budget. */
  pool: ParserPool;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  resolveHost?: ResolveHost;
};

/** A page the worker could not read: too little text is the page's fault; anything else, its size or complexity. */
function pageError(failure: ParseFailure): AppError {
  if (failure === 'no_text') return new AppError('UNPROCESSABLE', noUsableTextMessage);
  if (failure === 'busy')
    return new AppError(
      'UNAVAILABLE',
      'Too many pages and files are being read right now. Please try again in a moment.',
    );
  return new AppError('UNPROCESSABLE', pageTooComplexMessage);
}

export function createJobScraper(options: JobScraperOptions): JobScraper {
  const fetchOptions = {
    allowPrivate: options.allowPrivate,
    timeoutMs: options.timeoutMs ?? 10_000,
    maxBytes: options.maxBytes ?? 2 * 1024 * 1024,
    maxRedirects: options.maxRedirects ?? 5,
    resolveHost: options.resolveHost,
  };
  return {
    async scrape(url, owner) {
      const page = await fetchPage(url, fetchOptions);
      const outcome = await options.pool.parse({ kind: 'page', html: page.html, url: page.url }, { owner });
      if (!outcome.ok) throw pageError(outcome.failure);
      const facts = outcome.page ?? { source: 'readability' as const };
      return {
        text: outcome.text,
        source: facts.source,
        url: page.url,
        ...(facts.title ? { title: facts.title } : {}),
        ...(facts.company ? { company: facts.company } : {}),
      };
    },
  };
}
