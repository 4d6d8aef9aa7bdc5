import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyticsEventNames } from './analytics.ts';

/** Events whose screen is not in this build yet (the Job Search Agent, step 10): they must get a call site when it ships. */
const pendingEvents: readonly string[] = [];

const srcDir = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'testing' ? [] : sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

const sources = sourceFiles(srcDir).map((file) => ({
  file: path.relative(srcDir, file),
  text: readFileSync(file, 'utf8'),
}));

describe('analytics call sites', () => {
  it.each(analyticsEventNames.filter((name) => !pendingEvents.includes(name)))('%s is sent by a screen', (name) => {
    const sites = sources.filter((source) => source.text.includes(`track('${name}'`));
    expect(
      sites.map((s) => s.file),
      `no track('${name}', ...) call outside tests`,
    ).not.toEqual([]);
  });

  it('lists as pending only events nobody sends yet', () => {
    for (const name of pendingEvents)
      expect(
        sources.some((s) => s.text.includes(`track('${name}'`)),
        `${name} is sent now: drop it from pendingEvents`,
      ).toBe(false);
  });

  it('sends no event the spec does not name', () => {
    const sent = sources.flatMap((s) => [...s.text.matchAll(/track\('([a-z_]+)'/g)].map((m) => m[1]!));
    for (const name of sent) expect(analyticsEventNames as readonly string[]).toContain(name);
  });
});
