// `npm run build`: the production build, once: the web app (apps/web/dist, Vite) and the server with its
// worker entries (apps/server/dist, esbuild: scripts/build-server.mjs). Production then runs
// `npm run serve` (the API) and, with WORKERS=off, `npm run worker`: plain node, no TypeScript loader,
// no build at boot (docs/decisions/025-production-build.md).
import { buildServerIfNeeded, buildWebIfNeeded } from './lib.mjs';

const webCode = await buildWebIfNeeded({ force: true, requireWeb: true });
const code = webCode || (await buildServerIfNeeded({ force: true }));
if (code !== 0) console.error(`✗ the build failed (exit code ${code}).`);
process.exitCode = code;
