import { expect, test, type Page } from '@playwright/test';
import { seedUser } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { getCredits } from '../support/billing.ts';
import { fillWorkspace, listWorkspaces, setPlan, signInWithSession } from '../support/session.ts';

const resume = `Maria Chen
Senior Data Analyst
maria.chen@example.com | (415) 555-0142 | Austin, TX

EXPERIENCE
Senior Data Analyst, Quillfeather Health   Austin, TX | Mar 2020 – Present
- Built the weekly revenue dashboard in Tableau used by 40 managers
- Cut report preparation time by 30% with SQL automation
Data Analyst, Northwind Traders   Seattle, WA | Jun 2016 – Feb 2020
- Modelled customer churn in Python

EDUCATION
B.S. in Statistics, University of Texas at Austin   2010 – 2014

SKILLS
SQL, Python, Tableau, Excel`;

/** Where the screenshots go when asked for (BUILDER_SCREENSHOTS=1): the README shows them. */
const shots = process.env.BUILDER_SCREENSHOTS ? 'docs/screenshots' : null;
const previewText = (page: Page) => page.frameLocator('iframe[title="Resume preview"]').locator('body');
const sectionOrder = (page: Page) =>
  page.locator('[data-section-row]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-section-row')));

test('Resume Builder: import the workspace resume after review, reorder by keyboard, export PDF and DOCX for one credit each', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await seedUser(request);
  await setPlan(request, user, 'pro');
  const { defaultWid } = await listWorkspaces(request, user);
  await fillWorkspace(request, user, defaultWid, { cvText: resume });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInWithSession(page, user);
  await page.goto(`/app/w/${defaultWid}/modules/7`);

  const main = page.getByRole('main');
  await main.getByRole('button', { name: /Import from Workspace CV/ }).click();
  await expect(main.getByRole('heading', { name: 'Check what was read from your workspace resume' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(main.getByText('Quillfeather Health', { exact: false }).first()).toBeVisible();
  await main.getByRole('button', { name: 'Use this resume' }).click();
  await expect(main.getByRole('heading', { name: 'Sections & Order' })).toBeVisible();
  await expect(previewText(page)).toContainText('Maria Chen');
  await expect(page.getByText('Saved to your account.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Keyboard: Skills moves up two places (Space picks it up, the arrows move it, Space drops it).
  const before = await sectionOrder(page);
  expect(before.indexOf('skills')).toBeGreaterThan(1);
  await main.getByRole('button', { name: 'Move Skills' }).focus();
  // dnd-kit measures the rows after the pick-up and after each move: one key per animation frame or two.
  for (const key of ['Space', 'ArrowUp', 'ArrowUp', 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(250);
  }
  await expect.poll(async () => (await sectionOrder(page)).indexOf('skills')).toBe(before.indexOf('skills') - 2);
  const sectionsInPreview = () =>
    page
      .frameLocator('iframe[title="Resume preview"]')
      .locator('[data-section]')
      .evaluateAll((s) => s.map((x) => x.getAttribute('data-section')));
  // The preview shows the sections that have content, in the new order.
  const order = await sectionOrder(page);
  await expect
    .poll(async () => {
      const shown = await sectionsInPreview();
      return shown.join();
    })
    .toBe(order.filter((k) => ['experience', 'skills', 'education'].includes(k ?? '')).join());
  if (shots) await page.screenshot({ path: `${shots}/resume-builder.png` });

  // The document is on the server: a reload gets it back, in the new order.
  await expect(page.getByText('Saved to your account.')).toBeVisible();
  await page.reload();
  await expect(previewText(page)).toContainText('Quillfeather Health');
  expect(await sectionOrder(page)).toEqual(order);

  await main.getByRole('button', { name: '4 Export' }).click();
  const start = (await getCredits(request, user)).available;
  for (const [label, ext] of [
    ['Download PDF', 'pdf'],
    ['Download DOCX', 'docx'],
  ] as const) {
    const download = page.waitForEvent('download');
    await main.getByRole('button', { name: label }).click();
    expect((await download).suggestedFilename()).toBe(`Maria_Chen_Resume.${ext}`);
    await expect(main.getByRole('heading', { name: `What an ATS reads in Maria_Chen_Resume.${ext}` })).toBeVisible();
    await expect(main.getByText('Every name, e-mail, role, date and skill was read back from the file.')).toBeVisible();
  }
  expect((await getCredits(request, user)).available).toBe(start - 2);
  if (shots) await page.screenshot({ path: `${shots}/resume-builder-export.png` });

  await page.setViewportSize({ width: 390, height: 844 });
  await main.getByRole('button', { name: '2 Build' }).click();
  if (shots) await page.screenshot({ path: `${shots}/resume-builder-mobile.png`, fullPage: false });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('Resume Builder: start from scratch, type a role, and the preview follows', async ({ page, request }) => {
  const user = await seedUser(request);
  await setPlan(request, user, 'pro');
  const { defaultWid } = await listWorkspaces(request, user);
  await signInWithSession(page, user);
  await page.goto(`/app/w/${defaultWid}/modules/7`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: /Start from Scratch/ }).click();
  await main.getByLabel('Full name').fill('Sam Ortega');
  await main.getByRole('button', { name: 'Add role' }).click();
  await main.getByLabel('Job title').fill('Operations Analyst');
  await main.getByLabel('Employer').fill('Bluebonnet Freight');
  await main.getByLabel('Bullets (one per line)').fill('Reduced late deliveries by 12%\nBuilt a shipment tracker');
  await expect(previewText(page)).toContainText('Operations Analyst, Bluebonnet Freight');
  await expect(previewText(page)).toContainText('Built a shipment tracker');

  // A second role, moved above the first by keyboard on its drag handle.
  await main.getByRole('button', { name: 'Add role' }).click();
  await main.locator('#role-1-role').fill('Logistics Coordinator');
  await main.getByRole('button', { name: 'Drag Role 2' }).focus();
  for (const key of ['Space', 'ArrowUp', 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(250);
  }
  await expect(main.locator('#role-0-role')).toHaveValue('Logistics Coordinator');
  await expect(main.locator('#role-1-role')).toHaveValue('Operations Analyst');
  const roles = page.frameLocator('iframe[title="Resume preview"]').locator('.item-title strong');
  await expect(roles.first()).toHaveText('Logistics Coordinator');
});

test('Resume Builder on the free plan shows the upgrade path', async ({ page, request }) => {
  const user = await seedUser(request);
  const { defaultWid } = await listWorkspaces(request, user);
  await signInWithSession(page, user);
  await page.goto(`/app/w/${defaultWid}/modules/7`);
  await expect(page.getByText('Resume Builder is part of Pro.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Pro' })).toBeVisible();
});
