import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import type { App } from '../http/types.ts';
import { sendNotFound } from '../http/error-handler.ts';
import { loadPages } from './spa-pages.ts';
import { pagesWithPrefetches, readManifest } from './spa-prefetch.ts';

/**
 * Serves the built web app from `distDir` on the same port as the API. Unknown paths under /api
 * answer 404 in the error body; any other unknown GET gets index.html (client-side routing).
 * Source maps (`*.map`, the web's whole source) are served only when `serveSourceMaps` is on: never
 * in production (docs/decisions/019). The HTML pages at its root (index.html, the terms, the privacy
 * policy) are read once and served with the configured support address written in (spa-pages.ts).
 */
export async function registerSpa(
  app: App,
  options: { distDir: string | null; serveSourceMaps: boolean; supportEmail: string },
) {
  const distDir =
    options.distDir && existsSync(path.join(options.distDir, 'index.html')) ? path.resolve(options.distDir) : null;
  const pages = distDir ? await loadPages(distDir, options.supportEmail) : new Map<string, string>();
  // /app pages name the shell's chunks in their HTML, so they load behind the entry, and show the splash (spa-prefetch.ts).
  const indexPage = pagesWithPrefetches(pages.get('index.html') ?? '', distDir ? readManifest(distDir) : null);
  const sendPage = (reply: FastifyReply, html: string) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  if (distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its scripts and stylesheets (apps/web/build/precompress.ts).
      preCompressed: true,
      // Source maps outside production only; the HTML pages are served from `pages` below.
      allowedPath: (pathname) =>
        (options.serveSourceMaps || !/\.map$/i.test(pathname)) &&
        !pages.has(pathname.replace(/^\/+/, '')) &&
        !pathname.startsWith('/.vite/'),
      setHeaders(reply, filePath) {
        // Hashed assets never change; everything else is revalidated.
        reply.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler({ preHandler: app.rateLimit ? app.rateLimit() : undefined }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const page =
      request.method === 'GET' || request.method === 'HEAD' ? pages.get(pathname.replace(/^\/+/, '')) : undefined;
    if (page !== undefined) return sendPage(reply, page);
    // A missing hashed asset (an old build's chunk) is a real 404, never index.html parsed as a script.
    const isAsset = pathname.startsWith('/assets/') || /\.[a-z0-9]{2,5}$/i.test(pathname);
    if (
      pathname === '/api' ||
      pathname.startsWith('/api/') ||
      isAsset ||
      !distDir ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return sendNotFound(request, reply);
    }
    return sendPage(reply, indexPage(pathname));
  });
}
