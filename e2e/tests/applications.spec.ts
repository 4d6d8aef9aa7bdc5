import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seedUser, type SeededUser } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { listWorkspaces, signInWithSession } from '../support/session.ts';

/** Where the screenshots go: docs/screenshots when asked for (APPLICATIONS_SCREENSHOTS=1), else the test's output. */
const shotsDir = process.env.APPLICATIONS_SCREENSHOTS ? 'docs/screenshots' : null;

async function addThroughApi(request: APIRequestContext, user: SeededUser, wid: string, data: object) {
  const res = await request.post(`/api/workspaces/${wid}/applications`, {
    headers: { authorization: `Bearer ${user.id_token}` },
    data,
  });
  if (res.status() !== 201) throw new Error(`adding failed: ${res.status()} ${await res.text()}`);
}
async function statusOf(request: APIRequestContext, user: SeededUser, wid: string, title: string) {
  const res = await request.get(`/api/workspaces/${wid}/applications`, {
    headers: { authorization: `Bearer ${user.id_token}` },
  });
  const { applications } = (await res.json()) as { applications: { jobTitle: string; status: string }[] };
  return applications.find((a) => a.jobTitle === title)?.status;
}
const column = (page: Page, status: string) => page.locator(`section[data-column="${status}"]`);
async function downloadText(page: Page, item: string) {
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: item }).click(),
  ]);
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
}

