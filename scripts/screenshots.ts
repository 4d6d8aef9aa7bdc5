// `npm run screenshots`: starts the real app on a fresh embedded database, signs a user up, and
// saves the README's screenshots (1440x900 and 390x844) into docs/screenshots/.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { screenshotPosting, screenshotResume } from './screenshot-documents.ts';
import { buildWebIfNeeded } from './lib.mjs';

// The pictures are of the current code: the web app is built first when its sources are newer.
if ((await buildWebIfNeeded()) !== 0) throw new Error('the web build failed');

const port = Number(process.env.SCREENSHOTS_PORT || 4390);
const base = `http://127.0.0.1:${port}`;
const outDir = path.resolve('docs/screenshots');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cp-shots-'));
chmodSync(dataDir, 0o755);
mkdirSync(outDir, { recursive: true });

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    PUBLIC_URL: base,
    DEV_ROUTES: 'true',
  },
  stdio: 'inherit',
});

async function waitForServer() {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start');
}

try {
  await waitForServer();
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'ada.lovelace@example.com',
      password: 'screenshot-pw',
      terms_accepted: true,
      client_nonce: 'shotsNonce0123456789abcdef',
    }),
  });
  if (signup.status !== 202) throw new Error(`signup failed: ${signup.status}`);
  // The verification link, opened with the sign-up's nonce, answers the session (docs/decisions/016).
  const outbox = (await (await fetch(`${base}/api/dev/outbox?to=ada.lovelace%40example.com`)).json()) as {
    items: { text: string; kind: string }[];
  };
  const verifyToken = /token=([A-Za-z0-9_-]+)/.exec(
    outbox.items.find((m) => m.kind === 'verify_email')?.text ?? '',
  )?.[1];
  const verified = await fetch(`${base}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: verifyToken, client_nonce: 'shotsNonce0123456789abcdef' }),
  });
  const { session } = (await verified.json()) as {
    session: { id_token: string; refresh_token: string; user_id: string; email: string };
  };
  await fetch(`${base}/api/me/profile`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.id_token}` },
    body: JSON.stringify({
      job_category: 'Data Science',
      seniority_level: 'Mid-Level (2–5 years)',
      career_goals: ['Career Change'],
    }),
  });
  type Shot = {
    name: string;
    url: string;
    signedIn: boolean;
    width: number;
    height: number;
    fullPage?: boolean;
    before?: () => Promise<void>;
    /** Steps on the loaded page before the picture (opening a dialog). */
    act?: (page: Page) => Promise<void>;
  };
  const shots: Shot[] = [
    { name: 'landing', url: '/', signedIn: false, width: 1440, height: 900 },
    { name: 'auth', url: '/auth?tab=signup', signedIn: false, width: 1440, height: 900 },
    { name: 'app-home', url: '/app/homepage', signedIn: true, width: 1440, height: 900 },
    { name: 'app-home-mobile', url: '/app/homepage', signedIn: true, width: 390, height: 844 },
  ];
  // A Pro workspace with a resume, a posting and a Fit Matrix run, for the module screenshots.
  const api = (route: string, body?: unknown) =>
    fetch(`${base}${route}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.id_token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then(async (res) => {
      if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<Record<string, unknown>>;
    });
  await api('/api/dev/subscription', { package: 'pro' });
  const wid = String((await api('/api/workspaces')).defaultWid);
  await api('/api/modules/update-cv-text', { wid, cv_text: screenshotResume });
  await api('/api/modules/update-jd-text', { wid, jd_text: screenshotPosting });
  for (const module of ['Module 1', 'Module 2', 'Module 3', 'Module 4', 'Module 5', 'Module 9'])
    await api('/api/modules/process', { module, wid });
  // An Offline Interview answer (typed) to the first interview question, for step 6's feedback.
  const questions = (
    (await api(`/api/workspaces/${wid}`)).module_outputs as Record<
      string,
      { latest: { result: Record<string, Array<{ question: string }>> } }
    >
  )['Module 5']!.latest.result;
  const firstQuestion = Object.values(questions)[0]![0]!.question;
  await api('/api/modules/process', {
    module: 'Module 6',
    wid,
    question: firstQuestion,
    answer:
      'In my last role our weekly report took two days to build. My task was to make it reliable. I rewrote the queries and scheduled the refresh myself, and as a result it now takes one hour.',
  });
  // A second workspace with no documents: a step shows its inline uploader.
  const empty = String((await api('/api/workspaces', { name: 'Product Analyst' })).wid);
  shots.push(
    { name: 'fit-matrix', url: `/app/w/${wid}/modules/3`, signedIn: true, width: 1440, height: 900 },
    {
      name: 'fit-matrix-full',
      url: `/app/w/${wid}/modules/3`,
      signedIn: true,
      width: 1440,
      height: 900,
      fullPage: true,
    },
    { name: 'resume-audit', url: `/app/w/${wid}/modules/1`, signedIn: true, width: 1440, height: 900, fullPage: true },
    { name: 'job-decoder', url: `/app/w/${wid}/modules/2`, signedIn: true, width: 1440, height: 900, fullPage: true },
    {
      name: 'resume-improvement',
      url: `/app/w/${wid}/modules/4`,
      signedIn: true,
      width: 1440,
      height: 900,
      fullPage: true,
    },
    {
      name: 'interview-questions',
      url: `/app/w/${wid}/modules/5`,
      signedIn: true,
      width: 1440,
      height: 900,
      fullPage: true,
    },
    { name: 'cover-letter', url: `/app/w/${wid}/modules/9`, signedIn: true, width: 1440, height: 900, fullPage: true },
    {
      name: 'cover-letter-mobile',
      url: `/app/w/${wid}/modules/9`,
      signedIn: true,
      width: 390,
      height: 844,
      fullPage: true,
    },
    {
      name: 'offline-interview',
      url: `/app/w/${wid}/modules/6`,
      signedIn: true,
      width: 1440,
      height: 900,
      fullPage: true,
    },
    {
      name: 'offline-interview-mobile',
      url: `/app/w/${wid}/modules/6`,
      signedIn: true,
      width: 390,
      height: 844,
      fullPage: true,
    },
    { name: 'missing-document', url: `/app/w/${empty}/modules/3`, signedIn: true, width: 1440, height: 900 },
    { name: 'documents', url: `/app/w/${wid}/documents`, signedIn: true, width: 1440, height: 900 },
    { name: 'usage', url: '/app/settings#usage', signedIn: true, width: 1440, height: 900 },
    // Every main screen at 390x844 (a phone): nothing may be cut off on the right.
    ...[
      ['landing-mobile', '/', false],
      ['auth-mobile', '/auth?tab=login', false],
      ['workspace-home-mobile', `/app/w/${wid}/home`, true],
      ['documents-mobile', `/app/w/${wid}/documents`, true],
      ['resume-audit-mobile', `/app/w/${wid}/modules/1`, true],
      ['job-decoder-mobile', `/app/w/${wid}/modules/2`, true],
      ['fit-matrix-mobile', `/app/w/${wid}/modules/3`, true],
      ['resume-improvement-mobile', `/app/w/${wid}/modules/4`, true],
      ['interview-questions-mobile', `/app/w/${wid}/modules/5`, true],
      ['settings-mobile', '/app/settings#account', true],
      ['subscription-mobile', '/app/settings#subscription', true],
      ['usage-mobile', '/app/settings#usage', true],
      ['upgrade-mobile', '/app/upgrade', true],
    ].map(([name, url, signedIn]) => ({
      name: String(name),
      url: String(url),
      signedIn: Boolean(signedIn),
      width: 390,
      height: 844,
      fullPage: true,
    })),
    {
      name: 'manage-workspaces-mobile',
      url: `/app/w/${wid}/documents`,
      signedIn: true,
      width: 390,
      height: 844,
      act: async (page) => {
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await page.getByRole('button', { name: 'Manage', exact: true }).click();
        await page.getByRole('dialog', { name: 'Manage Workspaces' }).waitFor();
      },
    },
    // Last, as it spends the rest: every credit held by unfinished runs (15-minute holds), then a step.
    {
      name: 'out-of-credits',
      url: `/app/w/${wid}/modules/1`,
      signedIn: true,
      width: 1440,
      height: 900,
      before: holdEveryCredit,
    },
  );

  async function holdEveryCredit() {
    for (const [module_key, minutes] of [
      ['Module 8', 15],
      ['Module 1', undefined],
    ] as const) {
      for (;;) {
        const res = await fetch(`${base}/api/credits/reserve`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${session.id_token}` },
          body: JSON.stringify({ module_key, minutes, action: 'screenshot' }),
        });
        if (res.status === 402) break;
        if (!res.ok) throw new Error(`reserve: ${res.status} ${await res.text()}`);
      }
    }
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  // A page wider than its window is cut off on a phone: every picture is taken, then the run fails.
  const tooWide: string[] = [];
  for (const shot of shots) {
    await shot.before?.();
    const context = await browser.newContext({ viewport: { width: shot.width, height: shot.height } });
    if (shot.signedIn) {
      await context.addInitScript((s) => {
        localStorage.setItem('cp.idToken', s.id_token);
        localStorage.setItem('cp.refreshToken', s.refresh_token);
        localStorage.setItem('cp.userId', s.user_id);
        localStorage.setItem('cp.email', s.email);
        sessionStorage.setItem('cp.splash.shown', '1');
      }, session);
    }
    const page = await context.newPage();
    // A screenshot of a broken page is worse than none: any page error fails the run.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('response', (res) => {
      if (res.status() >= 400) errors.push(`${res.status()} ${res.request().method()} ${new URL(res.url()).pathname}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${base}${shot.url}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2500);
    await shot.act?.(page);
    if (shot.act) await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(outDir, `${shot.name}.png`), fullPage: shot.fullPage ?? false });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 0) tooWide.push(`${shot.name}: ${overflow}px wider than the ${shot.width}px window`);
    await context.close();
    if (errors.length > 0) throw new Error(`${shot.url} logged errors:\n  ${errors.join('\n  ')}`);
    console.log(`saved docs/screenshots/${shot.name}.png`);
  }
  await browser.close();
  if (tooWide.length > 0) throw new Error(`pages cut off on the right:\n  ${tooWide.join('\n  ')}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
