// The analysis engine on the largest texts the contracts let through (100,000 characters), in the shapes
// that cost it most (docs/decisions/015): each module's time on each, as one request would spend it.
import { ANALYSIS_MODULE_KEYS, defaultEngine, type AnalysisModuleKey } from '../../packages/engine/src/index.ts';
import { resumeText } from './sample-documents.ts';

const LIMIT = 100_000;
const fill = (unit: string) => unit.repeat(Math.ceil(LIMIT / unit.length)).slice(0, LIMIT);

export const largestTexts: Readonly<Record<string, () => string>> = {
  'a skill list on one line': () => fill('Python, Java, SQL, AWS, Kubernetes, React, '),
  'one line of words': () => fill('managed the team and delivered results for clients '),
  "a line of 'x' per line": () => fill('x\n'),
  'a real resume repeated': () => fill(`${resumeText()}\n`),
};

export type LargestTextTiming = {
  readonly name: string;
  readonly worst: { readonly key: AnalysisModuleKey; readonly ms: number };
};

/** The slowest module on each shape, with the same text as both resume and posting. */
export function benchLargestTexts(): LargestTextTiming[] {
  const engine = defaultEngine();
  return Object.entries(largestTexts).map(([name, make]) => {
    const text = make();
    const times = ANALYSIS_MODULE_KEYS.map((key) => {
      const started = performance.now();
      engine.runModule(key, { resumeText: text, postingText: text, asOf: { year: 2025, month: 6 } });
      return { key, ms: Math.round(performance.now() - started) };
    });
    return { name, worst: times.reduce((a, b) => (b.ms > a.ms ? b : a)) };
  });
}
