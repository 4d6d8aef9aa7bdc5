// Proves that each architecture rule in eslint.config.js fires on a violation and stays quiet on an
// allowed import. Snippets are linted in memory at fake paths inside the repository, with the
// project's own config file.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPlugin } from './eslint-plugin-local.js';

const root = path.resolve(import.meta.dirname, '..');
/**
 * The project's config without its type-aware rules: the snippets sit at paths no tsconfig includes, and
 * these rules need none of the type program (scripts/eslint-typed-rules.test.ts covers the typed ones).
 */
const untyped: ESLint.Options['overrideConfig'] = {
  files: ['**/*.{ts,tsx}'],
  languageOptions: { parserOptions: { project: null } },
  rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
};
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: path.join(root, 'eslint.config.js'),
  overrideConfig: untyped,
});

type Finding = { ruleId: string | null; message: string };

async function lint(file: string, code: string, linter = eslint): Promise<Finding[]> {
  const [result] = await linter.lintText(code, { filePath: path.join(root, file) });
  if (!result) throw new Error('no lint result');
  return result.messages.map((m) => ({ ruleId: m.ruleId, message: m.message }));
}

const ruleIds = (findings: Finding[]) => [...new Set(findings.map((f) => f.ruleId))].sort();

type Case = { file: string; code: string; rules: string[] };

