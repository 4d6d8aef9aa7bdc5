// How the build groups the code that lazy routes share into chunks (rolldown `codeSplitting`).
// Left to itself the bundler makes one chunk per set of routes sharing a module: the app home needed
// about 90 script requests, most of 1-2 KB, and a phone on a slow connection pays a round trip for
// each, six at a time over HTTP/1.1. Here, from the import graph:
// - 'icons': every icon (a few hundred bytes each), one chunk;
// - 'landing-shared': what the landing page shares with other pages, so it loads four scripts;
// - 'app-shell': what the signed-in shell (app-layout.tsx) and the app home need and no public page
//   does; 'shared': what they share with the public pages (sign-in), so an app page loads the shell,
//   its own chunk and a few shared ones.
// The entry's own modules (React, the router, the query client) stay in the entry and nothing here
// moves into it, so the public pages never load the app's code.
import path from 'node:path';
import type { BuildEnvironmentOptions } from 'vite';

type ModuleInfo = { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] };
type ChunkingContext = { getModuleInfo(id: string): ModuleInfo | null };
type Graph = {
  initial: Set<string>;
  landing: Set<string>;
  shell: Set<string>;
  publicReach: Set<string>;
  reachCount: Map<string, number>;
};
const contracts = /[\\/](?:node_modules[\\/]zod|packages[\\/]contracts)[\\/]/;

const publicRoutes = /[\\/]routes[\\/](?:landing|affiliates|about|jobs-status|auth[^\\/]*|not-found)\.tsx$/;

function staticClosure(start: string, ctx: ChunkingContext, skip: Set<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id) || skip.has(id)) continue;
    seen.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

function readGraph(webRoot: string, ctx: ChunkingContext): Graph {
  const initial = staticClosure(path.join(webRoot, 'index.html'), ctx);
  const routes = ctx.getModuleInfo(path.join(webRoot, 'src/app/router.tsx'))?.dynamicallyImportedIds ?? [];
  const closures = new Map(routes.map((route) => [route, staticClosure(route, ctx, initial)]));
  const reachCount = new Map<string, number>();
  for (const closure of closures.values()) for (const id of closure) reachCount.set(id, (reachCount.get(id) ?? 0) + 1);
  const publicReach = new Set(
    [...closures].filter(([route]) => publicRoutes.test(route)).flatMap(([, closure]) => [...closure]),
  );
  const byName = (name: string) =>
    [...closures].find(([route]) => route.endsWith(`${path.sep}${name}`))?.[1] ?? new Set<string>();
  // The shell and the app home: the first page after signing in, so one chunk serves both.
  const shell = new Set([...byName('app-layout.tsx'), ...byName('app-home.tsx')]);
  return { initial, landing: byName('landing.tsx'), shell, publicReach, reachCount };
}

export function chunkGroups(webRoot: string): NonNullable<BuildEnvironmentOptions['rolldownOptions']>['output'] {
  let graph: Graph | null = null;
  const groupOf = (id: string, ctx: ChunkingContext): string | null => {
    graph ??= readGraph(webRoot, ctx);
    const shared = (graph.reachCount.get(id) ?? 0) >= 2;
    if (graph.initial.has(id) || !shared) return null;
    if (/[\\/]node_modules[\\/]lucide-react[\\/]/.test(id)) return 'icons';
    // The contracts come in through one index file, so every page 'reaches' every schema; the bundler
    // keeps only what is used. Public pages leave them to it; the shell takes the ones the app uses.
    if (graph.landing.has(id)) return contracts.test(id) ? null : 'landing-shared';
    if (!graph.shell.has(id)) return null;
    if (!graph.publicReach.has(id)) return 'app-shell';
    return contracts.test(id) ? null : 'shared';
  };
  return { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: groupOf }] } };
}
