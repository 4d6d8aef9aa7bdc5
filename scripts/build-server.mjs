// `npm run build:server`: bundles the server, its background-worker process and its worker-thread entries
// into apps/server/dist with esbuild (docs/decisions/025-production-build.md). The workspace packages
// (@cp/engine, @cp/contracts: TypeScript source) are bundled in; every npm dependency stays external and
// is loaded from node_modules at run time, so native modules (argon2, embedded PostgreSQL) work as
// installed. The SQL migrations and apps/server/data are copied next to the bundle. Production then runs plain `node`.
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { root } from './lib.mjs';

export const serverDir = path.join(root, 'apps/server');
export const serverDist = path.join(serverDir, 'dist');

/** Every entry point: the API, the worker process, and the modules worker threads load by file name. */
const entryPoints = {
  main: 'apps/server/src/main.ts',
  worker: 'apps/server/src/worker.ts',
  'engine-worker': 'apps/server/src/workers/engine-worker.ts',
  'parser-worker': 'apps/server/src/modules/documents/extraction/parser-worker.ts',
};

async function dependencyNames(packageJson) {
  const manifest = JSON.parse(await readFile(path.join(root, packageJson), 'utf8'));
  return Object.keys(manifest.dependencies ?? {});
}

export async function buildServer() {
  const names = new Set([
    ...(await dependencyNames('apps/server/package.json')),
    ...(await dependencyNames('packages/engine/package.json')),
    ...(await dependencyNames('packages/contracts/package.json')),
  ]);
  const external = [...names].filter((name) => !name.startsWith('@cp/'));
  await rm(serverDist, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints,
    outdir: serverDist,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    // One flat folder: a worker-thread entry is found next to the chunk that starts it.
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    sourcemap: true,
    external,
    // A bundled CommonJS dependency (none today) would need require(): give ESM output one.
    banner: {
      js: "import { createRequire as __cpCreateRequire } from 'node:module'; const require = __cpCreateRequire(import.meta.url);",
    },
    logLevel: 'warning',
    metafile: true,
  });
  await cp(path.join(serverDir, 'src/db/migrations'), path.join(serverDist, 'migrations'), { recursive: true });
  // the job index's bundled data (gazetteer, demo occupations), read by modules/job-search/data-file.ts
  await cp(path.join(serverDir, 'data'), path.join(serverDist, 'data'), { recursive: true });
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const result = await buildServer();
  const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
  console.log(
    `✓ apps/server/dist built in ${Date.now() - started} ms (${(bytes / 1024 / 1024).toFixed(1)} MB with source maps)`,
  );
}
