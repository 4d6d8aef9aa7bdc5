import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { evalDataMode, isCi, missingEvalData } from './eval-data.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('tests that need ../shared/data', () => {
  it('run with the data, fail without it in CI, and are skipped without it elsewhere', () => {
    expect(evalDataMode(true, true)).toBe('run');
    expect(evalDataMode(true, false)).toBe('run');
    expect(evalDataMode(false, true)).toBe('fail');
    expect(evalDataMode(false, false)).toBe('skip');
  });

  it('count CI=true (and any CI value but empty, false or 0) as CI', () => {
    expect(isCi({ CI: 'true' })).toBe(true);
    expect(isCi({ CI: '1' })).toBe(true);
    expect(isCi({})).toBe(false);
    expect(isCi({ CI: '' })).toBe(false);
    expect(isCi({ CI: 'false' })).toBe(false);
    expect(isCi({ CI: '0' })).toBe(false);
    expect(missingEvalData('eval/nothing.jsonl').message).toMatch(/shared\/data\/eval\/nothing\.jsonl is missing: CI/);
  });

  it('fail the run under CI=true when their data is missing, and pass it as skipped without CI', () => {
    // A test file that needs data no checkout has, run by vitest itself under both environments.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cp-eval-data-'));
    const file = path.join(dir, 'needs-data.test.ts');
    writeFileSync(
      file,
      `import { expect, it } from ${JSON.stringify(import.meta.resolve('vitest'))};\nimport { describeWithEvalData } from ${JSON.stringify(path.join(root, 'scripts/bench/eval-data.ts'))};\n` +
        `describeWithEvalData('needs data', 'eval/no-such-file-${process.pid}.jsonl', () => { it('reads it', () => expect(1).toBe(1)); });\n`,
    );
    writeFileSync(path.join(dir, 'vitest.config.mjs'), 'export default {};\n');
    const vitest = (ci: string) =>
      spawnSync(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--root', dir, file], {
        env: { ...process.env, CI: ci },
        encoding: 'utf8',
      });
    try {
      const inCi = vitest('true');
      expect(inCi.status, inCi.stdout + inCi.stderr).not.toBe(0);
      expect(inCi.stdout + inCi.stderr).toContain('needs the evaluation data');
      const local = vitest('');
      expect(local.status, local.stdout + local.stderr).toBe(0);
      expect(local.stdout + local.stderr).toMatch(/skipped/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
