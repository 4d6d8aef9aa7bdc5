// `npm run test:e2e`: Playwright journeys (e2e/tests) in Debian's Chromium against the built app and
// the compiled server (apps/server/dist, built here when stale; E2E_SERVER=source runs it through tsx)
// on a fresh data directory. Extra arguments go to `playwright test`
// (e.g. `node scripts/e2e.mjs --grep smoke`).
import { accessSync, constants, existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { buildServerIfNeeded, buildWebIfNeeded, root, run } from './lib.mjs';

const INSTALL = 'apt-get install -y chromium fonts-liberation poppler-utils';

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!isExecutable(chromium)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const aptGet = ['/usr/bin/apt-get', '/bin/apt-get'].find((file) => existsSync(file));
  if (process.env.CHROMIUM_PATH || !isRoot || !aptGet) {
    console.error(
      `✗ Chromium not found at ${chromium}.\n` +
      `  Install Debian's Chromium and fonts:  sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive ${INSTALL}\n` +
      '  or point CHROMIUM_PATH at a Chromium/Chrome executable.',
    );
    process.exit(1);
  }
  console.log(`→ Chromium is missing; installing it: apt-get update && ${INSTALL}`);
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const code = (await run(aptGet, ['update'], { env: aptEnv })) || (await run(aptGet, INSTALL.split(' ').slice(1), { env: aptEnv }));
  if (code !== 0 || !isExecutable(chromium)) {
    console.error(`✗ installing Chromium failed (exit code ${code}); run: apt-get update && ${INSTALL}`);
    process.exit(code || 1);
  }
}

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
  code = await run(process.execPath, [playwrightCli, 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', CHROMIUM_PATH: chromium, E2E_DATA_DIR: dataDir },
  });
} finally {
  await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
}
process.exitCode = code;
