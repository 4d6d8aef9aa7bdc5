import { expect, test, type Page } from '@playwright/test';
import { seedUser } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { jobText, resumeLines } from '../support/documents.ts';
import { fillWorkspace, listWorkspaces, runModule, signInWithSession } from '../support/session.ts';

/** Where the journey leaves its pictures (1440x900 and 390x844) when ASK_UC_SHOTS is set. */
const shotsDir = process.env.ASK_UC_SHOTS;

async function shot(page: Page, name: string) {
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/${name}.png` });
}

async function askGoal(page: Page, goal: string) {
  await page.getByRole('button', { name: 'Ask UC' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask UC' });
  const input = dialog.getByLabel('Your goal');
  await input.fill(goal);
  await input.press('Enter');
  await expect(dialog.getByRole('list', { name: 'Recommended steps' })).toBeVisible({ timeout: 15_000 });
  return dialog;
}

test('a free user asks Ask UC about an interview next week and gets a plan built from their workspace', async ({
  page,
  request,
}) => {
  const user = await seedUser(request);
  const { defaultWid } = await listWorkspaces(request, user);
  await fillWorkspace(request, user, defaultWid, { cvText: resumeLines.join('\n'), jdText: jobText });
  await runModule(request, user, defaultWid, 'Module 3');
  await signInWithSession(page, user);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/app/w/${defaultWid}/documents`);

  await expect(page.getByRole('note').getByText(/Not sure what to do next\? Ask UC for a plan/)).toBeVisible();
  await shot(page, 'ask-uc-bubble-1440');
  await page.getByRole('button', { name: 'Ask UC' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask UC' });
  await expect(dialog.getByRole('list', { name: 'Example goals' }).getByRole('listitem')).toHaveCount(8);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Your goal').press('Escape');

  const answer = await askGoal(page, 'I have an interview next week for this data analyst job');
  const steps = answer.getByRole('list', { name: 'Recommended steps' }).getByRole('listitem');
  await expect(steps.first()).toContainText('Fit Matrix');
  await expect(steps.first()).toContainText(/Your fit with this posting is \d+ of 100/);
  await expect(steps.first().getByLabel('Done')).toBeVisible();
  await expect(answer).toContainText('1 of 5 done');
  await expect(steps.nth(1)).toContainText('Interview Questions');
  await expect(steps.nth(1)).toContainText('5–8 min');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'ask-uc-answer-1440');

  // the dataLayer got the spec's events
  const events = await page.evaluate(() =>
    ((window as Window & { dataLayer?: { event: string }[] }).dataLayer ?? []).map((e) => e.event),
  );
  expect(events).toEqual(expect.arrayContaining(['ask_uc_submitted', 'ask_uc_rendered']));

  // a free step opens its module
  await steps.nth(1).getByRole('button', { name: 'Open Interview Questions' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/w/${defaultWid}/modules/5$`));

  // a PRO step on the free plan opens the upgrade dialog instead
  const tailor = await askGoal(page, 'Help me tailor my application for this job');
  await tailor.getByRole('button', { name: 'Open Cover Letter' }).click();
  await expect(page).toHaveURL(/upgrade=module_9/);
  await expect(page.getByRole('dialog', { name: /Unlock/ })).toBeVisible();

  // the draft is kept for the workspace across a reload
  await page.goto(`/app/w/${defaultWid}/documents`);
  await page.getByRole('button', { name: 'Ask UC' }).click();
  await expect(page.getByRole('dialog', { name: 'Ask UC' }).getByLabel('Your goal')).toHaveValue(
    'Help me tailor my application for this job',
  );
});

test('on a phone the dialog fits the screen and reads top to bottom', async ({ page, request }) => {
  const user = await seedUser(request);
  const { defaultWid } = await listWorkspaces(request, user);
  await signInWithSession(page, user);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/app/w/${defaultWid}/documents`);
  const dialog = await askGoal(page, 'I want to switch careers into UX design');
  await expect(dialog).toContainText('You want to switch careers, toward UX design.');
  await expect(dialog).toContainText('Add your resume');
  const box = await dialog.boundingBox();
  expect(box && box.width <= 390).toBe(true);
  await shot(page, 'ask-uc-answer-390');
  await expectNoSeriousA11yViolations(page);
});