/** Each violation must produce exactly these rule ids (and nothing else). */
const violations: Record<string, Case> = {
  'engine -> node:fs': {
    file: 'packages/engine/src/read-resume.ts',
    code: "import { readFileSync } from 'node:fs';\nexport const read = () => readFileSync('x');\n",
    rules: ['no-restricted-imports'],
  },
  'engine -> fs (no node: prefix)': {
    file: 'packages/engine/src/read-resume.ts',
    code: "import { readFileSync } from 'fs';\nexport const read = () => readFileSync('x');\n",
    rules: ['no-restricted-imports'],
  },
  'engine -> pg': {
    file: 'packages/engine/src/store.ts',
    code: "import pg from 'pg';\nexport const client = new pg.Client();\n",
    rules: ['no-restricted-imports'],
  },
  'engine -> fastify': {
    file: 'packages/engine/src/http.ts',
    code: "import Fastify from 'fastify';\nexport const app = Fastify();\n",
    rules: ['no-restricted-imports'],
  },
  'engine -> react': {
    file: 'packages/engine/src/view.ts',
    code: "import { useState } from 'react';\nexport const hook = useState;\n",
    rules: ['no-restricted-imports'],
  },
  'engine -> @cp/contracts': {
    file: 'packages/engine/src/score-fit.ts',
    code: "import { HealthResponseSchema } from '@cp/contracts';\nexport const s = HealthResponseSchema;\n",
    rules: ['local/import-boundaries'],
  },
  'engine -> apps/server by relative path': {
    file: 'packages/engine/src/score-fit.ts',
    code: "import { buildApp } from '../../../apps/server/src/app.ts';\nexport const b = buildApp;\n",
    rules: ['local/import-boundaries'],
  },
  'engine -> dynamic import': {
    file: 'packages/engine/src/load.ts',
    code: "export const load = () => import('./score-fit.ts');\n",
    rules: ['no-restricted-syntax'],
  },
  'engine -> clock and randomness': {
    file: 'packages/engine/src/rank.ts',
    code: 'export const rank = () => [Math.random(), Date.now(), new Date()];\n',
    rules: ['no-restricted-properties', 'no-restricted-syntax'],
  },
  'engine -> process.env': {
    file: 'packages/engine/src/config.ts',
    code: 'export const level = process.env.LEVEL;\n',
    rules: ['no-restricted-globals'],
  },
  'contracts -> @cp/engine': {
    file: 'packages/contracts/src/analysis.ts',
    code: "import { ENGINE_VERSION } from '@cp/engine';\nexport const v = ENGINE_VERSION;\n",
    rules: ['local/import-boundaries'],
  },
  'contracts -> engine by relative path': {
    file: 'packages/contracts/src/analysis.ts',
    code: "import { ENGINE_VERSION } from '../../engine/src/index.ts';\nexport const v = ENGINE_VERSION;\n",
    rules: ['local/import-boundaries'],
  },
  'contracts -> an npm package other than zod': {
    file: 'packages/contracts/src/analysis.ts',
    code: "import { Type } from 'typebox';\nexport const t = Type;\n",
    rules: ['no-restricted-imports'],
  },
  'web -> apps/server by relative path': {
    file: 'apps/web/src/app/routes/home.tsx',
    code: "import { buildApp } from '../../../../server/src/app.ts';\nexport const b = buildApp;\n",
    rules: ['local/import-boundaries'],
  },
  'web -> @cp/server': {
    file: 'apps/web/src/app/routes/home.tsx',
    code: "import { buildApp } from '@cp/server';\nexport const b = buildApp;\n",
    rules: ['local/import-boundaries'],
  },
  'web -> engine internals by package subpath': {
    file: 'apps/web/src/features/analysis/utils/score.ts',
    code: "import { scoreFit } from '@cp/engine/src/score-fit.ts';\nexport const s = scoreFit;\n",
    rules: ['local/import-boundaries'],
  },
  'web -> engine internals by relative path': {
    file: 'apps/web/src/features/analysis/utils/score.ts',
    code: "import { scoreFit } from '../../../../../../packages/engine/src/score-fit.ts';\nexport const s = scoreFit;\n",
    rules: ['local/import-boundaries'],
  },
  'web -> node:fs': {
    file: 'apps/web/src/lib/files.ts',
    code: "import { readFile } from 'node:fs/promises';\nexport const r = readFile;\n",
    rules: ['no-restricted-imports'],
  },
  'feature -> another feature': {
    file: 'apps/web/src/features/resume/components/resume-card.tsx',
    code: "import { usePlan } from '../../billing/hooks/use-plan.ts';\nexport const u = usePlan;\n",
    rules: ['local/import-boundaries'],
  },
  'feature -> another feature (dynamic import)': {
    file: 'apps/web/src/features/resume/components/resume-card.tsx',
    code: "export const load = () => import('../../billing/index.ts');\n",
    rules: ['local/import-boundaries'],
  },
  'feature -> another feature (re-export)': {
    file: 'apps/web/src/features/resume/index.ts',
    code: "export { usePlan } from '../billing/hooks/use-plan.ts';\n",
    rules: ['local/import-boundaries'],
  },
  'feature -> src/app': {
    file: 'apps/web/src/features/resume/components/resume-card.tsx',
    code: "import { router } from '../../../app/router.tsx';\nexport const r = router;\n",
    rules: ['local/import-boundaries'],
  },
  'components/ui -> a feature': {
    file: 'apps/web/src/components/ui/button.tsx',
    code: "import { useSession } from '../../features/auth/hooks/use-session.ts';\nexport const u = useSession;\n",
    rules: ['local/import-boundaries'],
  },
  'server -> apps/web by relative path': {
    file: 'apps/server/src/plugins/ssr.ts',
    code: "import { App } from '../../../web/src/app/app.tsx';\nexport const a = App;\n",
    rules: ['local/import-boundaries'],
  },
  'server -> @cp/web': {
    file: 'apps/server/src/plugins/ssr.ts',
    code: "import { App } from '@cp/web';\nexport const a = App;\n",
    rules: ['local/import-boundaries'],
  },
  'server -> react': {
    file: 'apps/server/src/plugins/ssr.ts',
    code: "import { createElement } from 'react';\nexport const c = createElement;\n",
    rules: ['no-restricted-imports'],
  },
  'STYLE: enum': {
    file: 'apps/server/src/modules/plans/plan-kind.ts',
    code: "export enum PlanKind { Free = 'free' }\n",
    rules: ['no-restricted-syntax'],
  },
  'STYLE: default export': {
    file: 'apps/server/src/modules/plans/plan-kind.ts',
    code: "export default function planKind() { return 'free'; }\n",
    rules: ['import-x/no-default-export'],
  },
  'STYLE: file name not kebab-case': {
    file: 'apps/web/src/components/ui/FitScoreBadge.tsx',
    code: 'export const FitScoreBadge = () => null;\n',
    rules: ['local/filename-case'],
  },
};

