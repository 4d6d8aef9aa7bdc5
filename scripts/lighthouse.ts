// `npm run lighthouse`: Lighthouse (performance, accessibility, best practices; its default mobile
// profile: a mid-range phone on slow 4G, simulated) on the landing page and a signed-in user's app
// home, in Debian's Chromium (headless, nothing downloaded), against the built server on its embedded
// defaults. Builds what is stale first, prints the scores with what holds each page back, and writes
// the scores to docs/lighthouse.json (the full reports go to a temporary folder, printed at the end).
// A bench, not a test: the scores move with the machine's load. LIGHTHOUSE_PORT sets the port (4231).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { buildServerIfNeeded, buildWebIfNeeded, root } from './lib.mjs';
import { startBuiltServer, type Session } from './lighthouse-server.ts';

const categories = ['performance', 'accessibility', 'best-practices'] as const;
const goal = { performance: 90, accessibility: 90 } as const;
const port = Number(process.env.LIGHTHOUSE_PORT || 4231);
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const outFile = path.join(root, 'docs/lighthouse.json');
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'cp-lighthouse-reports-'));

type Audit = {
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
  details?: { type?: string; overallSavingsMs?: number };
};
type Result = {
  lhr: {
    categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
    audits: Record<string, Audit>;
  };
};

if ((await buildWebIfNeeded({ requireWeb: true })) !== 0) throw new Error('the web build failed');
if ((await buildServerIfNeeded()) !== 0) throw new Error('the server build failed');

/** What holds a page back: failed audits of a category, the heaviest first (opportunities by time saved). */
function weakest(result: Result, category: string): string[] {
  const refs = result.lhr.categories[category]?.auditRefs ?? [];
  const failing = Object.values(result.lhr.audits).filter((audit) => audit.score !== null && audit.score < 0.9);
  const weight = (audit: Audit) => refs.find((ref) => ref.id === audit.id)?.weight ?? 0;
  const savings = (audit: Audit) => audit.details?.overallSavingsMs ?? 0;
  const inCategory = failing.filter((audit) => weight(audit) > 0 || (category === 'performance' && savings(audit) > 0));
  inCategory.sort((a, b) => savings(b) - savings(a) || weight(b) - weight(a));
  return inCategory.slice(0, 6).map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}

const server = await startBuiltServer(port);
const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'cp-lighthouse-chromium-'));
// Chromium picks a free debugging port (0) and writes it into the profile; Lighthouse connects to it.
const browser = await chromium.launchPersistentContext(userDataDir, {
  executablePath: chromiumPath,
  headless: true,
  args: [
    '--remote-debugging-port=0',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const scores: Record<string, Record<string, number>> = {};
let failed = false;
try {
  const debuggingPort = Number(readFileSync(path.join(userDataDir, 'DevToolsActivePort'), 'utf8').split('\n')[0]);

  const audit = async (name: string, url: string) => {
    // Lighthouse clears the cache and the origin's storage it lists (not local storage, where the session is).
    const result = (await lighthouse(url, {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    })) as unknown as Result | undefined;
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    writeFileSync(path.join(reportDir, `${name}.report.json`), JSON.stringify(result.lhr));
    scores[name] = Object.fromEntries(
      categories.map((category) => [category, Math.round((result.lhr.categories[category]?.score ?? 0) * 100)]),
    );
    console.log(`\n${name} (${url})`);
    for (const category of categories) {
      const score = scores[name]![category]!;
      const target = category in goal ? goal[category as keyof typeof goal] : null;
      if (target !== null && score < target) failed = true;
      console.log(
        `  ${category.padEnd(15)} ${String(score).padStart(3)}${target !== null ? (score >= target ? '  ✓' : `  ✗ (goal ${target})`) : ''}`,
      );
      if (score < 100) for (const line of weakest(result, category)) console.log(`      - ${line}`);
    }
  };

  await audit('landing', `${server.base}/`);
  // The signed-in app home: the session goes into local storage as the web app keeps it (storage-keys.ts).
  const session: Session = await server.signUp();
  const page = await browser.newPage();
  await page.goto(`${server.base}/api/health`);
  const entries = [
    ['cp.idToken', session.id_token],
    ['cp.refreshToken', session.refresh_token],
    ['cp.userId', session.user_id],
    ['cp.email', session.email],
  ];
  await page.evaluate((pairs) => {
    const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } })
      .localStorage;
    for (const [key, value] of pairs) storage.setItem(key!, value!);
  }, entries);
  await page.close();
  await audit('app-home', `${server.base}/app/homepage`);

  mkdirSync(path.dirname(outFile), { recursive: true });
  const record = {
    date: new Date().toISOString(),
    lighthouse: '12.8.2',
    profile: 'mobile (Lighthouse default)',
    chromium: chromiumPath,
    pages: scores,
  };
  writeFileSync(outFile, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`\nScores written to ${path.relative(root, outFile)}; full reports in ${reportDir}`);
} finally {
  await browser.close();
  await server.stop();
  rmSync(userDataDir, { recursive: true, force: true });
}
if (failed) {
  console.error(`✗ below the goal (performance and accessibility >= 90 on both pages)`);
  process.exitCode = 1;
}
