// Helpers shared by the scripts in this folder (start, dev, test, e2e). Node built-ins only.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const webDir = path.join(root, 'apps/web');
export const webDist = path.join(webDir, 'dist');

/** The files a web build depends on; the build is stale when any of them is newer than dist/index.html. */
const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contracts/src',
];

function newestMtime(target) {
  if (!existsSync(target)) return { mtimeMs: 0, file: null };
  const stat = statSync(target);
  if (!stat.isDirectory()) return { mtimeMs: stat.mtimeMs, file: target };
  // A directory's own mtime changes when a file in it is deleted or renamed: that is a change too.
  let newest = { mtimeMs: stat.mtimeMs, file: target };
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const found = newestMtime(path.join(target, entry.name));
    if (found.mtimeMs > newest.mtimeMs) newest = found;
  }
  return newest;
}

/** The newest of `sources` (paths under the root) against `built`: 'missing', 'stale' (with the file) or 'fresh'. */
function buildStateOf(built, sources) {
  if (!existsSync(built)) return { state: 'missing' };
  const builtAt = statSync(built).mtimeMs;
  let newest = { mtimeMs: 0, file: null };
  for (const source of sources) {
    const found = newestMtime(path.join(root, source));
    if (found.mtimeMs > newest.mtimeMs) newest = found;
  }
  return newest.mtimeMs > builtAt ? { state: 'stale', file: path.relative(root, newest.file) } : { state: 'fresh' };
}

/**
 * Whether apps/web needs `vite build`: 'missing-source' when there is no apps/web/index.html (the
 * web app doesn't exist yet), 'missing' when there is no build, 'stale' when a source is newer than
 * the build, 'fresh' otherwise.
 */
export function webBuildState() {
  if (!existsSync(path.join(webDir, 'index.html'))) return { state: 'missing-source' };
  return buildStateOf(path.join(webDist, 'index.html'), webSources);
}

/**
 * Builds the web app when `webBuildState()` says so. Returns the build's exit code (0 when nothing
 * had to be done). With `requireWeb: false`, a missing apps/web/index.html is a warning, not an error.
 */
export async function buildWebIfNeeded({ force = false, requireWeb = false } = {}) {
  const { state, file } = webBuildState();
  if (state === 'missing-source') {
    const message = 'apps/web/index.html does not exist yet, so there is no web app to build.';
    if (requireWeb) {
      console.error(`✗ ${message}`);
      return 1;
    }
    console.warn(`! ${message} Serving the API only.`);
    return 0;
  }
  if (state === 'fresh' && !force) {
    console.log('✓ apps/web/dist is up to date');
    return 0;
  }
  const reason = force ? 'forced' : state === 'missing' ? 'no build yet' : `${file} changed`;
  console.log(`→ building the web app (${reason}): npm run build -w @cp/web`);
  return run('npm', ['run', 'build', '-w', '@cp/web']);
}

export const serverDist = path.join(root, 'apps/server/dist');
/** The compiled API's entry point: `node apps/server/dist/main.js`. */
export const serverMain = path.join(serverDist, 'main.js');
/** The files the server build depends on (the workspace packages are bundled in). */
const serverSources = [
  'apps/server/src',
  'apps/server/data',
  'apps/server/package.json',
  'packages/engine/src',
  'packages/engine/bundle',
  'packages/engine/package.json',
  'packages/contracts/src',
  'scripts/build-server.mjs',
];

/** Whether apps/server/dist must be rebuilt: 'missing', 'stale' (with the newer source) or 'fresh'. */
export function serverBuildState() {
  return buildStateOf(serverMain, serverSources);
}

/** Builds the server (scripts/build-server.mjs) when it is missing or older than a source; returns the exit code. */
export async function buildServerIfNeeded({ force = false } = {}) {
  const { state, file } = serverBuildState();
  if (state === 'fresh' && !force) {
    console.log('✓ apps/server/dist is up to date');
    return 0;
  }
  const reason = force ? 'forced' : state === 'missing' ? 'no build yet' : `${file} changed`;
  console.log(`→ building the server (${reason}): node scripts/build-server.mjs`);
  return run(process.execPath, ['scripts/build-server.mjs']);
}

const signalNumbers = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };

/**
 * Runs a command with inherited stdio and resolves with its exit code (128 + n when a signal ended
 * it). SIGINT/SIGTERM/SIGHUP received meanwhile are passed on to the child, which decides how to stop.
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    const forward = (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    };
    const signals = Object.keys(signalNumbers);
    for (const signal of signals) process.on(signal, forward);
    const done = (code) => {
      for (const signal of signals) process.off(signal, forward);
      resolve(code);
    };
    child.on('error', (error) => {
      console.error(`✗ could not run ${command}: ${error.message}`);
      done(127);
    });
    child.on('exit', (code, signal) => done(code ?? 128 + (signalNumbers[signal] ?? 9)));
  });
}

export function banner(text) {
  const line = '═'.repeat(Math.max(60, text.length + 4));
  console.log(`\n${line}\n  ${text}\n${line}`);
}

export function formatSeconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}
