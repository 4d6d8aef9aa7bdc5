// The repository's architecture as ESLint sees it: the workspaces, their tsconfig path aliases, and the
// import zones (which area may import which). eslint.config.js feeds these to `local/import-boundaries`;
// scripts/eslint-boundaries.test.ts proves every zone fires.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const root = path.resolve(import.meta.dirname, '..');
const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

/** Workspace package name -> directory, from the root package.json. */
export const workspaces = Object.fromEntries(
  readJson('package.json').workspaces.map((dir) => [readJson(`${dir}/package.json`).name, dir]),
);

/** tsconfig `paths` aliases of each workspace (e.g. apps/web's `@/*`), so aliased imports are checked too. */
export const aliases = Object.values(workspaces).flatMap((dir) => {
  const file = path.join(root, dir, 'tsconfig.json');
  if (!existsSync(file)) return [];
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  const options = config?.compilerOptions ?? {};
  const base = path.resolve(path.dirname(file), options.baseUrl ?? '.');
  return Object.entries(options.paths ?? {}).flatMap(([pattern, targets]) =>
    targets.slice(0, 1).map((target) => ({
      scope: dir,
      pattern,
      target:
        path.relative(root, path.resolve(base, target)).split(path.sep).join('/') + (target.endsWith('/*') ? '/*' : ''),
    })),
  );
});

// src/testing is not shared code: its helpers render routes, so (like src/app) it may compose anything.
const webSharedDirs = '(?:components|hooks|lib|utils|types|config|stores|styles)';
export const zones = [
  {
    from: '^packages/engine/',
    disallow: '^(?!packages/engine/)',
    message: 'packages/engine is pure and imports nothing else from the repository (engine -> nothing).',
  },
  {
    from: '^packages/contracts/',
    disallow: '^(?!packages/contracts/)',
    message: 'packages/contracts is the wire format: it imports only zod and its own files.',
  },
  {
    from: '^apps/web/',
    disallow: '^apps/server(?:/|$)',
    message: 'apps/web must not import apps/server: share schemas and types through @cp/contracts.',
  },
  {
    from: '^apps/server/',
    disallow: '^apps/web(?:/|$)',
    message: 'apps/server must not import apps/web.',
  },
  {
    from: '^apps/web/src/features/(?<feature>[^/]+)/',
    disallow: '^apps/web/src/features/(?<feature>[^/.]+)(?:[/.]|$)',
    allowSameGroup: 'feature',
    message: 'A feature must not import another feature: a route in src/app composes them.',
  },
  {
    from: '^apps/web/src/features/',
    disallow: '^apps/web/src/app(?:/|$)',
    message: 'Features must not import src/app: dependencies point app -> features -> shared.',
  },
  {
    from: `^apps/web/src/${webSharedDirs}/`,
    disallow: '^apps/web/src/(?:features|app)(?:/|$)',
    message: 'Shared code (src/components/ui, src/hooks, src/lib, ...) must not import a feature or src/app.',
  },
];
