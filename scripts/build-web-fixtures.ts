// `npm run build:web-fixtures`: writes the engine outputs the web tests render
// (apps/web/src/features/analysis/testing/engine-result-module-*.json) from the engine as it is now,
// for the data-analyst resume and posting of packages/engine's fixtures. The web tests stay free of
// the engine's bundle; scripts/web-fixtures.test.ts fails when these files fall behind the engine.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ANALYSIS_MODULE_KEYS, adviseOn, defaultEngine, type AnalysisModuleKey } from '../packages/engine/src/index.ts';
import { AS_OF } from '../packages/engine/src/testing/fixtures.ts';
import { POSTING_DATA_ANALYST, RESUME_DATA_ANALYST } from '../packages/engine/src/testing/module-fixtures.ts';

export const webFixturesDir = path.resolve(import.meta.dirname, '../apps/web/src/features/analysis/testing');
export const webFixturePath = (key: AnalysisModuleKey) =>
  path.join(webFixturesDir, `engine-result-module-${key.slice('Module '.length)}.json`);

/** Each module's output as its fixture file holds it (pretty JSON, newline at the end). */
export function webFixtureTexts(): Array<{ key: AnalysisModuleKey; text: string }> {
  const engine = defaultEngine();
  return ANALYSIS_MODULE_KEYS.map((key) => {
    const ran = engine.runModule(key, {
      resumeText: RESUME_DATA_ANALYST,
      postingText: POSTING_DATA_ANALYST,
      asOf: AS_OF,
    });
    if (!ran.ok) throw new Error(`${key}: ${ran.error.detail}`);
    return { key, text: `${JSON.stringify(ran.value, null, 2)}\n` };
  });
}

/** The advice the server sends with each of those results (engine-advice.json: module key -> sentences). */
export function webAdviceFixture(): { path: string; text: string } {
  const engine = defaultEngine();
  const advice = Object.fromEntries(
    ANALYSIS_MODULE_KEYS.map((key) => {
      const ran = engine.runModule(key, {
        resumeText: RESUME_DATA_ANALYST,
        postingText: POSTING_DATA_ANALYST,
        asOf: AS_OF,
      });
      if (!ran.ok) throw new Error(`${key}: ${ran.error.detail}`);
      return [key, adviseOn(key, ran.value as never)];
    }),
  );
  return { path: path.join(webFixturesDir, 'engine-advice.json'), text: `${JSON.stringify(advice, null, 2)}\n` };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const { key, text } of webFixtureTexts()) {
    writeFileSync(webFixturePath(key), text);
    console.log(`wrote ${path.relative(process.cwd(), webFixturePath(key))}`);
  }
  const advice = webAdviceFixture();
  writeFileSync(advice.path, advice.text);
  console.log(`wrote ${path.relative(process.cwd(), advice.path)}`);
}
