// `npm start`: builds what is missing or older than its sources (the web app, then the server into
// apps/server/dist), then runs the compiled server in the foreground with plain node (one process, one
// port: the API plus the built SPA). The server starts embedded PostgreSQL under ./data unless
// DATABASE_URL is set. Signals go to the server; its exit code is ours. `--build` forces both builds;
// `--no-build` runs what is built (what production does: `npm run serve`).
import { buildServerIfNeeded, buildWebIfNeeded, run, serverMain } from './lib.mjs';

const force = process.argv.includes('--build');
const skip = process.argv.includes('--no-build');
const webCode = skip ? 0 : await buildWebIfNeeded({ force });
if (webCode !== 0) {
  console.error(`✗ the web build failed (exit code ${webCode}); not starting the server.`);
  process.exit(webCode);
}
const serverCode = skip ? 0 : await buildServerIfNeeded({ force });
if (serverCode !== 0) {
  console.error(`✗ the server build failed (exit code ${serverCode}); not starting the server.`);
  process.exit(serverCode);
}
process.exitCode = await run(process.execPath, ['--enable-source-maps', serverMain]);
