import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { logInThroughForm, seedUser } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { fillWorkspace, listWorkspaces, signInWithSession } from '../support/session.ts';

test('exports the data as {user_id}.json, then deletes the account, after which login fails', async ({
  page,
  request,
  browser,
}) => {
  const user = await seedUser(request);
  const { defaultWid } = await listWorkspaces(request, user);
  await fillWorkspace(request, user, defaultWid, { name: 'Data Analyst', cvText: 'Resume for the analyst role' });
  await signInWithSession(page, user);
  await page.goto('/app/settings#subscription');
  const data = page.getByRole('region', { name: 'Your data' });

  const downloading = page.waitForEvent('download');
  await data.getByRole('button', { name: 'Export data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${user.user_id}.json`);
  await expect(page.getByText('Data exported successfully!')).toBeVisible();
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    user_id: string;
    account: { email: string };
    workspaces: { wid: string; name: string; cv_content?: string }[];
  };
  expect(exported.user_id).toBe(user.user_id);
  expect(exported.account.email).toBe(user.email);
  expect(exported.workspaces.map((ws) => [ws.wid, ws.name])).toEqual([[defaultWid, 'Data Analyst']]);
  expect(JSON.stringify(exported.workspaces[0])).toContain('Resume for the analyst role');

  await data.getByRole('button', { name: 'Delete account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete your account? This action is permanent and cannot be undone.',
  );
  const submit = confirm.getByRole('button', { name: 'Delete account' });
  await expect(submit).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByLabel('Type DELETE to confirm').fill('DELETE');
  await submit.click();
  await expect(page.getByText('Account deleted successfully!')).toBeVisible();
  await expect(page).toHaveURL('/intro');
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cp.idToken'))).toBeNull();

  // The account is gone: the old token is refused and the password no longer logs in.
  expect((await request.get('/api/me', { headers: { authorization: `Bearer ${user.id_token}` } })).status()).toBe(401);
  const fresh = await browser.newPage();
  await fresh.goto('/auth?tab=login');
  await logInThroughForm(fresh, user);
  await expect(fresh.getByText('Incorrect email or password.')).toBeVisible();
  await expect(fresh).toHaveURL(/\/auth/);
  await fresh.close();
});
