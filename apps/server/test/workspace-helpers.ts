import { ErrorBodySchema, WorkspaceListResponseSchema, type PlanPackage } from '@cp/contracts';
import { expect } from 'vitest';
import type { Database } from '../src/db/database.ts';
import type { App } from '../src/http/types.ts';
import { newId } from '../src/security/random.ts';
import { bearer } from './test-app.ts';

/** Puts a user on a plan the way the billing issue will: a subscriptions row. */
export async function setPlan(db: Database, userId: string, pkg: PlanPackage) {
  await db.query(
    `INSERT INTO subscriptions (user_id, package) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET package = EXCLUDED.package, updated_at = now()`,
    [userId, pkg],
  );
}

/** A module run stored directly (module runs are written by the modules issue). */
export async function insertRun(
  db: Database,
  run: {
    wid: string;
    userId: string;
    module: string;
    result: unknown;
    at?: Date;
    transcript?: unknown;
    metrics?: unknown;
    engineVersion?: string;
  },
) {
  const id = newId('run');
  await db.query(
    `INSERT INTO module_runs (id, workspace_id, user_id, module_key, result, transcript, metrics, created_at, engine_version)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7::jsonb, $8, $9)`,
    [
      id,
      run.wid,
      run.userId,
      run.module,
      JSON.stringify(run.result),
      run.transcript === undefined ? null : JSON.stringify(run.transcript),
      run.metrics === undefined ? null : JSON.stringify(run.metrics),
      run.at ?? new Date(),
      run.engineVersion ?? null,
    ],
  );
  return id;
}

export async function countRuns(db: Database, wid: string) {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM module_runs WHERE workspace_id = $1', [
    wid,
  ]);
  return rows[0]!.n;
}

/** GET /api/workspaces, parsed with the contract. */
export async function listWorkspaces(app: App, token: string) {
  const res = await app.inject({ method: 'GET', url: '/api/workspaces', headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body}`);
  return WorkspaceListResponseSchema.parse(res.json());
}

/** The user's default workspace id (made on the first list). */
export async function defaultWorkspace(app: App, token: string) {
  return (await listWorkspaces(app, token)).defaultWid;
}

/** The workspace test files' requests as a user: any method, a create (with or without a name), and an error body. */
export function workspaceCalls(ctx: { app: App }) {
  const inject = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function create(token: string, name?: string) {
    return inject(token, 'POST', '/api/workspaces', name === undefined ? undefined : { name });
  }

  function errorOf(res: { statusCode: number; json(): unknown }, status: number) {
    expect(res.statusCode).toBe(status);
    return ErrorBodySchema.parse(res.json());
  }

  return { inject, create, errorOf };
}
