import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/database.ts';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { migrate } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplateDb: string;
  }
}

/**
 * One PostgreSQL server for the whole integration run: the embedded one when DATABASE_URL is unset,
 * else the server DATABASE_URL points at. A migrated template database is made once; every test
 * file clones it (CREATE DATABASE ... TEMPLATE, about 0.1 s).
 */
export default async function setup(project: TestProject) {
  const externalUrl = process.env.DATABASE_URL?.trim();
  let stopServer: () => Promise<void> = async () => undefined;
  let adminUrl: string;
  let tmpDir: string | null = null;
  if (externalUrl) {
    adminUrl = externalUrl;
  } else {
    tmpDir = await mkdtemp(path.join(os.tmpdir(), 'cp-test-pg-'));
    // The server runs as the 'postgres' user when we are root: it must be able to enter the directory.
    await chmod(tmpDir, 0o755);
    const server = await startEmbeddedPostgres(path.join(tmpDir, 'pg'), { persistent: false });
    adminUrl = server.url;
    stopServer = server.stop;
  }
  const templateDb = `cp_tpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${templateDb}`);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${templateDb}`;
  const db = createDatabase(templateUrl.toString(), { max: 1 });
  await migrate(db);
  await db.close();
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplateDb', templateDb);

  return async () => {
    // Drop every database this run made (test files drop their own; this catches crashes).
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
      [templateDb, `${templateDb}_%`],
    );
    for (const { datname } of rows)
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    await stopServer();
    if (tmpDir) await rm(tmpDir, { recursive: true, force: true });
  };
}
