import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobPageServer, type JobPageServer } from '../../../../test/job-pages.ts';
import { AppError } from '../../../http/app-error.ts';
import { createParserPool } from '../extraction/parser-pool.ts';
import { blockedAddressMessage } from '../../../net/address-policy.ts';
import { fetchPage, type FetchPageOptions } from './fetch-page.ts';
import { createJobScraper, noUsableTextMessage } from './scrape-job.ts';

let server: JobPageServer;
const pool = createParserPool({ size: 1 });
beforeAll(async () => {
  server = await startJobPageServer();
});
afterAll(() => Promise.all([server.close(), pool.close()]));

const options: FetchPageOptions = { allowPrivate: true, timeoutMs: 5_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5 };

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return { code: (error as AppError).code, detail: (error as AppError).message };
}

describe('scraping a job page', () => {
  const scraper = createJobScraper({ allowPrivate: true, pool });

  it('takes a schema.org JobPosting from JSON-LD when the page has one', async () => {
    const job = await scraper.scrape(`${server.origin}/json-ld`);
    expect(job).toMatchObject({
      source: 'json-ld',
      title: 'Senior Backend Engineer',
      company: 'Acme GmbH',
      url: `${server.origin}/json-ld`,
    });
    expect(job.text).toMatch(
      /^Senior Backend Engineer\nAcme GmbH\nLocation: Berlin, DE\nSalary: EUR 70,000–90,000 per year\n\nAcme is hiring/,
    );
    expect(job.text).toContain(
      'What you will do\n\n• Design and run TypeScript services on PostgreSQL\n• Own reliability',
    );
  });

  it("else takes the page's main text with Readability, without navigation and footer", async () => {
    const job = await scraper.scrape(`${server.origin}/article`);
    expect(job.source).toBe('readability');
    expect(job.title).toBe('Data Engineer – Example Health');
    expect(job.text).toContain('Paragraph 1: the team builds data pipelines');
    expect(job.text).toContain('• 3+ years with Python\n• Strong SQL');
    expect(job.text).not.toMatch(/Privacy|Home/);
  });

  it('refuses a page without usable text', async () => {
    expect(await refusal(scraper.scrape(`${server.origin}/empty`))).toEqual({
      code: 'UNPROCESSABLE',
      detail: noUsableTextMessage,
    });
  });

  it('decodes the charset the page declares', async () => {
    expect((await scraper.scrape(`${server.origin}/latin`)).text).toContain('Café Müller');
  });
});

describe('fetchPage defences', () => {
  it('follows up to 5 redirects, each by hand', async () => {
    const page = await fetchPage(`${server.origin}/hop/4`, options);
    expect(page.url).toBe(`${server.origin}/article`);
  });

  it('stops a redirect loop after 5 redirects', async () => {
    server.hits.delete('/loop');
    expect(await refusal(fetchPage(`${server.origin}/loop`, options))).toEqual({
      code: 'PROVIDER_ERROR',
      detail: 'This page redirects too many times.',
    });
    expect(server.hits.get('/loop')).toBe(6);
  });

  it('checks every hop: a redirect to an address the policy refuses is not followed', async () => {
    const isPermitted = (address: string) => address === '127.0.0.1';
    expect(
      await refusal(fetchPage(`${server.origin}/to-private`, { ...options, allowPrivate: false, isPermitted })),
    ).toEqual({ code: 'VALIDATION_ERROR', detail: blockedAddressMessage });
    expect((await refusal(fetchPage(`${server.origin}/to-file`, options))).detail).toBe(
      'Enter a valid http(s) link to a job posting.',
    );
  });

  it('connects to the checked address while keeping the host name in the Host header', async () => {
    const resolveHost = async () => [{ address: '127.0.0.1', family: 4 as const }];
    const port = new URL(server.origin).port;
    await fetchPage(`http://jobs.example.test:${port}/article`, { ...options, resolveHost });
    expect(server.hosts.at(-1)).toBe(`jobs.example.test:${port}`);
  });

  it('refuses loopback without the test flag, before any request', async () => {
    server.hits.delete('/article');
    expect(await refusal(fetchPage(`${server.origin}/article`, { ...options, allowPrivate: false }))).toEqual({
      code: 'VALIDATION_ERROR',
      detail: blockedAddressMessage,
    });
    expect(server.hits.get('/article')).toBeUndefined();
  });

  it('stops reading a body over the size cap, compressed or not', async () => {
    expect((await refusal(fetchPage(`${server.origin}/huge`, options))).detail).toMatch(
      /too large to read \(over 2 MB\)/,
    );
    expect((await refusal(fetchPage(`${server.origin}/gzip-bomb`, options))).detail).toMatch(/too large to read/);
  });

  it('gives up on a slow page at the time limit', async () => {
    const started = Date.now();
    expect(await refusal(fetchPage(`${server.origin}/slow`, { ...options, timeoutMs: 300 }))).toMatchObject({
      code: 'PROVIDER_ERROR',
      detail: expect.stringMatching(/took too long/),
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses what is not a web page, error statuses and other schemes', async () => {
    expect((await refusal(fetchPage(`${server.origin}/pdf`, options))).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await refusal(fetchPage(`${server.origin}/missing`, options))).toMatchObject({
      code: 'PROVIDER_ERROR',
      detail: expect.stringMatching(/HTTP 404/),
    });
    for (const url of ['ftp://example.com/job', 'javascript:alert(1)', 'not a url', 'http://user:pw@example.com/']) {
      expect((await refusal(fetchPage(url, options))).code).toBe('VALIDATION_ERROR');
    }
  });
});
