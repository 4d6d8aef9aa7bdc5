import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SplashScreen } from './splash-screen.tsx';

// The server writes the splash into the HTML of /app pages so it paints before any script has run
// (apps/server/src/plugins/spa-prefetch.ts); React then renders the same markup, so nothing moves.
describe('the splash the server writes into /app pages', () => {
  it('is the markup SplashScreen renders', () => {
    const server = readFileSync(
      path.join(import.meta.dirname, '../../../../../server/src/plugins/spa-prefetch.ts'),
      'utf8',
    );
    const markup = renderToStaticMarkup(<SplashScreen />);
    expect(server).toContain(`'${markup}'`);
  });
});
