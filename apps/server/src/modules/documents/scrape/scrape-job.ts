import { parseHTML } from 'linkedom';
import { AppError } from '../../../http/app-error.ts';
import { normalizeDocumentText } from '../normalize-text.ts';
import type { ResolveHost } from './address-policy.ts';
import { fetchPage, type FetchedPage } from './fetch-page.ts';
import { findJobPosting, jobPostingToText } from './json-ld.ts';
import { extractReadableText } from './readable-text.ts';

/** Less text than this is not a job description (a login wall, an empty shell rendered by scripts...). */
export const MIN_JOB_TEXT_CHARS = 200;
export const noUsableTextMessage = 'This page has no usable job description text. Paste it instead.';

export type ScrapedJob = { text: string; source: 'json-ld' | 'readability'; url: string; title?: string; company?: string };
export type JobScraper = { scrape(url: string): Promise<ScrapedJob> };

export type JobScraperOptions = {
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  resolveHost?: ResolveHost;
};

/** The job text of a fetched page: a schema.org JobPosting when the page has one, else its main text. */
export function extractJobFromPage(page: FetchedPage): ScrapedJob {
  const { document } = parseHTML(page.html);
  const posting = findJobPosting(document);
  if (posting) {
    const job = jobPostingToText(posting);
    if (normalizeDocumentText(job.description).length >= MIN_JOB_TEXT_CHARS) {
      return {
        text: normalizeDocumentText(job.text), source: 'json-ld', url: page.url,
        ...(job.title ? { title: job.title } : {}), ...(job.company ? { company: job.company } : {}),
      };
    }
  }
  const readable = extractReadableText(document);
  const text = normalizeDocumentText(readable.text);
  if (text.length < MIN_JOB_TEXT_CHARS) throw new AppError('UNPROCESSABLE', noUsableTextMessage);
  return { text, source: 'readability', url: page.url, ...(readable.title ? { title: readable.title } : {}) };
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
    async scrape(url) {
      return extractJobFromPage(await fetchPage(url, fetchOptions));
    },
  };
}
