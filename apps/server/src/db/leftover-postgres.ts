import { readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A PostgreSQL server left running on our data directory: when the process that started it is
 * killed hard (SIGKILL, OOM killer, a closed terminal), the embedded server outlives it, keeps the
 * lock file (postmaster.pid) and the next start fails. docs/decisions/019.
 */

/** Our own record next to the data directory: which process started the server now running on it. */
export const ownerFile = (databaseDir: string) => `${databaseDir}.owner`;

type Owner = { pid: number; command: string | null };

/** The command line of a process (Linux /proc); null where it cannot be read. */
function commandOf(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return null;
  }
}

/** True while `pid` runs (a zombie waiting for its parent counts as gone). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

export async function recordOwner(databaseDir: string): Promise<void> {
  const owner: Owner = { pid: process.pid, command: commandOf(process.pid) };
  await writeFile(ownerFile(databaseDir), JSON.stringify(owner), { mode: 0o600 });
}

export async function forgetOwner(databaseDir: string): Promise<void> {
  await rm(ownerFile(databaseDir), { force: true });
}

async function readOwner(databaseDir: string): Promise<Owner | null> {
  try {
    const owner = JSON.parse(await readFile(ownerFile(databaseDir), 'utf8')) as Partial<Owner>;
    return typeof owner.pid === 'number' ? { pid: owner.pid, command: owner.command ?? null } : null;
  } catch {
    return null;
  }
}

/** The process recorded as the server's owner still runs (the same program, where /proc can tell). */
function ownerIsAlive(owner: Owner | null): owner is Owner {
  if (!owner || owner.pid === process.pid || !isRunning(owner.pid)) return false;
  const command = commandOf(owner.pid);
  return command === null || owner.command === null || command === owner.command;
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isRunning(pid)) return true;
    await sleep(100);
  }
  return false;
}

/**
 * Makes the data directory startable. With no live server on it, nothing happens (null). A live
 * server whose owner still runs is another instance: refused with a clear error. A server whose
 * owner is gone is stopped (fast shutdown, then immediate) and the returned line says so; a lock
 * file naming a process that is no longer PostgreSQL is removed.
 */
export async function clearLeftoverPostgres(databaseDir: string): Promise<string | null> {
  const lockFile = path.join(databaseDir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number.parseInt((await readFile(lockFile, 'utf8')).split('\n')[0] ?? '', 10);
  } catch {
    return null;
  }
  // A lock file naming a process that has ended: PostgreSQL itself replaces it.
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return null;
  const command = commandOf(pid);
  if (command !== null && !/postgres/.test(command)) {
    await rm(lockFile, { force: true });
    return `Removed a stale PostgreSQL lock file from ${databaseDir} (its process ${pid} has ended; that number now belongs to another program).`;
  }
  const owner = await readOwner(databaseDir);
  if (ownerIsAlive(owner)) {
    throw new Error(
      `The embedded PostgreSQL on ${databaseDir} is in use by another running server (process ${owner.pid}). Stop that one first, or give this one its own DATA_DIR.`,
    );
  }
  process.kill(pid, 'SIGINT');
  let stopped = await waitForExit(pid, 30_000);
  if (!stopped) {
    process.kill(pid, 'SIGQUIT');
    stopped = await waitForExit(pid, 10_000);
  }
  if (!stopped)
    throw new Error(
      `A PostgreSQL server (process ${pid}) left running on ${databaseDir} did not stop; stop it by hand (kill ${pid}) and start again.`,
    );
  await forgetOwner(databaseDir);
  return `Stopped a PostgreSQL server (process ${pid}) left running on ${databaseDir} by a server that ended without shutting it down; starting it again.`;
}
