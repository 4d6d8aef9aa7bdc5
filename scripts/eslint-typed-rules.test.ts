// Proves the type-aware rules and the file-length limits of eslint.config.js fire, with the project's own
// config. The snippets are linted as the text of a real file the tsconfigs include, so typescript-eslint
// builds its type program for them.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Under CI=true typescript-eslint infers a single run and types the files as they are on disk, so the
// snippets below (linted in place of shutdown.ts's text) would go unchecked: this test lints text, not files.
process.env.TSESTREE_SINGLE_RUN = 'false';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
const serverFile = 'apps/server/src/shutdown.ts';

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  if (!result) throw new Error('no lint result');
  return [...new Set(result.messages.map((m) => m.ruleId ?? `parse error: ${m.message}`))].sort();
}

/** `lines` lines of code, plus as many blank and comment lines (which the limit does not count). */
function longFile(lines: number): string {
  return Array.from({ length: lines }, (_, i) => `export const v${i} = ${i};\n\n// note ${i}\n`).join('');
}

// Building the TypeScript program of tsconfig.node.json (about 900 files) is what takes the time, once.
describe('type-aware rules and file length', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    await ruleIds(serverFile, 'export const warm = 1;\n');
  }, 120_000);

  it('reports a promise that is neither awaited nor voided', async () => {
    expect(await ruleIds(serverFile, 'async function save() {}\nexport function run() {\n  save();\n}\n')).toEqual([
      '@typescript-eslint/no-floating-promises',
    ]);
    expect(
      await ruleIds(
        serverFile,
        'async function save() {}\nexport async function run() {\n  await save();\n  void save();\n}\n',
      ),
    ).toEqual([]);
  });

  it('reports a promise handed to something that ignores it', async () => {
    const code =
      "import { EventEmitter } from 'node:events';\nconst e = new EventEmitter();\ne.on('x', async () => {});\nexport const done = Promise.resolve(1);\nif (done) e.emit('x');\n";
    expect(await ruleIds(serverFile, code)).toEqual(['@typescript-eslint/no-misused-promises']);
  });

  it('allows 300 lines of code in a source file and 500 in a test, blank lines and comments not counted', async () => {
    expect(await ruleIds(serverFile, longFile(300))).toEqual([]);
    expect(await ruleIds(serverFile, longFile(301))).toEqual(['max-lines']);
    expect(await ruleIds('apps/server/src/shutdown.test.ts', longFile(500))).toEqual([]);
    expect(await ruleIds('apps/server/src/shutdown.test.ts', longFile(501))).toEqual(['max-lines']);
  });
});
