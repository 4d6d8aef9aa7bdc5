// Performance budget (docs/decisions/038 section 11): initial JS for `/` at most 170 KB gzip; each lazily loaded chunk
// at most 100 KB gzip. The initial JS is the entry script plus every chunk index.html preloads; every
// other chunk gets its own check, so one heavy route can't hide behind light ones. A JS config
// because chunk names are content hashes, known only after `vite build`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dist = path.join(import.meta.dirname, 'dist');
const indexHtml = path.join(dist, 'index.html');
if (!existsSync(indexHtml)) {
  throw new Error('apps/web/dist/index.html is missing: build first (npm run build -w @cp/web).');
}

const html = readFileSync(indexHtml, 'utf8');
const initial = new Set();
for (const tag of html.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
  const isModuleScript = tag.startsWith('<script') && /\btype=["']?module/.test(tag);
  const isPreload = tag.startsWith('<link') && /\brel=["']?modulepreload/.test(tag);
  const url = /\b(?:src|href)=["']?([^"' >]+)/.exec(tag)?.[1];
  if ((isModuleScript || isPreload) && url?.endsWith('.js') && !/^(?:[a-z]+:)?\/\//i.test(url)) {
    initial.add(`dist/${url.replace(/^\.?\//, '')}`);
  }
}
if (initial.size === 0) throw new Error('apps/web/dist/index.html loads no module script: is this a Vite build?');

const chunks = readdirSync(path.join(dist, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => `dist/assets/${name}`)
  .filter((file) => !initial.has(file))
  .sort();

export default [
  { name: 'initial JS for / (entry + preloaded chunks)', path: [...initial], limit: '170 KB', gzip: true },
  ...chunks.map((file) => ({ name: `lazy chunk ${path.basename(file)}`, path: file, limit: '100 KB', gzip: true })),
];