const allowed: Record<string, Omit<Case, 'rules'>> = {
  'engine -> its own files': {
    file: 'packages/engine/src/score-fit.ts',
    code: "import { extractSkills } from './extract-skills.ts';\nimport type { Skill } from './types/skill.ts';\nexport const scoreFit = (s: Skill[]) => extractSkills(s);\n",
  },
  'engine -> compromise (a pure grammar library)': {
    file: 'packages/engine/src/grammar.ts',
    code: "import nlp from 'compromise';\nexport const pastTense = (s: string) => nlp(s).verbs().toPastTense().text();\n",
  },
  'engine -> wink-porter2-stemmer (a pure English stemmer)': {
    file: 'packages/engine/src/text/stem.ts',
    code: "import porter2 from 'wink-porter2-stemmer';\nexport const stem = (w: string) => porter2(w);\n",
  },
  'engine test -> vitest, node:fs fixtures and the engine': {
    file: 'packages/engine/src/score-fit.test.ts',
    code: "import { readFileSync } from 'node:fs';\nimport { expect, it } from 'vitest';\nimport { scoreFit } from './score-fit.ts';\nit('scores', () => expect(scoreFit(readFileSync('f', 'utf8'))).toBe(1));\n",
  },
  'contracts -> zod and its own files': {
    file: 'packages/contracts/src/analysis.ts',
    code: "import { z } from 'zod';\nimport { ErrorBodySchema } from './errors.ts';\nexport const AnalysisSchema = z.object({ error: ErrorBodySchema });\n",
  },
  'web -> @cp/contracts and @cp/engine entry points': {
    file: 'apps/web/src/features/analysis/api/get-analysis.ts',
    code: "import { MeResponseSchema } from '@cp/contracts';\nimport { ENGINE_VERSION } from '@cp/engine';\nexport const x = [MeResponseSchema, ENGINE_VERSION];\n",
  },
  'feature -> its own files and shared code': {
    file: 'apps/web/src/features/resume/components/resume-card.tsx',
    code: "import { Button } from '../../../components/ui/button.tsx';\nimport { cn } from '../../../lib/cn.ts';\nimport { useResume } from '../hooks/use-resume.ts';\nexport const x = [Button, cn, useResume];\n",
  },
  'a route in src/app composes features (static and lazy)': {
    file: 'apps/web/src/app/routes/dashboard.tsx',
    code: "import { ResumeCard } from '../../features/resume/components/resume-card.tsx';\nexport const x = [ResumeCard, () => import('../../features/billing/index.ts')];\n",
  },
  'components/ui -> other ui and lib': {
    file: 'apps/web/src/components/ui/dialog.tsx',
    code: "import { Button } from './button.tsx';\nimport { cn } from '../../lib/cn.ts';\nexport const x = [Button, cn];\n",
  },
  'server -> contracts, engine and its own files': {
    file: 'apps/server/src/modules/analysis/analysis.routes.ts',
    code: "import { MeResponseSchema } from '@cp/contracts';\nimport { ENGINE_VERSION } from '@cp/engine';\nimport type { App } from '../../http/types.ts';\nexport const x = (app: App) => [app, MeResponseSchema, ENGINE_VERSION];\n",
  },
  'server tests -> server source': {
    file: 'apps/server/test/helpers.ts',
    code: "import { buildApp } from '../src/app.ts';\nexport const b = buildApp;\n",
  },
  'src/testing helpers render routes from src/app': {
    file: 'apps/web/src/testing/render-app.tsx',
    code: "import { AuthRoute } from '../app/routes/auth.tsx';\nimport { ResumeCard } from '../features/resume/components/resume-card.tsx';\nexport const x = [AuthRoute, ResumeCard];\n",
  },
  'a declaration file describes a default export': {
    file: 'apps/server/src/types/some-untyped-package.d.ts',
    code: "declare module 'some-untyped-package' {\n  export default function parse(text: string): string;\n}\n",
  },
  'tool config -> default export': {
    file: 'e2e/playwright.config.ts',
    code: 'export default { testDir: "tests" };\n',
  },
};

