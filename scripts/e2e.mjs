// `npm run test:e2e`: Playwright journeys (e2e/tests) in Debian's Chromium against the built app and
// the compiled server (apps/server/dist, built here when stale; E2E_SERVER=source runs it through tsx)
// on a fresh data directory. Extra arguments go to `playwright test`
// (e.g. `node scripts/e2e.mjs --grep smoke`).
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { buildServerIfNeeded, buildWebIfNeeded, root, run } from './lib.mjs';
import { ensureSystemPackages } from './system-packages.mjs';

// Chromium, its fonts and espeak-ng (the journeys' spoken answers): installed when missing (scripts/system-packages.mjs)
const packagesCode = await ensureSystemPackages();
if (packagesCode !== 0) process.exit(packagesCode);
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const buildCode = await buildWebIfNeeded();
if (buildCode !== 0) {
  console.error(`✗ the web build failed (exit code ${buildCode}).`);
  process.exit(buildCode);
}
const serverBuildCode = process.env.E2E_SERVER === 'source' ? 0 : await buildServerIfNeeded();
if (serverBuildCode !== 0) {
  console.error(`✗ the server build failed (exit code ${serverBuildCode}).`);
  process.exit(serverBuildCode);
}

// A fresh data directory per run: the server initialises its own embedded PostgreSQL there.
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cp-e2e-'));
await chmod(dataDir, 0o755); // as root, PostgreSQL runs as the 'postgres' user and must enter it
const playwrightCli = createRequire(path.join(root, 'e2e/package.json')).resolve('@playwright/test/cli');
let code;
try {
  code = await run(
    process.execPath,
    [playwrightCli, 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
    {
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', CHROMIUM_PATH: chromium, E2E_DATA_DIR: dataDir },
    },
  );
} finally {
  await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
}
process.exitCode = code;
