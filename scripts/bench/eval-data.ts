// Where the evaluation data lives (../shared/data beside the repository; never shipped) and what a test
// does without it: a developer's machine without the data skips the quality tests, CI (CI=true) fails them,
// so a run that measured nothing can never pass as green.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'vitest';

export const evalDataDir = path.resolve(import.meta.dirname, '../../../shared/data');

export const hasEvalData = (relative: string) => existsSync(path.join(evalDataDir, relative));

/** describe() when the data is there; in CI without it, one failing test that says what is missing; elsewhere skipped. */
export function describeWithEvalData(name: string, relative: string, body: () => void): void {
  if (hasEvalData(relative)) {
    describe(name, body);
  } else if (process.env.CI === 'true') {
    describe(name, () => {
      it('needs the evaluation data', () => {
        throw new Error(`${path.join(evalDataDir, relative)} is missing: CI measures quality on ../shared/data and may not skip it.`);
      });
    });
  } else {
    describe.skip(name, body);
  }
}
