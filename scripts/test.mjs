// `npm test`: every check the project has, in order, stopping at the first failure.
//   lockfile -> Debian packages (installed when missing) -> lint -> typecheck -> unit + web tests -> integration tests (real PostgreSQL) ->
//   the production build (`npm run build`: web app + server) + size budget -> end-to-end against the
//   built server (Playwright in Debian's Chromium)
// Integration tests use the embedded PostgreSQL server unless DATABASE_URL is set.
// `--skip lint,typecheck` or `--only e2e` pick steps by id (lockfile, system, lint, typecheck, unit, integration, size, e2e).
import { parseArgs } from 'node:util';
import { banner, formatSeconds, run } from './lib.mjs';

const allSteps = [
  {
    id: 'lockfile',
    name: 'lockfile in sync (npm ci)',
    run: () => run(process.execPath, ['scripts/check-lockfile.mjs']),
  },
  // Chromium prints the Resume Builder's PDFs in the integration tests, so it is there before them
  {
    id: 'system',
    name: 'Debian packages (Chromium, fonts, poppler-utils, espeak-ng)',
    run: () => run(process.execPath, ['scripts/system-packages.mjs']),
  },
  { id: 'lint', name: 'lint', run: () => run('npm', ['run', 'lint']) },
  { id: 'typecheck', name: 'typecheck', run: () => run('npm', ['run', 'typecheck']) },
  {
    id: 'unit',
    name: 'unit + web tests',
    run: () => run('npx', ['vitest', 'run', '--project', 'unit', '--project', 'web']),
  },
  {
    id: 'integration',
    name: 'integration tests',
    run: () => run('npx', ['vitest', 'run', '--project', 'integration']),
  },
  {
    id: 'size',
    name: 'build + size budget',
    run: async () => (await run('npm', ['run', 'build'])) || run('npm', ['run', 'size', '-w', '@cp/web']),
  },
  { id: 'e2e', name: 'end-to-end', run: () => run(process.execPath, ['scripts/e2e.mjs']) },
];

const { values: args } = parseArgs({ options: { skip: { type: 'string' }, only: { type: 'string' } } });
const ids = (list) =>
  new Set(
    (list ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
const skip = ids(args.skip);
const only = ids(args.only);
for (const id of [...skip, ...only]) {
  if (!allSteps.some((step) => step.id === id)) {
    console.error(`unknown step "${id}"; steps: ${allSteps.map((step) => step.id).join(', ')}`);
    process.exit(2);
  }
}
const steps = allSteps.filter((step) => !skip.has(step.id) && (only.size === 0 || only.has(step.id)));
if (steps.length < allSteps.length) {
  console.log(`! running only: ${steps.map((step) => step.id).join(', ')} (not the full check)`);
}

const started = Date.now();
const timings = [];
let failed = null;
for (const [index, step] of steps.entries()) {
  banner(`[${index + 1}/${steps.length}] ${step.name}`);
  const stepStarted = Date.now();
  const code = await step.run();
  timings.push({ name: step.name, ms: Date.now() - stepStarted, code });
  if (code !== 0) {
    failed = { ...step, code };
    break;
  }
}

banner(
  failed
    ? `FAILED: ${failed.name} (exit code ${failed.code})`
    : steps.length < allSteps.length
      ? 'the selected checks passed (not the full check)'
      : 'all checks passed',
);
for (const { name, ms, code } of timings)
  console.log(`  ${code === 0 ? '✓' : '✗'} ${name.padEnd(26)} ${formatSeconds(ms).padStart(8)}`);
for (const step of steps.slice(timings.length)) console.log(`  - ${step.name.padEnd(26)}  skipped`);
console.log(`  total ${formatSeconds(Date.now() - started)}`);
process.exitCode = failed ? failed.code : 0;
