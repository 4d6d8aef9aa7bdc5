import { spawn, type ChildProcess } from 'node:child_process';
import { appendFile, chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedServer } from './embedded-postgres.ts';

const ownerScript = path.resolve(import.meta.dirname, '../../test/embedded-postgres-owner.ts');

let tmpDir: string;
const children: ChildProcess[] = [];
const servers: EmbeddedServer[] = [];
beforeAll(async () => {
  tmpDir = await mkdtemp(path.join(os.tmpdir(), 'cp-leftover-pg-'));
  // The server runs as the 'postgres' user when we are root: it must be able to enter the directory.
  await chmod(tmpDir, 0o755);
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const server of servers) await server.stop().catch(() => undefined);
  await rm(tmpDir, { recursive: true, force: true });
});

/** Starts the embedded server in a child process, as `npm start` does, and resolves once it is up. */
function startOwner(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', ownerScript, dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready ')) resolve(child);
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`the owner process exited (${code}): ${output}`)));
  });
}

/** True while `pid` runs; an orphan that ended but waits for its new parent to reap it (a zombie) does not. */
const isRunning = async (pid: number) => {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (stat !== null) return !/^\d+ \(.*\) Z/.test(stat);
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const postmasterPid = async (dataDir: string) =>
  Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);

async function selectOne(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ one: number }>('SELECT 1 AS one')).rows[0]?.one;
  } finally {
    await client.end();
  }
}

describe('a PostgreSQL server left running on the data directory', () => {
  it('refuses while its owner still runs, and after the owner is killed hard stops it, says so in one line, and starts', async () => {
    const dataDir = path.join(tmpDir, 'orphan', 'postgres');
    const owner = await startOwner(dataDir);
    const leftoverPid = await postmasterPid(dataDir);

    // A second server on the same directory while the first one's owner lives: a clear refusal.
    const second = await startEmbeddedPostgres(dataDir, { notice: () => undefined }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(second).toBeInstanceOf(Error);
    expect((second as Error).message).toBe(
      `The embedded PostgreSQL on ${dataDir} is in use by another running server (process ${owner.pid}). Stop that one first, or give this one its own DATA_DIR.`,
    );

    const exited = new Promise((resolve) => owner.once('exit', resolve));
    owner.kill('SIGKILL');
    await exited;
    expect(await isRunning(leftoverPid)).toBe(true); // the orphan the probe found

    const notices: string[] = [];
    const server = await startEmbeddedPostgres(dataDir, { notice: (line) => notices.push(line) });
    servers.push(server);
    expect(notices).toEqual([
      `Stopped a PostgreSQL server (process ${leftoverPid}) left running on ${dataDir} by a server that ended without shutting it down; starting it again.`,
    ]);
    expect(await isRunning(leftoverPid)).toBe(false);
    expect(await selectOne(server.url)).toBe(1);
    expect(await postmasterPid(dataDir)).not.toBe(leftoverPid);
  });

  it('says why the server stopped while starting, never `undefined`', async () => {
    const dataDir = path.join(tmpDir, 'broken', 'postgres');
    const first = await startEmbeddedPostgres(dataDir);
    await first.stop();
    await appendFile(path.join(dataDir, 'postgresql.conf'), '\nshared_buffers = not-a-size\n');
    const error = await startEmbeddedPostgres(dataDir).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(
      new RegExp(
        `^The embedded PostgreSQL server on ${dataDir} stopped while starting: LOG: invalid value for parameter "shared_buffers": "not-a-size".* FATAL: configuration file .* contains errors\\.$`,
      ),
    );
  });
});
