export * from './errors.ts';
export * from './auth.ts';
export * from './me.ts';
export * from './health.ts';
export * from './workspaces.ts';
export * from './documents.ts';
