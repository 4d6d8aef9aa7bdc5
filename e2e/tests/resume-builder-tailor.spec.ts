import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { getCredits } from '../support/billing.ts';
import { openBuilderWithWorkspaceResume, openTailor, tailorToWorkspaceJob } from '../support/builder.ts';

const resume = `Maria Chen
Senior Data Analyst
maria.chen@example.com | (415) 555-0142 | Austin, TX

EXPERIENCE
Senior Data Analyst, Quillfeather Health   Austin, TX | Mar 2020 – Present
- Responsible for the weekly revenue dashboard in Tableau used by 40 managers
- Mentored two junior analysts
- Cut report preparation time by 30% with Postgres and SQL automation
Data Analyst, Northwind Traders   Seattle, WA | Jun 2016 – Feb 2020
- Modelled customer churn in Python
- Reports were automated with Excel macros

EDUCATION
B.S. in Statistics, University of Texas at Austin   2010 – 2014

SKILLS
Python, Tableau, Excel, Communication, Forecasting`;

const posting = `Senior Data Analyst
Bluebonnet Analytics

Requirements
- 5+ years of experience in data analysis
- Advanced SQL and PostgreSQL
- Dashboards in Tableau or Looker
- Python for analysis
`;

/** Where the screenshots go when asked for (BUILDER_SCREENSHOTS=1): the README shows them. */
const shots = process.env.BUILDER_SCREENSHOTS ? 'docs/screenshots' : null;
const previewText = (page: Page) => page.frameLocator('iframe[title="Resume preview"]').locator('body');

test('Resume Builder: tailor to the workspace job, see each change with its evidence, accept two of three, undo, export once', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { user, main } = await openBuilderWithWorkspaceResume(page, request, {
    resume,
    posting,
    viewport: { width: 1440, height: 900 },
  });
  const start = (await getCredits(request, user)).available;
  // The preview's scores, each opening to what it counted.
  const scores = page.getByRole('region', { name: 'Resume scores' });
  await expect(scores.getByText("JD Match reads this workspace's job, the one chosen in Tailor.")).toBeVisible();
  await scores.getByText('JD Match', { exact: true }).click();
  await expect(scores.getByText(/Your resume shows \d+ of the \d+ skills the posting asks for/)).toBeVisible();
  await expect(scores.getByText(/Mirror 6-10 of the posting's keywords/)).toBeVisible();
  await scores.getByText('JD Match', { exact: true }).click();

  await openTailor(main);
  await expect(main.getByRole('radio', { name: "This workspace's job" })).toBeChecked();
  const cards = await tailorToWorkspaceJob(main, 'Senior Data Analyst');
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  // Each change shows the resume line it rests on.
  const keyword = cards.filter({ hasText: 'PostgreSQL and SQL automation' }).first();
  await expect(keyword.getByText('Rests on your resume:')).toBeVisible();
  await expect(
    keyword.getByText(/‘Cut report preparation time by 30% with Postgres and SQL automation’/),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keyword.scrollIntoViewIfNeeded();
  if (shots) await page.screenshot({ path: `${shots}/resume-builder-tailor.png` });

  // Accept two, reject the third: only the two are written.
  const rewrite = cards
    .filter({ hasText: 'Wording' })
    .filter({ hasText: 'Responsible for the weekly revenue dashboard' })
    .first();
  const third = cards.filter({ hasText: 'Reports were automated with Excel macros' }).first();
  await keyword.getByRole('button', { name: 'Accept' }).click();
  await rewrite.getByRole('button', { name: 'Accept' }).click();
  await third.getByRole('button', { name: 'Reject' }).click();
  await main.getByRole('button', { name: 'Apply 2 accepted changes' }).click();
  await expect(main.getByText(/Applied.*2 changes for ‘Senior Data Analyst’/)).toBeVisible();
  await expect(previewText(page)).toContainText('PostgreSQL and SQL automation');
  await expect(previewText(page)).not.toContainText('Responsible for the weekly revenue dashboard');
  await expect(previewText(page)).toContainText('Reports were automated with Excel macros');
  await expect(previewText(page)).not.toContainText('Looker');

  // A second Apply (Generic Optimize, one change): Undo can walk back two.
  await main.getByRole('button', { name: 'Generic Optimize' }).click();
  await expect(main.getByRole('heading', { name: /Generic Optimize: \d+ proposals?/ })).toBeVisible({
    timeout: 30_000,
  });
  const second = cards.first();
  const secondAfter = (await second.locator('ins').first().textContent())!;
  await second.getByRole('button', { name: 'Accept' }).click();
  await main.getByRole('button', { name: 'Apply 1 accepted change' }).click();
  await expect(main.getByText(/Applied.*1 change from Generic Optimize/)).toBeVisible();
  await expect(previewText(page)).toContainText(secondAfter);

  // The banner survives a reload (the steps are on the server); each Undo walks back one Apply.
  await page.reload();
  await main.getByRole('button', { name: '3 Tailor' }).click();
  await expect(main.getByText(/Undo restores your resume before Generic Optimize/)).toBeVisible();
  if (shots) {
    await page.screenshot({ path: `${shots}/resume-builder-undo.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await main.getByRole('button', { name: 'Undo (2)' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/resume-builder-undo-mobile.png` });
    await page.setViewportSize({ width: 1440, height: 900 });
  }
  await main.getByRole('button', { name: 'Undo (2)' }).click();
  await expect(
    page.getByText(/Undone: your resume is back as it was before Generic Optimize\. Undo again to walk back 1 more\./),
  ).toBeVisible();
  await expect(
    main.getByText(/Undo restores your resume before tailoring to ‘Senior Data Analyst’ \(2 changes applied/),
  ).toBeVisible();
  await expect(previewText(page)).not.toContainText(secondAfter);
  await expect(previewText(page)).toContainText('PostgreSQL and SQL automation');
  await main.getByRole('button', { name: 'Undo (1)' }).click();
  await expect(
    page.getByText("Undone: your resume is back as it was before tailoring to 'Senior Data Analyst'."),
  ).toBeVisible();
  await expect(main.getByRole('button', { name: /^Undo/ })).toHaveCount(0);
  await expect(previewText(page)).toContainText('Responsible for the weekly revenue dashboard');
  await expect(previewText(page)).toContainText('with Postgres and SQL automation');
  expect((await getCredits(request, user)).available).toBe(start);

  // Export: charged exactly once.
  await main.getByRole('button', { name: '4 Export' }).click();
  const download = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Download DOCX' }).click();
  expect((await download).suggestedFilename()).toBe('Maria_Chen_Resume.docx');
  await expect(main.getByRole('heading', { name: 'What an ATS reads in Maria_Chen_Resume.docx' })).toBeVisible();
  expect((await getCredits(request, user)).available).toBe(start - 1);

  // The tailoring screen on a phone: nothing wider than the window.
  await main.getByRole('button', { name: '3 Tailor' }).click();
  await main.getByRole('button', { name: 'Generic Optimize' }).click();
  await expect(main.getByRole('heading', { name: /Generic Optimize: \d+ proposals?/ })).toBeVisible({
    timeout: 30_000,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText(/^Undone: /)).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByText('Maria_Chen_Resume.docx downloaded (1 credit).')).toBeHidden({ timeout: 10_000 });
  await cards.first().scrollIntoViewIfNeeded();
  if (shots) await page.screenshot({ path: `${shots}/resume-builder-tailor-mobile.png` });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
