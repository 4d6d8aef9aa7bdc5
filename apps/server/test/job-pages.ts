import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

/** Pages a job-import test server serves (on 127.0.0.1, a free port). */
export const jobPostingDescription = [
  '<p>Acme is hiring a Senior Backend Engineer to build the payments platform used by 2 million merchants.</p>',
  '<h3>What you will do</h3><ul><li>Design and run TypeScript services on PostgreSQL</li><li>Own reliability and on-call for billing</li></ul>',
  '<h3>What you bring</h3><ul><li>5+ years building web backends</li><li>Experience with Kubernetes and observability</li></ul>',
].join('');

export const jsonLdPage = `<!doctype html><html><head><title>Jobs at Acme</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'Organization', name: 'Acme' },
    {
      '@type': 'JobPosting',
      title: 'Senior Backend Engineer',
      hiringOrganization: { '@type': 'Organization', name: 'Acme GmbH' },
      description: jobPostingDescription,
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Berlin', addressCountry: 'DE' } },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 70000, maxValue: 90000, unitText: 'YEAR' },
      },
    },
  ],
})}</script></head><body><nav>Home · Careers</nav><div id="app"></div></body></html>`;

const paragraph = (n: number) =>
  `<p>Paragraph ${n}: the team builds data pipelines and analytics products for hospitals, working with Python, SQL and cloud services every day.</p>`;
export const articlePage = `<!doctype html><html><head><title>Data Engineer – Example Health</title></head><body>
<header><nav><a href="/">Home</a> <a href="/jobs">Jobs</a></nav></header>
<main><article><h1>Data Engineer</h1>${[1, 2, 3, 4, 5].map(paragraph).join('')}
<h2>Requirements</h2><ul><li>3+ years with Python</li><li>Strong SQL</li></ul></article></main>
<footer>© Example Health · Privacy</footer></body></html>`;

export const emptyPage =
  '<!doctype html><html><head><title>Loading…</title></head><body><div id="root"></div><script>boot()</script></body></html>';

/** The probe's hostile pages (about 1.9 MB each): 240,000 sibling paragraphs, and a JSON-LD description of 200,000 bold runs. */
export const manyParagraphsPage = `<!doctype html><html><head><title>Job</title></head><body><main>${'<p>x</p>'.repeat(240_000)}</main></body></html>`;
/** Just under the element limit (docs/decisions/015): read in full, Readability included, in the worker. */
export const nearLimitPage = `<!doctype html><html><head><title>Job</title></head><body><main>${'<p>x</p>'.repeat(19_000)}</main></body></html>`;
export const boldJsonLdPage = `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify({
  '@type': 'JobPosting',
  title: 'Engineer',
  description: '<b>x</b>'.repeat(200_000),
})}</script></head><body></body></html>`;

export type JobPageServer = {
  origin: string;
  hits: Map<string, number>;
  hosts: string[];
  /** Resolves once the server has written the whole response for `path` (the next request for it). */
  served(path: string): Promise<void>;
  close(): Promise<void>;
};

export async function startJobPageServer(): Promise<JobPageServer> {
  const hits = new Map<string, number>();
  const hosts: string[] = [];
  const waiting = new Map<string, () => void>();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    res.on('finish', () => waiting.get(path)?.());
    hits.set(path, (hits.get(path) ?? 0) + 1);
    hosts.push(String(req.headers.host));
    const html = (body: string, headers: http.OutgoingHttpHeaders = {}) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
      res.end(body);
    };
    if (path === '/json-ld') return html(jsonLdPage);
    if (path === '/article') return html(articlePage);
    if (path === '/empty') return html(emptyPage);
    if (path === '/many-paragraphs') return html(manyParagraphsPage);
    if (path === '/bold-json-ld') return html(boldJsonLdPage);
    if (path === '/near-limit') return html(nearLimitPage);
    if (path === '/loop') return res.writeHead(302, { location: '/loop' }).end();
    if (path.startsWith('/hop/')) {
      const left = Number(path.slice(5));
      return res.writeHead(301, { location: left > 0 ? `/hop/${left - 1}` : '/article' }).end();
    }
    if (path === '/to-private')
      return res
        .writeHead(302, { location: `http://127.0.0.2:${(server.address() as AddressInfo).port}/article` })
        .end();
    if (path === '/to-file') return res.writeHead(302, { location: 'file:///etc/passwd' }).end();
    if (path === '/huge') {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = `<p>${'x'.repeat(64 * 1024)}</p>`;
      for (let i = 0; i < 48; i += 1) res.write(chunk);
      return res.end();
    }
    if (path === '/gzip-bomb') {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      return res.end(gzipBomb());
    }
    if (path === '/slow') {
      const timer = setTimeout(() => html(articlePage), 3_000);
      req.on('close', () => clearTimeout(timer));
      return;
    }
    if (path === '/pdf') {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      return res.end('%PDF-1.7');
    }
    if (path === '/latin') {
      res.writeHead(200, { 'content-type': 'text/html' });
      const body = Buffer.from(
        `<html><head><meta charset="windows-1252"></head><body><article>${paragraph(1)}${paragraph(2)}<p>Caf\u00e9 M\u00fcller</p></article></body></html>`,
        'latin1',
      );
      return res.end(body);
    }
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('<h1>Not found</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    hosts,
    served: (path) => new Promise<void>((resolve) => waiting.set(path, resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let bomb: Buffer | null = null;
/** 20 MB of zeros, gzip-compressed to about 20 kB. */
function gzipBomb() {
  bomb ??= gzipSync(Buffer.alloc(20 * 1024 * 1024));
  return bomb;
}
