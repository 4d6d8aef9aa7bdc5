// Speed: median and p95 milliseconds per engine step, and the data bundle's load time in a fresh process.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Engine } from '../../packages/engine/src/index.ts';
import { AS_OF } from './quality-ranking.ts';

const root = path.resolve(import.meta.dirname, '../..');

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Median and p95 milliseconds per step over the given resumes and postings. */
export function measureTiming(
  engine: Engine,
  resumes: readonly string[],
  postings: readonly string[],
): Record<string, { median: number; p95: number; runs: number }> {
  const samples: Record<string, number[]> = {};
  const time = (name: string, fn: () => unknown) => {
    const t = performance.now();
    const result = fn();
    (samples[name] ??= []).push(performance.now() - t);
    return result;
  };
  resumes.forEach((text, i) => {
    const normalized = time('normalizeText', () => engine.steps.normalizeText(text)) as string;
    const sections = time('extractSections', () => engine.steps.extractSections(normalized)) as ReturnType<
      Engine['steps']['extractSections']
    >;
    time('extractRoles', () =>
      engine.steps.extractRoles(sections.filter((s) => s.kind === 'experience').flatMap((s) => s.lines)),
    );
    time('extractSkills', () =>
      engine.steps.extractSkills(normalized.split('\n').map((t, line) => ({ text: t, section: 'any', line }))),
    );
    const resume = time('parseResume', () => engine.parseResume(text, { asOf: AS_OF })) as ReturnType<
      Engine['parseResume']
    >;
    const postingText = postings[i % postings.length]!;
    const posting = time('parsePosting', () => engine.parsePosting(postingText)) as ReturnType<Engine['parsePosting']>;
    time('scoreFit', () => engine.scoreFit(resume, posting));
  });
  return Object.fromEntries(
    Object.entries(samples).map(([name, xs]) => {
      const sorted = [...xs].sort((a, b) => a - b);
      return [
        name,
        {
          median: Math.round(percentile(sorted, 50) * 100) / 100,
          p95: Math.round(percentile(sorted, 95) * 100) / 100,
          runs: xs.length,
        },
      ];
    }),
  );
}

/** Bundle load time in a fresh process: JSON import, then decoding and indexing. */
export function measureBundleLoad(runs = 3): Array<{ importMs: number; buildMs: number }> {
  const code = `const t0 = performance.now();
const m = await import(${JSON.stringify(path.join(root, 'packages/engine/src/default-engine-data.ts'))});
const t1 = performance.now(); m.loadDefaultEngineData(); const t2 = performance.now();
console.log(JSON.stringify({ importMs: t1 - t0, buildMs: t2 - t1 }));`;
  return Array.from({ length: runs }, () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
      cwd: root,
      encoding: 'utf8',
    });
    const r = JSON.parse(out.trim().split('\n').pop()!) as { importMs: number; buildMs: number };
    return { importMs: Math.round(r.importMs), buildMs: Math.round(r.buildMs) };
  });
}
