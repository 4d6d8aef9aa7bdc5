import { expect, test, type APIRequestContext } from '@playwright/test';
import { seedUser, type SeededUser } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { getCredits } from '../support/billing.ts';
import { fillWorkspace, listWorkspaces, setPlan, signInWithSession } from '../support/session.ts';

/** A run loads the engine's data on first use: seconds on a busy machine (the web waits up to 60 s). */
const RUN_TIMEOUT = 30_000;

/** Three bullets the engine rewrites (two that hide the writer's part behind 'Helped', one passive) and lines it leaves alone. */
const resume = `Sam Ortega
sam.ortega@example.com | (512) 555-0143 | Austin, TX

EXPERIENCE
Operations Analyst, Bluebonnet Freight (Mar 2021 - Present)
- Helped onboard new drivers to the dispatch app.
- Weekly reports were automated with Python and SQL.
- Helped migrate the dispatch database to PostgreSQL.
- Reduced late deliveries by 12% by rerouting 30 lanes.

Logistics Coordinator, Pecan Street Supply (Jun 2018 - Feb 2021)
- Built a shipment tracker in Excel used by 8 coordinators.

EDUCATION
B.B.A. in Supply Chain Management, Lakeside University, 2018

SKILLS
SQL, Python, Excel, Tableau`;

async function storedResume(request: APIRequestContext, user: SeededUser, wid: string): Promise<string> {
  const res = await request.get(`/api/workspaces/${wid}`, { headers: { authorization: `Bearer ${user.id_token}` } });
  return ((await res.json()) as { cvText: string }).cvText;
}

test('Resume Improvement: accept two of three changes, apply them to the resume, see it, and undo', async ({
  page,
  request,
}) => {
  const user = await seedUser(request);
  await setPlan(request, user, 'pro');
  const { defaultWid } = await listWorkspaces(request, user);
  await fillWorkspace(request, user, defaultWid, { cvText: resume });
  const original = await storedResume(request, user, defaultWid);
  await signInWithSession(page, user);

  await page.goto(`/app/w/${defaultWid}/modules/4`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Generate Suggestions' }).click();
  const table = main.getByRole('table');
  await expect(table.getByRole('checkbox')).toHaveCount(3, { timeout: RUN_TIMEOUT });
  const creditsAfterRun = (await getCredits(request, user)).available;
  await expectNoSeriousA11yViolations(page);

  const rows = table.getByRole('row');
  const cells = async (n: number) => ({
    original: (await rows.nth(n).getByRole('cell').nth(1).innerText()).trim(),
    suggested: (await rows.nth(n).getByRole('cell').nth(2).innerText()).trim(),
  });
  const [first, second, third] = [await cells(1), await cells(2), await cells(3)];

  await main.getByRole('checkbox', { name: 'Accept change 1' }).click();
  await main.getByRole('checkbox', { name: 'Accept change 3' }).click();
  await expect(main.getByText('2 of 3 changes accepted')).toBeVisible();
  await main.getByRole('button', { name: 'Apply to my resume' }).click();
  await expect(page.getByText('Applied 2 changes to your resume.')).toBeVisible();

  // The new resume: the two accepted rewrites in place, the third bullet as it was.
  const notice = main.getByRole('region', { name: 'Your updated resume' });
  await expect(notice).toContainText('Your resume now holds 2 of these changes.');
  await notice.getByText('Show my resume').click();
  await expect(notice).toContainText(first.suggested);
  await expect(notice).toContainText(third.suggested);
  await expect(notice).toContainText(second.original);
  await expect(notice).not.toContainText(first.original);
  await expect(table.getByText('Applied', { exact: true })).toHaveCount(2);
  const applied = await storedResume(request, user, defaultWid);
  expect(applied).toBe(original.replace(first.original, first.suggested).replace(third.original, third.suggested));
  await expectNoSeriousA11yViolations(page);

  // After a reload the screen still says what the resume holds; applying was free.
  await page.reload();
  await expect(main.getByRole('region', { name: 'Your updated resume' })).toContainText(
    'Your resume now holds 2 of these changes.',
  );
  expect((await getCredits(request, user)).available).toBe(creditsAfterRun);

  await main.getByRole('region', { name: 'Your updated resume' }).getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Your resume is back to the version before the changes.')).toBeVisible();
  await expect(main.getByRole('region', { name: 'Your updated resume' })).toHaveCount(0);
  await expect(table.getByRole('checkbox')).toHaveCount(3);
  expect(await storedResume(request, user, defaultWid)).toBe(original);
});
