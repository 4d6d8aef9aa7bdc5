// `npm start`: builds the web app when its build is missing or older than its sources, then runs the
// server in the foreground (one process, one port: the API plus the built SPA). The server starts
// embedded PostgreSQL under ./data unless DATABASE_URL is set. Signals go to the server; its exit
// code is ours. `--build` forces the web build; `--no-build` serves apps/web/dist as it is.
import { buildWebIfNeeded, run } from './lib.mjs';

const buildCode = process.argv.includes('--no-build') ? 0 : await buildWebIfNeeded({ force: process.argv.includes('--build') });
if (buildCode !== 0) {
  console.error(`✗ the web build failed (exit code ${buildCode}); not starting the server.`);
  process.exit(buildCode);
}
process.exitCode = await run(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts']);
