import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { articlePage, jsonLdPage } from '../../../../test/job-pages.ts';
import { withinPageLimits } from './page-limits.ts';
import { readJobPage } from './read-job-page.ts';

const body = (html: string) => `<!doctype html><html><head><title>Job</title></head><body>${html}</body></html>`;
const jsonLd = (description: string) =>
  body(
    `<script type="application/ld+json">${JSON.stringify({ '@type': 'JobPosting', title: 'Engineer', description })}</script>`,
  );

describe('withinPageLimits', () => {
  it('counts elements and depth in one walk', () => {
    const { document } = parseHTML(body('<div><p>a</p><p>b<b>c</b></p></div>'));
    expect(withinPageLimits(document, { maxElements: 10, maxDepth: 10 })).toBe(true);
    // html, head, title, body, div, p, p, b: eight elements, b four levels under html.
    expect(withinPageLimits(document, { maxElements: 7, maxDepth: 10 })).toBe(false);
    expect(withinPageLimits(document, { maxElements: 10, maxDepth: 4 })).toBe(false);
  });
});

describe('readJobPage', () => {
  it('reads a JSON-LD posting and a plain article', () => {
    expect(readJobPage(jsonLdPage)).toMatchObject({
      ok: true,
      page: { source: 'json-ld', title: 'Senior Backend Engineer', company: 'Acme GmbH' },
    });
    expect(readJobPage(articlePage)).toMatchObject({
      ok: true,
      page: { source: 'readability', title: 'Data Engineer – Example Health' },
    });
  });

  it('refuses a page of 240,000 paragraphs, or nested 1,000 deep, before Readability runs', () => {
    expect(readJobPage(body('<p>x</p>'.repeat(240_000)))).toEqual({ ok: false, failure: 'too_complex' });
    expect(readJobPage(body(`${'<div>'.repeat(1_000)}deep${'</div>'.repeat(1_000)}`))).toEqual({
      ok: false,
      failure: 'too_complex',
    });
  });

  it('refuses a JSON-LD description of 200,000 bold runs', () => {
    expect(readJobPage(jsonLd('<b>x</b>'.repeat(200_000)))).toEqual({ ok: false, failure: 'too_complex' });
  });

  it('answers no_text for a page without enough text', () => {
    expect(readJobPage(body('<p>Loading…</p>'))).toEqual({ ok: false, failure: 'no_text' });
  });
});
