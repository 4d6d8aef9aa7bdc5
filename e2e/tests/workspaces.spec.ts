import { expect, test } from '@playwright/test';
import { seedUser } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { fillWorkspace, listWorkspaces, setPlan, signInWithSession } from '../support/session.ts';

test('on Pro a second workspace is created, and switching keeps the documents view', async ({ page, request }) => {
  const user = await seedUser(request);
  await setPlan(request, user, 'pro');
  const { defaultWid } = await listWorkspaces(request, user);
  await fillWorkspace(request, user, defaultWid, { name: 'Data Analyst', cvText: 'Resume for the analyst role' });
  await signInWithSession(page, user);

  await page.goto(`/app/w/${defaultWid}/documents`);
  await expect(page.getByText('Saved in: Data Analyst')).toBeVisible();
  await page.getByRole('button', { name: 'Manage', exact: true }).click();
  const manage = page.getByRole('dialog', { name: 'Manage Workspaces' });
  await expect(manage.getByText('1 / 10 used')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await manage.getByRole('textbox', { name: 'New workspace name' }).fill('Product Manager');
  await manage.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('New workspace created!')).toBeVisible();
  await expect(manage.getByRole('heading', { name: 'Product Manager' })).toBeVisible();
  await expect(manage.getByText('2 / 10 used')).toBeVisible();
  await manage.getByRole('button', { name: 'Open Product Manager' }).click();

  // Opened from the documents view: the new workspace's documents view, empty.
  const second = (await listWorkspaces(request, user)).items.find((item) => item.name === 'Product Manager');
  expect(second).toBeTruthy();
  await expect(page).toHaveURL(`/app/w/${second?.wid}/documents`);
  await expect(page.getByText('Saved in: Product Manager')).toBeVisible();
  await expect(page.getByText('No resume yet. Upload a file or paste the text.')).toBeVisible();

  // Switch back with the picker, by keyboard: the documents sub-path is kept.
  await page.getByRole('button', { name: 'Workspace: Product Manager. Switch workspace' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitemradio', { name: /Data Analyst/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/app/w/${defaultWid}/documents`);
  await expect(page.getByRole('region', { name: 'Current resume text' })).toContainText('Resume for the analyst role');

  // Back and forward re-apply the route.
  await page.goBack();
  await expect(page).toHaveURL(`/app/w/${second?.wid}/documents`);
  await expect(page.getByText('Saved in: Product Manager')).toBeVisible();
  await page.goForward();
  await expect(page.getByText('Saved in: Data Analyst')).toBeVisible();

  // The stored active workspace brings /app back to it (docs/decisions/038 section 10: its agent).
  await page.goto('/app');
  await expect(page).toHaveURL(`/app/w/${defaultWid}/agent`);
});

test("a free user sees '1 / 1 used' and cannot create a workspace, in the UI or through the API", async ({
  page,
  request,
}) => {
  const user = await seedUser(request);
  await signInWithSession(page, user);
  await page.goto('/app/documents');

  await page.getByRole('button', { name: /Switch workspace/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'New workspace' })).toHaveAttribute('aria-disabled', 'true');
  await expect(menu.getByText('1 / 1 used')).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Upgrade' })).toHaveAttribute('href', /[?&]upgrade=workspaces(&|$)/);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Manage', exact: true }).click();
  const manage = page.getByRole('dialog', { name: 'Manage Workspaces' });
  await expect(manage.getByText('1 / 1 used')).toBeVisible();
  await expect(manage.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', /[?&]upgrade=workspaces(&|$)/);
  await expect(manage.getByRole('button', { name: 'Create' })).toBeDisabled();

  const res = await request.post('/api/workspaces', {
    headers: { authorization: `Bearer ${user.id_token}` },
    data: {},
  });
  expect(res.status()).toBe(403);
  expect(await res.json()).toMatchObject({ code: 'PLAN_REQUIRED' });
  expect((await listWorkspaces(request, user)).items).toHaveLength(1);
});

test("a deep link to another user's workspace lands on the user's own home and shows nothing of it", async ({
  page,
  request,
}) => {
  const owner = await seedUser(request);
  const { defaultWid: secretWid } = await listWorkspaces(request, owner);
  await fillWorkspace(request, owner, secretWid, {
    name: 'Secret Project Alpha',
    cvText: 'TOP SECRET RESUME of the owner',
    jdText: 'Confidential job',
  });

  const visitor = await seedUser(request);
  const { defaultWid: ownWid } = await listWorkspaces(request, visitor);
  await signInWithSession(page, visitor);
  const answer = page.waitForResponse((res) => res.url().endsWith(`/api/workspaces/${secretWid}`));
  await page.goto(`/app/w/${secretWid}/documents`);

  expect((await answer).status()).toBe(404);
  await expect(page).toHaveURL(`/app/w/${ownWid}`);
  await expect(page.getByText('That workspace was not found. Showing your own workspace instead.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New workspace' })).toBeVisible();
  const body = page.locator('body');
  await expect(body).not.toContainText('Secret Project Alpha');
  await expect(body).not.toContainText('TOP SECRET');
  await expect(body).not.toContainText('Confidential job');
  // The app stores the active workspace in an effect after it renders: wait for it, as a user's next visit would.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cp.activeWorkspace'))).toBe(ownWid);
});
