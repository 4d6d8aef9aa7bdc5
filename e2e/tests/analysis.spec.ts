import { expect, test } from '@playwright/test';
import { seedUser } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { jobText, resumeLines } from '../support/documents.ts';
import { getCredits, spendCredits } from '../support/billing.ts';
import { fillWorkspace, listWorkspaces, setPlan, signInWithSession } from '../support/session.ts';

/** A run loads the engine's data on first use: seconds on a busy machine (the web waits up to 60 s). */
const RUN_TIMEOUT = 30_000;

test('a Pro user runs Fit Matrix on their saved resume and job and sees the fit with its reasons', async ({
  page,
  request,
}) => {
  const user = await seedUser(request);
  await setPlan(request, user, 'pro');
  const { defaultWid } = await listWorkspaces(request, user);
  await fillWorkspace(request, user, defaultWid, { cvText: resumeLines.join('\n'), jdText: jobText });
  await signInWithSession(page, user);

  await page.goto(`/app/w/${defaultWid}/modules/3`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'No Fit Matrix result yet' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await main.getByRole('button', { name: 'Analyze' }).click();
  await expect(main.getByRole('figure', { name: /^Current Fit: \d+(\.\d)?%$/ })).toBeVisible({ timeout: RUN_TIMEOUT });
  await expect(main.getByRole('figure', { name: /^Potential Fit: / })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Reasons to hire' }).getByRole('listitem').first()).toBeVisible();
  await expect(main.getByRole('region', { name: 'Reasons to reject' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'What matched and what did not' })).toContainText('SQL');
  await expect(main.getByRole('button', { name: 'Re-analyze' })).toBeEnabled();
  await expect(
    page.getByRole('navigation', { name: 'Next steps' }).getByRole('link', { name: /Resume Improvement/ }),
  ).toHaveAttribute('href', `/app/w/${defaultWid}/modules/4`);
  await expectNoSeriousA11yViolations(page);

  // The result is stored in the workspace: it is there again after a reload.
  await page.reload();
  await expect(main.getByRole('figure', { name: /^Current Fit: / })).toBeVisible();

  // Nothing changed: running it again is free, the button says so, and the balance stays.
  const again = main.getByRole('button', { name: 'Re-analyze (no charge)' });
  await expect(again).toBeEnabled();
  const badge = page.getByRole('link', { name: /credits? available/ });
  const balance = await badge.getAttribute('aria-label');
  await again.click();
  await expect(
    page.getByText('Nothing changed since your last run, so here is the same result again. No credit was used.'),
  ).toBeVisible({ timeout: RUN_TIMEOUT });
  await page.reload();
  await expect(badge).toHaveAttribute('aria-label', balance ?? '');
});

test('with no credits left, the screen says what a run needs and Upgrade Plan opens the upgrade dialog; nothing is charged', async ({
  page,
  request,
}) => {
  const user = await seedUser(request);
  const { defaultWid } = await listWorkspaces(request, user);
  await fillWorkspace(request, user, defaultWid, { cvText: resumeLines.join('\n'), jdText: jobText });
  await spendCredits(request, user, 10, 'Module 2');
  await signInWithSession(page, user);

  await page.goto(`/app/w/${defaultWid}/modules/1`);
  const main = page.getByRole('main');
  const notice = main.getByRole('region', { name: 'Out of credits' });
  await expect(notice).toContainText('You need 1 credit to audit your resume, but you have 0.');
  await expect(main.getByRole('button', { name: 'Analyze' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await notice.getByRole('link', { name: 'Upgrade Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unlock Your Career Superpowers!' });
  await expect(dialog).toContainText('You have used all your credits for now.');
  await expect(page).toHaveURL(/[?&]upgrade=credits/);
  expect((await getCredits(request, user)).available).toBe(0);
  expect((await listWorkspaces(request, user)).items[0]).toMatchObject({ completedModules: 0 });
});

test('a missing resume is added from the step itself, then the audit runs on it', async ({ page, request }) => {
  const user = await seedUser(request);
  const { defaultWid } = await listWorkspaces(request, user);
  await signInWithSession(page, user);

  await page.goto(`/app/w/${defaultWid}/modules/1`);
  const main = page.getByRole('main');
  await expect(main.getByText('Please upload your resume in Resume & Job to run this module.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Analyze' })).toBeDisabled();
  const uploader = main.getByRole('region', { name: 'Add your resume' });
  await expectNoSeriousA11yViolations(page);
  await uploader.getByRole('tab', { name: 'Paste text' }).click();
  await uploader.getByRole('textbox').fill(resumeLines.join('\n'));
  await uploader.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Resume uploaded successfully!')).toBeVisible();

  await main.getByRole('button', { name: 'Analyze' }).click();
  await expect(main.getByRole('figure', { name: /^Score/ })).toBeVisible({ timeout: RUN_TIMEOUT });
  expect((await getCredits(request, user)).available).toBe(9);
});
