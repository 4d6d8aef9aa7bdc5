import { expect, test } from '@playwright/test';
import { seedUser } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { getCredits } from '../support/billing.ts';
import { jobText, resumeLines } from '../support/documents.ts';
import { fillWorkspace, listWorkspaces, setPlan, signInWithSession } from '../support/session.ts';
import { scriptSpeechRecognition } from '../support/speech.ts';

const HEARD =
  'At Initech I rewrote our SQL reports in PostgreSQL myself, and as a result they run in one hour instead of two days.';
const TYPED =
  'I would start by asking the team which numbers they trust least, then rebuild that report first and measure the hours it saves.';

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

test('a default-mode live interview runs, answers by voice and by typing, gives feedback, times out and charges exactly the minutes used', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await scriptSpeechRecognition(page, HEARD, 200);
  const user = await seedUser(request);
  await setPlan(request, user, 'pro');
  const { defaultWid } = await listWorkspaces(request, user);
  await fillWorkspace(request, user, defaultWid, { cvText: resumeLines.join('\n'), jdText: jobText });
  const before = await getCredits(request, user);
  await signInWithSession(page, user);
  await page.goto(`/app/w/${defaultWid}/modules/8`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Live Interview Practice' })).toBeVisible();
  await expect(main.getByText("Career Prep's built-in interviewer. It is not a live AI")).toBeVisible();
  await expect(main.getByText('All set')).toBeVisible();
  await expect(main.getByText('Ready', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await main.getByLabel('Focus').selectOption('technical');
  await main.getByRole('button', { name: 'Start interview' }).click();
  // the first session waits for the engine's workers to load (a few seconds on a cold server)
  await expect(main.getByText('Live', { exact: true })).toBeVisible({ timeout: 20_000 });
  // settings are locked while the interview runs
  await expect(main.getByLabel('Session length')).toBeDisabled();
  const transcript = main.getByRole('region', { name: 'Transcript' });
  await expect(transcript).toContainText('not a live AI');

  // the mic by the Space key: listening, then off again sends what was heard
  await page.keyboard.press('Space');
  await expect(main.getByRole('button', { name: 'Stop answering (Space)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(transcript).toContainText(`Hearing: ${HEARD}`);
  await page.keyboard.press('Space');
  await expect(transcript.getByText(`You: ${HEARD}`)).toBeVisible();
  await expect(transcript.locator('li').nth(2)).toContainText('Interviewer');

  await main.getByLabel('Type your answer').fill(TYPED);
  await main.getByRole('button', { name: 'Send answer' }).click();
  await expect(transcript.getByText(`You: ${TYPED}`)).toBeVisible();

  await main.getByRole('button', { name: 'Get feedback' }).click();
  await expect(main.getByText('Providing interview feedback—microphone disabled.')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Interview feedback' })).toBeVisible();
  await expect(main.getByText(/Overall: \d+\/100/)).toBeVisible();
  // screenshots for the README when asked for (LIVE_SCREENSHOTS=1), at 1440x900 and 390x844
  if (process.env.LIVE_SCREENSHOTS) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: 'docs/screenshots/live-interview.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'docs/screenshots/live-interview-mobile.png' });
    await page.setViewportSize({ width: 1440, height: 900 });
  }

  // 5 billed minutes of 3 s each: the server's clock ends it
  await expect(main.getByText(/^Time’s up — interview ended\./)).toBeVisible({ timeout: 25_000 });
  await expect(
    main.getByText('5 minutes used: 5 credits charged, 0 credits returned.', { exact: false }),
  ).toBeVisible();
  await expect(main.getByText('Ready', { exact: true })).toBeVisible();
  const after = await getCredits(request, user);
  expect(after.available).toBe(before.available - 5);
  expect(after.balances.held).toBe(0);

  // the session is saved in the workspace: its feedback is shown after a reload
  await page.reload();
  await expect(main.getByRole('heading', { name: 'Interview feedback' })).toBeVisible();
});

test('a free user sees that Live Interview is part of Pro and the way to upgrade', async ({ page, request }) => {
  const user = await seedUser(request);
  const { defaultWid } = await listWorkspaces(request, user);
  await fillWorkspace(request, user, defaultWid, { cvText: resumeLines.join('\n'), jdText: jobText });
  await signInWithSession(page, user);
  await page.goto(`/app/w/${defaultWid}/modules/8`);
  const main = page.getByRole('main');
  await expect(main.getByText('Live Interview is part of Pro.')).toBeVisible();
  await main.getByRole('link', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL(/upgrade=module_8/);
  await expect(page.getByRole('dialog')).toBeVisible();
});
