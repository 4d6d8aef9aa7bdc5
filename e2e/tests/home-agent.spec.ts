import { expect, test } from '@playwright/test';
import { seedUser } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { makePdf } from '../support/documents.ts';
import { listWorkspaces, setPlan, signInWithSession } from '../support/session.ts';

test('a free user asks the home agent box, gets the agent results, and the home preview then counts the real matches', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await seedUser(request);
  const { defaultWid } = await listWorkspaces(request, user);
  await signInWithSession(page, user);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/app/w/${defaultWid}/home`);

  const agent = page.getByRole('region', { name: 'Job Search Agent' });
  const box = agent.getByRole('textbox', { name: 'What job are you looking for?' });
  // The examples type themselves in (25 ms a character; a loaded machine may be slower).
  await expect(box).toHaveAttribute('placeholder', /^e\.g\. \S/, { timeout: 15_000 });
  // Nothing asked yet: the locked preview has no number to show.
  const preview = agent.getByRole('region', { name: 'Job matches for you' });
  await expect(preview).toContainText('Your matches, ranked by fit');
  await expect(preview.getByRole('button', { name: 'Start 3-day free trial' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/home-agent-1440.png', fullPage: true });

  // An empty query is ignored.
  await box.press('Enter');
  await expect(page).toHaveURL(`/app/w/${defaultWid}/home`);

  await box.fill('software developer');
  await box.press('Enter');
  await expect(page).toHaveURL(`/app/w/${defaultWid}/agent`);
  const results = page.getByRole('region', { name: /Search Results/ });
  // The first query of a fresh server waits for the engine's workers to load their data.
  await expect(results.getByRole('article')).toHaveCount(3, { timeout: 20_000 });
  const heading = await results.getByRole('heading', { name: /matches found/ }).innerText();
  const total = Number(/([\d,]+) matches found/.exec(heading)?.[1]?.replace(/,/g, ''));
  expect(total).toBeGreaterThan(9);
  await expect(page.getByRole('textbox', { name: 'What job are you looking for?' })).toHaveValue('software developer');

  // Back home: the preview counts the same query in the index, the same number the agent found.
  // (the skeleton before it is transient, and skipped when this session already counted the query: the web test
  // home-agent.test.tsx times it)
  await page.goto(`/app/w/${defaultWid}/home`);
  await expect(
    preview.getByText(`${total.toLocaleString('en-US')} jobs in the demo catalogue match 'software developer'`),
  ).toBeVisible({ timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);
  await preview.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await page.screenshot({ path: 'test-results/home-preview-1440.png' });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(
    preview.getByText(`${total.toLocaleString('en-US')} jobs in the demo catalogue match 'software developer'`),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/home-agent-390.png', fullPage: true });

  // 'See the first 3' runs the counted query in the agent.
  await preview.getByRole('link', { name: 'See the first 3' }).click();
  await expect(page).toHaveURL(`/app/w/${defaultWid}/agent`);
  await expect(results.getByRole('article')).toHaveCount(3, { timeout: 10_000 });
  await page.screenshot({ path: 'test-results/home-agent-results-390.png', fullPage: true });
});

test('a Pro user has the agent box without the locked preview', async ({ page, request }) => {
  const user = await seedUser(request);
  await setPlan(request, user, 'pro');
  const { defaultWid } = await listWorkspaces(request, user);
  await signInWithSession(page, user);
  await page.goto(`/app/w/${defaultWid}/home`);
  const agent = page.getByRole('region', { name: 'Job Search Agent' });
  await expect(agent.getByRole('textbox', { name: 'What job are you looking for?' })).toBeVisible();
  await expect(agent.getByRole('region', { name: 'Job matches for you' })).toHaveCount(0);
});

test('a resume uploaded on the agent becomes the workspace resume, and its profile drives fit scores and the suggested search', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await seedUser(request);
  await setPlan(request, user, 'pro');
  const { defaultWid } = await listWorkspaces(request, user);
  await signInWithSession(page, user);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/app/w/${defaultWid}/agent`);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload resume for fit scores' }).click();
  const pdf = await makePdf([
    'Jane Roe',
    'Dallas, TX',
    'EXPERIENCE',
    'Registered Nurse, Mercy Hospital',
    'Jan 2016 - Dec 2023',
    '- Cared for six patients a shift; charted in Epic Systems',
    'SKILLS',
    'Epic Systems, MEDITECH, Microsoft Excel',
  ]);
  await (await chooser).setFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText('Using your resume for fit scores')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/\(Registered Nurse · 8 years · \d+ skills\)/)).toBeVisible();
  await page.screenshot({ path: 'test-results/agent-resume-1440.png' });
  await page.getByRole('button', { name: "search 'Registered Nurse in Dallas, TX'" }).click();
  const results = page.getByRole('region', { name: /Search Results/ });
  await expect(results.getByRole('article').first()).toContainText('% fit', { timeout: 20_000 });
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/agent-resume-results-1440.png' });
  // The file is now the workspace's resume.
  await page.goto(`/app/w/${defaultWid}/documents`);
  await expect(page.getByText('Registered Nurse, Mercy Hospital').first()).toBeVisible();
});
