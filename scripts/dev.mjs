// `npm run dev`: the Vite dev server (http://localhost:5173, hot reload, /api proxied to :3000) and the
// API server restarted by `tsx watch` on every change. Both run in their own process group; when one
// exits, or on Ctrl-C, both are stopped.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root, webDir } from './lib.mjs';

const requireFromWeb = createRequire(path.join(webDir, 'package.json'));
const requireFromRoot = createRequire(path.join(root, 'package.json'));
const viteBin = path.join(path.dirname(requireFromWeb.resolve('vite/package.json')), 'bin/vite.js');
const tsxCli = path.join(path.dirname(requireFromRoot.resolve('tsx/package.json')), 'dist/cli.mjs');

const env = {
  ...process.env,
  PORT: process.env.PORT ?? '3000',
  HOST: process.env.HOST ?? '127.0.0.1',
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
  DEV_ROUTES: process.env.DEV_ROUTES ?? 'true',
};

const children = [
  {
    name: 'server',
    proc: spawn(process.execPath, [tsxCli, 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
      cwd: root,
      env,
      stdio: 'inherit',
      detached: true,
    }),
  },
  {
    name: 'web',
    proc: spawn(process.execPath, [viteBin, '--host', '127.0.0.1'], {
      cwd: webDir,
      env,
      stdio: 'inherit',
      detached: true,
    }),
  },
];

let stopping = false;
function stopAll(signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  for (const { proc } of children) {
    if (proc.exitCode === null && proc.signalCode === null) {
      try {
        process.kill(-proc.pid, signal); // the child's whole process group (vite's esbuild, the server's PostgreSQL)
      } catch {
        // already gone
      }
    }
  }
  // The server stops its embedded PostgreSQL on SIGTERM; give it a few seconds before forcing.
  setTimeout(() => {
    for (const { proc } of children) {
      if (proc.exitCode === null && proc.signalCode === null) {
        try {
          process.kill(-proc.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
  }, 10_000).unref();
}

let exitCode = 0;
let running = children.length;
for (const { name, proc } of children) {
  proc.on('exit', (code, signal) => {
    running -= 1;
    if (!stopping) {
      console.error(`\n${name} exited (${signal ?? `code ${code}`}); stopping the others.`);
      exitCode = code || 1;
      stopAll();
    }
    if (running === 0) process.exit(exitCode);
  });
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll('SIGTERM'));
