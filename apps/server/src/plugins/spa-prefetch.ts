import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Route-specific prefetching for the signed-in app (docs/decisions/042). The web app's routes load
 * lazily: left alone, a phone first fetches the entry script, runs it, and only then learns which chunks
 * the route needs. For /app pages the server names those chunks in the HTML as `<link rel="prefetch">`,
 * so they download behind the entry (at low priority: the entry and the stylesheet come first) and the
 * route's import finds them in the cache. Not `modulepreload`: that also compiled them all in one long
 * task before the first paint (Lighthouse's blocking time doubled). The build's manifest
 * (apps/web/dist/.vite/manifest.json) says which files a route's module imports; without it (an older
 * build) pages are served as they are.
 */
type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

const layout = 'src/app/routes/app-layout.tsx';
/**
 * The splash the web app shows while the shell loads (SplashScreen, as React renders it; a web test
 * checks they match). Written into /app pages so it paints as soon as the stylesheet is here, before the
 * scripts (and the prefetched chunks); React replaces it with the same markup.
 */
const appSplash =
  '<div role="status" class="fixed inset-0 z-50 grid place-items-center bg-surface-muted px-6"><div class="flex flex-col items-center gap-6 text-center"><span class="inline-flex items-center gap-2 font-semibold tracking-tight text-ink text-xl"><svg viewBox="0 0 32 32" class="size-7 shrink-0" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="#1d4ed8"></rect><path d="M9 17l5 5 9-11" stroke="#fff" stroke-width="3.2" fill="none" stroke-linecap="round" stroke-linejoin="round"></path></svg><span class="text-base">Career Prep</span></span><span aria-hidden="true" class="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"></span><p class="text-base font-medium text-ink">Loading your workspace...</p></div></div>';

const home = 'src/app/routes/app-home.tsx';

/** The files `keys` import, statically and transitively, less those the entry already brings. */
export function chunkFiles(manifest: Manifest, keys: string[]): string[] {
  const loaded = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) walk(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, loaded);
  const files = new Set<string>();
  for (const key of keys) walk(key, files);
  return [...files].filter((file) => !loaded.has(file));
}

/** `html` with a prefetch link for each file at the end of its head, and the splash in its root. */
export function withPrefetches(html: string, files: string[]): string {
  if (files.length === 0 || !html.includes('</head>')) return html;
  const links = files.map((file) => `    <link rel="prefetch" crossorigin href="/${file}">\n`).join('');
  return html
    .replace('</head>', `${links}  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${appSplash}</div>`);
}

/** Which chunks a path's page prefetches: the shell's for every /app page, the app home's too on its paths. */
export function routeChunkKeys(pathname: string): string[] {
  if (pathname !== '/app' && !pathname.startsWith('/app/')) return [];
  return /^\/app(?:\/homepage)?\/?$/.test(pathname) ? [layout, home] : [layout];
}

export function readManifest(distDir: string): Manifest | null {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** index.html as each path should get it: memoised per set of route chunks (a handful). */
export function pagesWithPrefetches(indexHtml: string, manifest: Manifest | null): (pathname: string) => string {
  const cache = new Map<string, string>();
  return (pathname) => {
    const keys = manifest ? routeChunkKeys(pathname) : [];
    const id = keys.join('|');
    let html = cache.get(id);
    if (html === undefined) {
      html = manifest ? withPrefetches(indexHtml, chunkFiles(manifest, keys)) : indexHtml;
      cache.set(id, html);
    }
    return html;
  };
}
