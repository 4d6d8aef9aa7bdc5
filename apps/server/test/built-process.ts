import { spawn, type ChildProcess } from 'node:child_process';
import { root } from '../../../scripts/lib.mjs';

export type BuiltProcess = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/**
 * Starts a command of the built server (`node ... apps/server/dist/*.js`) with only the given variables
 * and PATH, and resolves once a line of its output matches `ready` (rejects when it exits first or
 * after 60 s). It runs in the repository unless `cwd` says otherwise.
 */
export async function startBuilt(
  command: string,
  env: Record<string, string>,
  ready: RegExp,
  cwd: string = root,
): Promise<BuiltProcess> {
  const [program, ...args] = command.split(' ');
  if (program !== 'node') throw new Error(`expected a node command, got: ${command}`);
  const child = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready after 60 s: ${command}\n${text}`)), 60_000);
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (ready.test(text)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before it was ready: ${command}\n${text}`));
    });
  });
  return { child, output: () => text, exited };
}

/** SIGTERM, then the exit code (null when it had to be killed after `ms`). */
export async function stopBuilt(process: BuiltProcess, ms = 20_000): Promise<number | null> {
  if (process.child.exitCode !== null) return process.child.exitCode;
  process.child.kill('SIGTERM');
  const timer = setTimeout(() => process.child.kill('SIGKILL'), ms);
  const code = await process.exited;
  clearTimeout(timer);
  return code;
}
