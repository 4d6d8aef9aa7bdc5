// Playwright in Debian's Chromium (no browser download) against the real server, which serves the
// built web app and the API on one port. Run through `node scripts/e2e.mjs`, which installs Chromium
// if needed, builds the web app and the server when stale and gives each run a fresh data directory
// (E2E_DATA_DIR). The journeys run against the compiled server (apps/server/dist, plain node: what
// production runs); E2E_SERVER=source runs apps/server/src through tsx instead.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const repoRoot = path.resolve(import.meta.dirname, '..');
// E2E_PORT lets two checkouts run their journeys side by side.
const port = Number(process.env.E2E_PORT || 4173);
const baseURL = `http://127.0.0.1:${port}`;
const serverCommand =
  process.env.E2E_SERVER === 'source'
    ? 'node --import tsx apps/server/src/main.ts'
    : 'node --enable-source-maps apps/server/dist/main.js';

/** The server's data directory (embedded PostgreSQL lives in it): fresh for every run. */
function dataDir(): string {
  const given = process.env.E2E_DATA_DIR;
  if (given) return given;
  // Started without scripts/e2e.mjs: make one here and remove it when Playwright exits.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cp-e2e-'));
  chmodSync(dir, 0o755); // as root, PostgreSQL runs as the 'postgres' user and must enter it
  process.env.E2E_DATA_DIR = dir; // worker processes inherit it instead of making their own
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: {
    command: serverCommand,
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // SIGTERM lets the server stop its embedded PostgreSQL before the data directory is removed.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir(),
      DEV_ROUTES: 'true',
      LOG_LEVEL: 'warn',
      SHUTDOWN_TIMEOUT_MS: '5000',
      AUTH_RATE_LIMIT_MAX: '1000',
      RATE_LIMIT_MAX: '100000',
      // Hermetic: never the developer's database, mail server or identity providers.
      DATABASE_URL: '',
      SMTP_URL: '',
      REDIS_URL: '',
      GOOGLE_CLIENT_ID: '',
      MICROSOFT_CLIENT_ID: '',
      TRANSCRIBE_BASE_URL: '',
      OPENAI_API_KEY: '',
      // The Live Interview's billed minute lasts 3 s here, so a 5-minute session times out in 15 s
      // (honoured only with NODE_ENV=test; the journeys run the built server otherwise as production does).
      NODE_ENV: 'test',
      LIVE_INTERVIEW_MINUTE_SECONDS: '3',
    },
  },
});
