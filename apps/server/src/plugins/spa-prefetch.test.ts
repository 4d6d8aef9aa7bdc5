import { describe, expect, it } from 'vitest';
import { chunkFiles, pagesWithPrefetches, routeChunkKeys, withPrefetches } from './spa-prefetch.ts';

const manifest = {
  'index.html': { file: 'assets/index-a1.js', imports: ['_jsx-runtime.js'], isEntry: true },
  '_jsx-runtime.js': { file: 'assets/jsx-runtime-b2.js' },
  'src/app/routes/app-layout.tsx': {
    file: 'assets/app-layout-c3.js',
    imports: ['_app-shell.js', '_jsx-runtime.js'],
  },
  '_app-shell.js': { file: 'assets/app-shell-d4.js', imports: ['_icons.js'] },
  '_icons.js': { file: 'assets/icons-e5.js' },
  'src/app/routes/app-home.tsx': { file: 'assets/app-home-f6.js', imports: ['_app-shell.js'] },
};
const html = '<html><head>\n    <title>x</title>\n  </head><body><div id="root"></div></body></html>';

describe('route-specific prefetching', () => {
  it('lists a route module and what it imports, transitively, without what the entry brings', () => {
    expect(chunkFiles(manifest, ['src/app/routes/app-layout.tsx'])).toEqual([
      'assets/app-layout-c3.js',
      'assets/app-shell-d4.js',
      'assets/icons-e5.js',
    ]);
  });

  it('prefetches the shell on every /app page and the home on the home paths only', () => {
    expect(routeChunkKeys('/')).toEqual([]);
    expect(routeChunkKeys('/application')).toEqual([]);
    expect(routeChunkKeys('/app/homepage')).toEqual(['src/app/routes/app-layout.tsx', 'src/app/routes/app-home.tsx']);
    expect(routeChunkKeys('/app')).toHaveLength(2);
    expect(routeChunkKeys('/app/settings')).toEqual(['src/app/routes/app-layout.tsx']);
  });

  it('writes the links at the end of the head and leaves other pages as they are', () => {
    const page = pagesWithPrefetches(html, manifest);
    const home = page('/app/homepage');
    expect(home).toContain('<link rel="prefetch" crossorigin href="/assets/app-home-f6.js">');
    expect(home.match(/rel="prefetch"/g)).toHaveLength(4);
    expect(home.indexOf('app-shell-d4.js')).toBeLessThan(home.indexOf('</head>'));
    expect(home).toContain('Loading your workspace...</p></div></div></div>');
    expect(page('/')).toBe(html);
    expect(pagesWithPrefetches(html, null)('/app/homepage')).toBe(html);
    expect(withPrefetches('<p>no head</p>', ['assets/a.js'])).toBe('<p>no head</p>');
  });
});
