import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ErrorBodySchema } from '@cp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { BUILT_IN_SUPPORT_EMAIL } from './spa-pages.ts';

const sourceMap = JSON.stringify({
  version: 3,
  sources: ['../src/secret-sauce.ts'],
  sourcesContent: ['export const rule = 1;'],
  mappings: '',
});
const bigScript = `export const words = ${JSON.stringify('career '.repeat(2000))};`;
const indexHtml = '<!doctype html><html><body><div id="root"></div><!-- spa-test-index --></body></html>';

let distDir: string;
let ctx: TestContext;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'cp-web-dist-'));
  await writeFile(path.join(distDir, 'index.html'), indexHtml);
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
  await writeFile(path.join(distDir, 'assets', 'app-1a2b3c.js.map'), sourceMap);
  await writeFile(path.join(distDir, 'assets', 'big-4d5e6f.js'), bigScript);
  await writeFile(path.join(distDir, 'assets', 'big-4d5e6f.js.br'), brotliCompressSync(bigScript));
  await writeFile(path.join(distDir, 'assets', 'big-4d5e6f.js.gz'), gzipSync(bigScript));
  await mkdir(path.join(distDir, '.vite'));
  await writeFile(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'x.js' } }));
  ctx = await createTestApp({ webDistDir: distDir });
});
afterAll(async () => {
  await ctx?.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers an unknown GET path with index.html, for client-side routing', async () => {
    for (const url of ['/app/w/ws_abc/documents', '/auth?tab=login', '/']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toBe(indexHtml);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("never serves the build's manifest (read by the server to prefetch an /app page's chunks)", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('x.js');
  });

  it('serves hashed assets as immutable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("app")');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's Brotli or gzip copy to a browser that accepts it, and the plain file otherwise", async () => {
    const br = await ctx.app.inject({
      method: 'GET',
      url: '/assets/big-4d5e6f.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);
    expect(br.rawPayload.byteLength).toBeLessThan(bigScript.length / 10);
    const gz = await ctx.app.inject({
      method: 'GET',
      url: '/assets/big-4d5e6f.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bigScript);
    const plain = await ctx.app.inject({
      method: 'GET',
      url: '/assets/big-4d5e6f.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset (a chunk of an older build) with 404, not index.html', async () => {
    for (const url of ['/assets/app-0ld0ld.js', '/favicon-missing.png']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('<html');
    }
  });

  it('still answers unknown /api paths and non-GET requests with the JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['GET', '/api'],
      ['POST', '/app/w/ws_abc/documents'],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(ErrorBodySchema.parse(res.json())).toMatchObject({
        code: 'NOT_FOUND',
        detail: `No route ${method} ${url}.`,
      });
    }
  });

  it('does not serve files outside the web app directory', async () => {
    for (const url of ['/../package.json', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2fetc%2fpasswd']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toMatch(/root:|"name":/);
    }
  });
});

describe('the support address (SUPPORT_EMAIL)', () => {
  it('is written into index.html and the static pages as they are served, escaped, and nowhere the built-in one', async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'cp-web-dist-'));
    await writeFile(
      path.join(site, 'index.html'),
      `<html><head><meta name="support-email" content="${BUILT_IN_SUPPORT_EMAIL}" /></head><body></body></html>`,
    );
    await writeFile(
      path.join(site, 'terms-of-service.html'),
      `<p>Write to <a href="mailto:${BUILT_IN_SUPPORT_EMAIL}">${BUILT_IN_SUPPORT_EMAIL}</a></p>`,
    );
    const configured = await createTestApp({ webDistDir: site, env: { SUPPORT_EMAIL: "o'brien@example.org" } });
    try {
      for (const url of ['/', '/index.html', '/app/settings', '/terms-of-service.html']) {
        const res = await configured.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.body, url).toContain('o&#39;brien@example.org');
        expect(res.body, url).not.toContain(BUILT_IN_SUPPORT_EMAIL);
      }
      expect((await configured.app.inject({ method: 'GET', url: '/' })).body).toContain(
        '<meta name="support-email" content="o&#39;brien@example.org" />',
      );
    } finally {
      await configured.close();
      await rm(site, { recursive: true, force: true });
    }
  });
});

describe('rate limits and the web app', () => {
  it('limits the API but never the web app files (one page load fetches dozens of chunks)', async () => {
    const limited = await createTestApp({ webDistDir: distDir, env: { RATE_LIMIT_MAX: '3' } });
    try {
      for (let i = 0; i < 10; i += 1) {
        for (const url of ['/assets/app-1a2b3c.js', '/app/w/ws_abc/documents']) {
          expect((await limited.app.inject({ method: 'GET', url })).statusCode, `${url} #${i}`).toBe(200);
        }
      }
      const api = [];
      for (let i = 0; i < 5; i += 1)
        api.push((await limited.app.inject({ method: 'GET', url: '/api/nope' })).statusCode);
      expect(api).toContain(429);
    } finally {
      await limited.close();
    }
  });
});

describe('source maps and frames', () => {
  it('serves source maps outside production only', async () => {
    const dev = await ctx.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js.map' });
    expect(dev.statusCode).toBe(200);
    const production = await createTestApp({
      webDistDir: distDir,
      env: { NODE_ENV: 'production', BILLING_TEST_MODE: 'demo' },
    });
    try {
      for (const url of ['/assets/app-1a2b3c.js.map', '/assets/app-1a2b3c.js.MAP', '/assets/app-1a2b3c.js%2emap']) {
        const res = await production.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain('secret-sauce');
        expect(res.body, url).not.toContain('export const rule');
      }
      expect((await production.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' })).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });

  it('forbids framing with both headers saying the same: CSP frame-ancestors none and X-Frame-Options DENY', async () => {
    for (const url of ['/', '/app/settings', '/assets/app-1a2b3c.js', '/api/health', '/api/nope']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(
        String(res.headers['content-security-policy'])
          .split(';')
          .map((d) => d.trim()),
        url,
      ).toContain("frame-ancestors 'none'");
    }
  });
});
