// Types of scripts/lib.mjs for the TypeScript scripts that use it.
export declare const root: string;
export declare const webDir: string;
export declare const webDist: string;
/** Builds the web app when its sources are newer than apps/web/dist; resolves with the build's exit code. */
export declare function buildWebIfNeeded(options?: { force?: boolean; requireWeb?: boolean }): Promise<number>;
export declare const serverDist: string;
/** The compiled API's entry point (`node apps/server/dist/main.js`). */
export declare const serverMain: string;
/** Builds the server into apps/server/dist when a source is newer; resolves with the build's exit code. */
export declare function buildServerIfNeeded(options?: { force?: boolean }): Promise<number>;
