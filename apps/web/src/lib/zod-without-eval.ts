// Zod compiles a faster object parser with `new Function` when it may, and first probes for that with a
// caught `new Function('')`. The server's Content-Security-Policy (script-src 'self', no 'unsafe-eval')
// blocks it, and Chromium reports every blocked probe as a CSP issue even though Zod recovers (Lighthouse
// best practices: 'Issues were logged'). Zod's `jitless` setting skips the probe and the compiled parsers.
// Zod decides when a schema is built, so this runs first in the entry (main.tsx), before the chunks that
// hold the schemas load. Zod keeps its settings in `globalThis.__zod_globalConfig` (shared by every copy,
// created only when absent): setting that object here, rather than calling `z.config`, keeps Zod's code
// out of the entry script.

type ZodSettings = { jitless?: boolean };
const holder = globalThis as { __zod_globalConfig?: ZodSettings };

holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
