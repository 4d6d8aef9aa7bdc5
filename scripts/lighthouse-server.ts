// The built server for `npm run lighthouse` (scripts/lighthouse.ts): started as `npm run serve` starts
// it, on its embedded defaults (embedded PostgreSQL in a fresh data directory, no keys, no dev routes),
// and one user signed up through the API. With no SMTP_URL the verification link is in the server's
// log (README, Configuration), which is where the token is read from.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, serverMain } from './lib.mjs';

export type Session = { id_token: string; refresh_token: string; user_id: string; email: string };
export type RunningServer = { base: string; signUp: () => Promise<Session>; stop: () => Promise<void> };

async function waitFor(check: () => Promise<boolean>, what: string, tries = 240): Promise<void> {
  for (let i = 0; i < tries; i += 1) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: gave up after ${(tries * 250) / 1000} s`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  // SIGTERM lets the server stop its embedded PostgreSQL before the data directory is removed.
  return new Promise((resolve) => {
    const hard = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(hard);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startBuiltServer(port: number): Promise<RunningServer> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cp-lighthouse-'));
  chmodSync(dataDir, 0o755); // as root, PostgreSQL runs as the 'postgres' user and must enter it
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
  };
  // The embedded defaults, whatever the calling shell has set.
  for (const name of [
    'DATABASE_URL',
    'SMTP_URL',
    'REDIS_URL',
    'DEV_ROUTES',
    'LLM_BASE_URL',
    'OPENAI_API_KEY',
    'NODE_ENV',
    'LOG_LEVEL',
  ])
    delete env[name];
  const child = spawn(process.execPath, ['--enable-source-maps', serverMain], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let log = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    log = (log + chunk).slice(-200_000);
  });
  const stop = async () => {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  };
  try {
    await waitFor(async () => {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${log.slice(-4000)}`);
      return (await fetch(`${base}/api/health`)).ok;
    }, 'waiting for the server');
  } catch (error) {
    await stop();
    throw error;
  }

  const post = (route: string, body: unknown, token?: string) =>
    fetch(`${base}${route}`, {
      method: route.endsWith('/profile') ? 'PUT' : 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  const signUp = async (): Promise<Session> => {
    const email = `lighthouse.${Date.now()}@example.com`;
    const nonce = 'lighthouseNonce0123456789abc';
    const signup = await post('/api/auth/signup', {
      email,
      password: 'lighthouse-pw-1',
      terms_accepted: true,
      client_nonce: nonce,
    });
    if (signup.status !== 202) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);
    let token: string | undefined;
    await waitFor(
      async () => {
        const line = log.split('\n').find((entry) => entry.includes(email) && /token=/.test(entry));
        token = line ? /token=([A-Za-z0-9_-]+)/.exec(line)?.[1] : undefined;
        return token !== undefined;
      },
      'waiting for the verification link in the server log',
      80,
    );
    const verified = await post('/api/auth/verify-email', { token, client_nonce: nonce });
    if (!verified.ok) throw new Error(`verification failed: ${verified.status} ${await verified.text()}`);
    const { session } = (await verified.json()) as { session: Session };
    // Onboarding answered, as a returning user's app home is.
    const profile = await post(
      '/api/me/profile',
      { job_category: 'Data Science', seniority_level: 'Mid-Level (2–5 years)', career_goals: ['Career Change'] },
      session.id_token,
    );
    if (!profile.ok) throw new Error(`the profile was refused: ${profile.status} ${await profile.text()}`);
    return session;
  };

  return { base, signUp, stop };
}
