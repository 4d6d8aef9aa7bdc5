/**
 * The analysis engine: pure TypeScript, no I/O, deterministic.
 * Empty until the analysis issue lands; the package exists so the dependency
 * direction (server -> engine, engine -> nothing) is enforced from the start.
 */
export const ENGINE_VERSION = '0.1.0';
