import { expect, test, type Page } from '@playwright/test';
import { seedUser, type SeededUser } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { getCredits, reserveOne } from '../support/billing.ts';
import { indexKitJob, KIT_RESUME } from '../support/kits.ts';
import { fillWorkspace, listWorkspaces, setPlan, signInWithSession } from '../support/session.ts';

const TITLE = 'Hospital Analytics Marketing Manager';

/** Credits the user can spend now (allowance and top-ups not held). */
async function available(request: Parameters<typeof getCredits>[0], user: SeededUser) {
  const { balances } = await getCredits(request, user);
  return balances.allowance + balances.topup;
}

// The kit jobs leave the index after each journey: the job search journeys count the demo catalogue alone.
test.afterEach(async ({ request }) => {
  expect((await request.delete('/api/dev/jobs')).status()).toBe(204);
});

async function openJob(page: Page, user: SeededUser, wid: string) {
  await signInWithSession(page, user);
  await page.goto(`/app/w/${wid}/agent`);
  const box = page.getByRole('textbox', { name: 'What job are you looking for?' });
  await box.fill('hospital analytics marketing manager');
  await box.press('Enter');
  const card = page
    .getByRole('region', { name: /Search Results/ })
    .getByRole('article')
    .filter({ hasText: TITLE })
    .first();
  // The first query of a fresh server waits for the engine's workers to load their data.
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button').first().click();
  const drawer = page.getByRole('dialog', { name: TITLE });
  await expect(drawer.getByRole('heading', { name: 'Application kit' })).toBeVisible();
  return drawer;
}

async function userWithResume(request: Parameters<typeof seedUser>[0], plan: 'free' | 'pro') {
  const user = await seedUser(request);
  await setPlan(request, user, plan);
  const { defaultWid } = await listWorkspaces(request, user);
  await fillWorkspace(request, user, defaultWid, { name: 'Marketing', cvText: KIT_RESUME });
  return { user, wid: defaultWid };
}