describe('eslint boundary rules', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await lint('packages/engine/src/warm-up.ts', 'export const warm = 1;\n'); // loads the config and plugins once
  }, 60_000);

  it.each(Object.entries(violations))('reports %s', async (_name, { file, code, rules }) => {
    const findings = await lint(file, code);
    expect(ruleIds(findings), JSON.stringify(findings, null, 2)).toEqual([...rules].sort());
  });

  it.each(Object.entries(allowed))('allows %s', async (_name, { file, code }) => {
    expect(await lint(file, code)).toEqual([]);
  });

  it('names the boundary in the message', async () => {
    const [finding] = await lint(
      violations['feature -> another feature']!.file,
      violations['feature -> another feature']!.code,
    );
    expect(finding?.message).toContain('a route in src/app composes them');
    expect(finding?.message).toContain('apps/web/src/features/billing/hooks/use-plan.ts');
  });

  it('resolves tsconfig path aliases (e.g. @/*) before checking zones', async () => {
    const linter = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ['**/*.{ts,tsx}'],
          languageOptions: { parser: (await import('typescript-eslint')).parser },
          plugins: { local: localPlugin },
          rules: {
            'local/import-boundaries': [
              'error',
              {
                root,
                workspaces: { '@cp/web': 'apps/web' },
                aliases: [{ scope: 'apps/web', pattern: '@/*', target: 'apps/web/src/*' }],
                zones: [
                  {
                    from: '^apps/web/src/features/(?<feature>[^/]+)/',
                    disallow: '^apps/web/src/features/(?<feature>[^/.]+)(?:[/.]|$)',
                    allowSameGroup: 'feature',
                    message: 'no cross-feature imports',
                  },
                ],
              },
            ],
          },
        },
      ],
    });
    const file = 'apps/web/src/features/resume/index.ts';
    expect(ruleIds(await lint(file, "export { a } from '@/features/billing/a.ts';\n", linter))).toEqual([
      'local/import-boundaries',
    ]);
    expect(
      await lint(
        file,
        "export { a } from '@/features/resume/a.ts';\nexport { b } from '@/components/ui/b.tsx';\n",
        linter,
      ),
    ).toEqual([]);
  });

  describe('import cycles', () => {
    const dir = path.join(root, '.tmp', `eslint-cycle-${process.pid}`);
    const noIgnore = new ESLint({
      cwd: root,
      overrideConfigFile: path.join(root, 'eslint.config.js'),
      overrideConfig: untyped,
      ignore: false,
    });

    beforeAll(async () => {
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = () => b;\n");
      await writeFile(path.join(dir, 'b.ts'), "import { a } from './a.ts';\nexport const b = () => a;\n");
      await writeFile(path.join(dir, 'c.ts'), "import type { D } from './d.ts';\nexport type C = { d?: D };\n");
      await writeFile(path.join(dir, 'd.ts'), "import type { C } from './c.ts';\nexport type D = { c?: C };\n");
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));

    const rel = (name: string) => path.relative(root, path.join(dir, name));

    it('reports a runtime import cycle', async () => {
      const findings = await lint(rel('a.ts'), "import { b } from './b.ts';\nexport const a = () => b;\n", noIgnore);
      expect(ruleIds(findings)).toEqual(['import-x/no-cycle']);
    });

    it('allows a cycle of type-only imports', async () => {
      expect(
        await lint(rel('c.ts'), "import type { D } from './d.ts';\nexport type C = { d?: D };\n", noIgnore),
      ).toEqual([]);
    });
  });
});