test('Application Dashboard: empty state, add by hand, board by mouse and keyboard, note and reminder, CSV and ICS, remove', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const user = await seedUser(request);
  const { defaultWid: wid } = await listWorkspaces(request, user);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInWithSession(page, user);
  await page.goto(`/app/w/${wid}/applications`);
  const main = page.getByRole('main');

  await expect(main.getByRole('heading', { name: 'No applications yet' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Application Dashboard' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Add by hand.
  await main.getByRole('button', { name: 'Add application' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add an application' });
  await add.getByLabel('Job title').fill('Data Engineer');
  await add.getByLabel('Company').fill('Northwind');
  await add.getByLabel('Location').fill('Berlin');
  await add.getByRole('button', { name: 'Add application' }).click();
  await expect(main.getByRole('article', { name: 'Data Engineer at Northwind' })).toBeVisible();
  await expect(main.getByRole('tab', { name: 'Applied 1' })).toBeVisible();

  // A second application at the same company is flagged before it is added.
  await main.getByRole('button', { name: 'Add application' }).click();
  await page.getByRole('dialog', { name: 'Add an application' }).getByLabel('Company').fill('Northwind GmbH');
  await expect(page.getByText(/You already track an application at Northwind: Data Engineer/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add anyway' })).toBeVisible();
  await page.keyboard.press('Escape');

  for (const data of [
    { jobTitle: 'Product Analyst', company: 'Contoso', location: 'Remote', status: 'interview', fitScore: 84 },
    { jobTitle: 'BI Developer', company: 'Fabrikam', location: 'Munich', status: 'draft', fitScore: 91 },
    {
      jobTitle: 'Analytics Lead',
      company: 'Tailspin Toys',
      location: 'Hamburg',
      status: 'rejected',
      closeReason: 'no_response',
      fitScore: 58,
    },
    { jobTitle: 'Data Scientist', company: 'Adventure Works', location: 'Berlin', status: 'offer', fitScore: 88 },
  ])
    await addThroughApi(request, user, wid, data);
  await main.getByRole('button', { name: 'Refresh' }).click();
  await expect(main.getByRole('article', { name: 'Data Scientist at Adventure Works' })).toBeVisible();
  await expect(main.getByText('No response (ghosted)')).toBeVisible();

  // Board: drag by mouse from Applied to Interview; the card moves once the server has it.
  await main.getByRole('button', { name: 'Board' }).click();
  const handle = main.getByRole('button', { name: 'Move Data Engineer at Northwind' });
  const target = await column(page, 'interview').boundingBox();
  const from = await handle.boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  await page.mouse.move(from!.x + 40, from!.y + 10, { steps: 5 });
  await page.mouse.move(target!.x + target!.width / 2, target!.y + 60, { steps: 10 });
  await page.mouse.up();
  await expect(column(page, 'interview').getByRole('article', { name: 'Data Engineer at Northwind' })).toBeVisible();
  await expect.poll(() => statusOf(request, user, wid, 'Data Engineer')).toBe('interview');

  // By keyboard: Space picks it up, Right moves one column, Space drops it (announced).
  await main.getByRole('button', { name: 'Move Data Engineer at Northwind' }).focus();
  for (const key of ['Space', 'ArrowRight', 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(250);
  }
  await expect(column(page, 'offer').getByRole('article', { name: 'Data Engineer at Northwind' })).toBeVisible();
  await expect.poll(() => statusOf(request, user, wid, 'Data Engineer')).toBe('offer');
  await expect(page.locator('[id^="DndLiveRegion"]')).toContainText('dropped on Offer');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({
    path: shotsDir ? `${shotsDir}/applications-board.png` : testInfo.outputPath('board-1440.png'),
    fullPage: true,
  });
  await main.getByRole('button', { name: 'Insights' }).click();
  await expect(main.getByRole('heading', { name: 'Response rate by fit score' })).toBeVisible();
  await page.screenshot({
    path: shotsDir ? `${shotsDir}/applications-insights.png` : testInfo.outputPath('insights-1440.png'),
    fullPage: true,
  });

  // A note and a reminder, on the application's details; the timeline lists each change.
  await main.getByRole('button', { name: 'List' }).click();
  await main.getByRole('button', { name: 'Data Engineer', exact: true }).click();
  const details = page.getByRole('dialog', { name: 'Data Engineer' });
  await expect(details.getByText('Interview → Offer')).toBeVisible();
  await details.getByLabel('Notes').fill('Spoke to Dana about the team.');
  await details.getByLabel('Next step').fill('Call the recruiter');
  await details.getByLabel('When').fill('2026-01-15T09:30');
  await details.getByLabel('E-mail me a reminder at that time').check();
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(main.getByRole('heading', { name: '1 follow-up due' })).toBeVisible();
  await expect(main.getByRole('article', { name: 'Data Engineer at Northwind' })).toContainText('Call the recruiter');
  await page.screenshot({
    path: shotsDir ? `${shotsDir}/applications.png` : testInfo.outputPath('list-1440.png'),
    fullPage: true,
  });

  // Export CSV and ICS, and read them back.
  const csv = await downloadText(page, 'Spreadsheet (.csv)');
  expect(csv.name).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = csv.text.replace(/^\uFEFF/, '').split('\r\n');
  expect(rows[0]).toBe(
    'Job title,Company,Location,Status,Close reason,Applied,Added,Next step,Next step date,Job link,Fit score,Notes',
  );
  expect(rows.find((r) => r.startsWith('Data Engineer,Northwind,Berlin,Offer,'))).toContain('Call the recruiter');
  expect(rows.find((r) => r.startsWith('Analytics Lead'))).toContain('No response (ghosted)');
  const ics = await downloadText(page, 'Next steps calendar (.ics)');
  const lines = ics.text.replace(/\r\n /g, '').split('\r\n');
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  expect(lines).toContain('SUMMARY:Call the recruiter: Data Engineer at Northwind');
  expect(lines.find((l) => l.startsWith('DTSTART:'))).toMatch(/^DTSTART:202601\d{2}T\d{6}Z$/);

  // Remove, after the spec's confirmation.
  await main.getByRole('button', { name: 'Actions for BI Developer at Fabrikam' }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to remove this application?');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(main.getByRole('article', { name: 'BI Developer at Fabrikam' })).toHaveCount(0);
  await expect(main.getByText('Total', { exact: true }).locator('..')).toContainText('4');

  // Phone width: the list and the board fit the window.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // A toast leaves the page's header readable, and the Ask UC bubble leaves the follow-ups panel readable.
  await page.evaluate(() => window.scrollTo(0, 0));
  await downloadText(page, 'Spreadsheet (.csv)');
  const toastBox = await page.locator('[data-sonner-toast]').first().boundingBox();
  const headerBox = await page.locator('header').first().boundingBox();
  expect(toastBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
  const dueBox = await main.getByRole('region', { name: /follow-ups? due/ }).boundingBox();
  const bubbleBox = await page.getByRole('button', { name: 'Ask UC' }).boundingBox();
  expect(dueBox!.y + dueBox!.height).toBeLessThanOrEqual(bubbleBox!.y);
  await page.screenshot({
    path: shotsDir ? `${shotsDir}/applications-mobile.png` : testInfo.outputPath('list-390.png'),
    fullPage: true,
  });
  // on a phone the toasts sit at the bottom of the window, over the list: they leave after 5 s (not while pointed at)
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await main.getByRole('button', { name: 'Board' }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({
    path: shotsDir ? `${shotsDir}/applications-board-mobile.png` : testInfo.outputPath('board-390.png'),
    fullPage: true,
  });
});