test('a Pro user generates a kit (charged once), edits and finalizes it, and applies by e-mail after confirming', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await indexKitJob(request, { title: TITLE });
  const { user, wid } = await userWithResume(request, 'pro');
  await page.setViewportSize({ width: 1440, height: 900 });
  const drawer = await openJob(page, user, wid);
  const before = await available(request, user);

  await drawer.getByRole('button', { name: 'Generate Kit' }).click();
  await expect(drawer.getByRole('status').filter({ hasText: /…/ })).toBeVisible();
  const letter = drawer.getByLabel('Cover letter');
  await expect(letter).toBeVisible({ timeout: 30_000 });
  await expect(letter).toHaveValue(/Dear Globex Hiring Team,/);
  await expect(letter).toHaveValue(/Jane Roe/);
  expect(await available(request, user)).toBe(before - 10);

  await drawer.getByText('What each sentence rests on').click();
  await expect(drawer.getByText('Managed a team of 3 marketers and a $1.2M budget').first()).toBeVisible();
  await expect(drawer.getByText('Responsible for the monthly board report')).toBeVisible();
  // the engine's tailoring: the posting's skills first in the list, with the posting line it answers
  const skillsOrder = drawer.getByRole('listitem').filter({ hasText: 'Skills order' });
  await expect(skillsOrder).toContainText('Answers the posting:');
  await expect(skillsOrder).toContainText('Rests on your resume:');
  await drawer
    .getByRole('heading', { name: 'Tailored resume: the changes for this job' })
    .locator('..')
    .screenshot({ path: 'test-results/kit-changes-1440.png' });
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/kit-preview-1440.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/kit-preview-390.png' });
  await page.setViewportSize({ width: 1440, height: 900 });

  const sentText = (await letter.inputValue()).replace(
    'Thank you for your time and consideration.',
    'Thank you for your time.',
  );
  await letter.fill(sentText);
  await drawer.getByRole('button', { name: 'Finalize Kit' }).click();
  await expect(drawer.getByText(/Kit ready/)).toBeVisible({ timeout: 30_000 });
  const download = page.waitForEvent('download');
  await drawer.getByRole('button', { name: /Cover letter \(PDF\)/ }).click();
  expect((await download).suggestedFilename()).toBe('cover-letter.pdf');
  await expect(drawer.getByRole('button', { name: /Resume \(Word\)/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/kit-ready-1440.png' });
  // the finalized kit is a draft card on the Application Dashboard
  const dashboard = await page.context().newPage();
  await dashboard.goto(`/app/w/${wid}/applications`);
  await expect(dashboard.getByRole('article', { name: `${TITLE} at Globex` })).toContainText('Kit Generated');
  await dashboard.close();

  await drawer.getByRole('button', { name: 'Apply' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Apply for ${TITLE} at Globex?` });
  await expect(confirm).toContainText('jobs@globex.example');
  await expect(confirm).toContainText(user.email);
  await expect(confirm).toContainText('with your address as reply-to');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/kit-apply-confirm-1440.png' });
  await confirm.getByRole('button', { name: 'Send Application' }).click();
  await expect(drawer.getByText(`E-mailed to jobs@globex.example, replies to ${user.email}`)).toBeVisible();
  await expect(drawer.getByText(/^Applied\./)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/kit-sent-390.png' });

  const outbox = await request.get('/api/dev/outbox?to=jobs@globex.example');
  const mails = (
    (await outbox.json()) as {
      items: Array<{ reply_to: string | null; text: string; kind: string; attachments: Array<{ filename: string }> }>;
    }
  ).items;
  const mail = mails.find((m) => m.reply_to === user.email);
  expect(mail?.kind).toBe('kit_application');
  expect(mail?.text).toContain(sentText);
  expect(mail?.attachments.map((a) => a.filename).sort()).toEqual(['cover-letter.pdf', 'resume.pdf']);
  // one kit, charged once: finalizing and applying cost nothing more
  expect(await available(request, user)).toBe(before - 10);
  const apps = await request.get(`/api/workspaces/${wid}/applications`, {
    headers: { authorization: `Bearer ${user.id_token}` },
  });
  expect(((await apps.json()) as { applications: Array<{ status: string; jobTitle: string }> }).applications).toEqual([
    expect.objectContaining({ status: 'applied', jobTitle: TITLE }),
  ]);
});

test('a kit applied through its apply link says so after a reload, in the drawer and on the dashboard, until Mark as Applied', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const link = 'https://globex.example/careers/42';
  const jobId = await indexKitJob(request, { title: TITLE, contactEmail: null, applyUrl: link });
  const { user, wid } = await userWithResume(request, 'pro');
  const auth = { authorization: `Bearer ${user.id_token}` };
  const preview = await request.post('/api/agent/preview-kit', { headers: auth, data: { wid, job: { id: jobId } } });
  expect(preview.status()).toBe(200);
  const kit = (await preview.json()) as { preview_id: string; cover_letter: string; resume_content: string };
  expect(
    (
      await request.post('/api/agent/finalize-kit', {
        headers: auth,
        data: { wid, preview_id: kit.preview_id, cover_letter: kit.cover_letter, resume_content: kit.resume_content },
      })
    ).status(),
  ).toBe(200);
  // the employer's page is not on the network: the opened tab gets a stand-in
  await page
    .context()
    .route(`${link}**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Globex careers</title>' }),
    );

  let drawer = await openJob(page, user, wid);
  await drawer.getByRole('button', { name: 'Apply' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Apply for ${TITLE} at Globex?` });
  await expect(confirm).toContainText(link);
  const popup = page.waitForEvent('popup');
  await confirm.getByRole('button', { name: 'Open Application Page' }).click();
  await (await popup).close();
  await expect(drawer.getByText(/^You opened the apply link on /)).toBeVisible();

  await page.reload();
  drawer = await openJob(page, user, wid);
  await expect(drawer.getByText(/^You opened the apply link on /)).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Mark as Applied' })).toBeVisible();
  await page.goto(`/app/w/${wid}/applications`);
  const card = page.getByRole('article', { name: `${TITLE} at Globex` });
  await expect(card).toContainText('You opened the apply link on');
  await card.screenshot({ path: 'test-results/kit-link-opened-card-1440.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await card.screenshot({ path: 'test-results/kit-link-opened-card-390.png' });
  await card.getByRole('button', { name: 'Mark as Applied' }).click();
  await expect(card).not.toContainText('You opened the apply link on');
  await expect(card).toContainText(/Applied \d/);
});

test('a free user sees the upgrade path instead of Generate Kit', async ({ page, request }) => {
  await indexKitJob(request, { title: TITLE });
  const { user, wid } = await userWithResume(request, 'free');
  const drawer = await openJob(page, user, wid);
  const upgrade = drawer.getByRole('link', { name: 'Upgrade to Generate Kits' });
  await expect(upgrade).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Generate Kit' })).toHaveCount(0);
  await upgrade.click();
  await expect(page).toHaveURL(/upgrade=open/);
});

test('a user without 10 credits is told exactly how many they have', async ({ page, request }) => {
  await indexKitJob(request, { title: TITLE });
  const { user, wid } = await userWithResume(request, 'pro');
  const start = await available(request, user);
  for (let left = start; left - 10 >= 5; left -= 10) expect((await reserveOne(request, user, 'kit')).ok()).toBe(true);
  for (let left = await available(request, user); left > 5; left -= 1)
    expect((await reserveOne(request, user)).ok()).toBe(true);
  const drawer = await openJob(page, user, wid);
  await expect(drawer.getByText('Not enough credits. You have 5, need 10.')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Generate Kit' })).toBeDisabled();
});
