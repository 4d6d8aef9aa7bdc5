// Types of scripts/lib.mjs for the TypeScript scripts that use it.
export declare const root: string;
export declare const webDir: string;
export declare const webDist: string;
/** Builds the web app when its sources are newer than apps/web/dist; resolves with the build's exit code. */
export declare function buildWebIfNeeded(options?: { force?: boolean; requireWeb?: boolean }): Promise<number>;
