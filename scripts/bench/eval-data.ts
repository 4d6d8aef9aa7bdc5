// Where the evaluation data lives (../shared/data beside the repository; never shipped) and what a test
// does without it: a developer's machine without the data skips the data's tests, CI (CI=true) fails them,
// so a run that measured nothing can never pass as green. Every test that reads ../shared/data goes
// through describeWithEvalData.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'vitest';

export const evalDataDir = path.resolve(import.meta.dirname, '../../../shared/data');

export const hasEvalData = (relative: string) => existsSync(path.join(evalDataDir, relative));

/** Whether this is a CI run: CI set to anything but empty, 'false' or '0' (CI services set CI=true). */
export const isCi = (env: Record<string, string | undefined> = process.env) =>
  !['', 'false', '0'].includes((env.CI ?? '').trim().toLowerCase());

/** What a data test does: run with its data, fail in CI without it, skip on a developer's machine without it. */
export function evalDataMode(hasData: boolean, ci: boolean): 'run' | 'fail' | 'skip' {
  if (hasData) return 'run';
  return ci ? 'fail' : 'skip';
}

/** The failure CI reports for missing data, naming the file. */
export const missingEvalData = (relative: string) =>
  new Error(
    `${path.join(evalDataDir, relative)} is missing: CI runs the tests that read ../shared/data and may not skip them.`,
  );

/** describe() when the data is there; in CI without it, one failing test that says what is missing; elsewhere skipped. */
export function describeWithEvalData(name: string, relative: string, body: () => void): void {
  const mode = evalDataMode(hasEvalData(relative), isCi());
  if (mode === 'run') {
    describe(name, body);
  } else if (mode === 'fail') {
    describe(name, () => {
      it('needs the evaluation data', () => {
        throw missingEvalData(relative);
      });
    });
  } else {
    describe.skip(name, body);
  }
}
