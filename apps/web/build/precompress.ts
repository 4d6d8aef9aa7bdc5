// A Vite plugin that writes a Brotli (.br) and a gzip (.gz) copy next to every built script,
// stylesheet and SVG of at least 1 KB. The server serves them to browsers that accept them
// (@fastify/static `preCompressed`, apps/server/src/plugins/spa.ts): the entry script goes over the
// wire at about a third of its size, with no compression work per request.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(?:js|css|svg|json|txt)$/i;
const minBytes = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function precompress(): Plugin {
  return {
    name: 'cp-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((name) => compressible.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const content = await readFile(file);
          if (content.byteLength < minBytes) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
