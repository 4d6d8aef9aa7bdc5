// `npm ci` refuses a lockfile that is out of step with the package.json files. Its dry run says so in
// seconds, but it also empties node_modules, so it runs on a copy of the manifests in a scratch
// directory and the real install is never touched.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from './lib.mjs';

const root = process.cwd();
const scratch = mkdtempSync(path.join(os.tmpdir(), 'cp-lockfile-'));
try {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  for (const file of ['package.json', 'package-lock.json', ...workspaces.map((w) => path.join(w, 'package.json'))]) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(scratch, file));
  }
  process.exitCode = await run(
    'npm',
    ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
    { cwd: scratch },
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
