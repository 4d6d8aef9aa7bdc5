/**
 * A bundled data file of the job index: `apps/server/data/<name>` beside the source, `dist/data/<name>`
 * beside the built server (scripts/build-server.mjs copies the folder there).
 */
export function jobDataFile(name: string): URL {
  return import.meta.url.endsWith('.ts')
    ? new URL(`../../../data/${name}`, import.meta.url)
    : new URL(`./data/${name}`, import.meta.url);
}
