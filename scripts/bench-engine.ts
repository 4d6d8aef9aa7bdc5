// `node --import tsx scripts/bench-engine.ts [--runs N]`: the analysis modules' speed on a 2-page resume
// and a 1-page posting (scripts/bench/sample-documents.ts): median and p95 per module over N warm runs
// (goal: under 20 ms each), each module's first call after the engine is built, and the bundle's load
// time in a fresh process (JSON import, then decoding and indexing). Every run parses both texts, as a
// server request does. Standalone; `benchEngine()` is exported for `npm run bench`.
import { pathToFileURL } from 'node:url';
import {
  ANALYSIS_MODULE_KEYS,
  defaultEngine,
  type AnalysisModuleKey,
  type ModuleRunInput,
} from '../packages/engine/src/index.ts';
import { benchLargestTexts, type LargestTextTiming } from './bench/largest-texts.ts';
import { measureBundleLoad } from './bench/quality-timing.ts';
import { postingText, resumeText } from './bench/sample-documents.ts';

export const MODULE_GOAL_MS = 20;
const NAMES: Readonly<Record<AnalysisModuleKey, string>> = {
  'Module 1': 'Resume Audit',
  'Module 2': 'Job Decoder',
  'Module 3': 'Fit Matrix',
  'Module 4': 'Resume Improvement',
  'Module 5': 'Interview Questions',
  'Module 9': 'Cover Letter',
};

export interface ModuleTiming {
  readonly key: AnalysisModuleKey;
  readonly name: string;
  readonly firstMs: number;
  readonly medianMs: number;
  readonly p95Ms: number;
  readonly runs: number;
}

export interface EngineBench {
  readonly modules: readonly ModuleTiming[];
  readonly bundleLoads: ReadonlyArray<{ importMs: number; buildMs: number }>;
  /** The slowest module on each of the largest, costliest texts a request may carry. */
  readonly largest: readonly LargestTextTiming[];
  readonly resumeChars: number;
  readonly postingChars: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const at = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export function benchEngine(options: { runs?: number; warmup?: number; bundleRuns?: number } = {}): EngineBench {
  const runs = options.runs ?? 200;
  const warmup = options.warmup ?? 20;
  const engine = defaultEngine();
  const input: ModuleRunInput = {
    resumeText: resumeText(),
    postingText: postingText(),
    asOf: { year: 2025, month: 6 },
  };
  const modules = ANALYSIS_MODULE_KEYS.map((key): ModuleTiming => {
    const run = () => {
      const result = engine.runModule(key, input);
      if (!result.ok) throw new Error(`${key}: ${result.error.detail}`);
    };
    const started = performance.now();
    run();
    const firstMs = performance.now() - started;
    for (let i = 0; i < warmup; i++) run();
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      run();
      samples.push(performance.now() - t);
    }
    const sorted = samples.sort((a, b) => a - b);
    return {
      key,
      name: NAMES[key],
      firstMs: round2(firstMs),
      medianMs: round2(at(sorted, 0.5)),
      p95Ms: round2(at(sorted, 0.95)),
      runs,
    };
  });
  return {
    modules,
    bundleLoads: measureBundleLoad(options.bundleRuns ?? 3),
    largest: benchLargestTexts(),
    resumeChars: input.resumeText!.length,
    postingChars: input.postingText!.length,
  };
}

export function printEngineBench(result: EngineBench): void {
  console.log(
    `Analysis modules (2-page resume, ${result.resumeChars} characters; 1-page posting, ${result.postingChars}; parse included; goal < ${MODULE_GOAL_MS} ms):`,
  );
  console.log(
    `  ${'module'.padEnd(30)}${'median ms'.padStart(11)}${'p95 ms'.padStart(9)}${'first ms'.padStart(10)}${'runs'.padStart(6)}  goal`,
  );
  for (const m of result.modules) {
    const ok = m.medianMs < MODULE_GOAL_MS && m.p95Ms < MODULE_GOAL_MS;
    console.log(
      `  ${`${m.key} ${m.name}`.padEnd(30)}${m.medianMs.toFixed(2).padStart(11)}${m.p95Ms.toFixed(2).padStart(9)}${m.firstMs.toFixed(2).padStart(10)}${String(m.runs).padStart(6)}  ${ok ? 'ok' : 'OVER'}`,
    );
  }
  const total = (l: { importMs: number; buildMs: number }) => l.importMs + l.buildMs;
  console.log('Largest texts (100,000 characters as both resume and posting; the slowest module on each, one run):');
  for (const t of result.largest)
    console.log(`  ${t.name.padEnd(30)}${String(t.worst.ms).padStart(7)} ms  (${t.worst.key} ${NAMES[t.worst.key]})`);
  console.log(
    `Bundle load (fresh process): ${result.bundleLoads.map((l) => `${total(l)} ms (import ${l.importMs} + decode/index ${l.buildMs})`).join('; ')}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const runsArg = process.argv.indexOf('--runs');
  const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : undefined;
  const result = benchEngine({ runs: runs && runs > 0 ? runs : undefined });
  printEngineBench(result);
  if (result.modules.some((m) => m.medianMs >= MODULE_GOAL_MS || m.p95Ms >= MODULE_GOAL_MS)) process.exitCode = 1;
}
