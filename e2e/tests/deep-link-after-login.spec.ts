import { expect, test } from '@playwright/test';
import { logInThroughForm, seedUser } from '../support/accounts.ts';

test('a signed-out visit to settings asks to log in, then returns there after logging in', async ({
  page,
  request,
}) => {
  const user = await seedUser(request);
  await page.goto('/auth?tab=login');
  await logInThroughForm(page, user);
  await expect(page).toHaveURL(/\/app/);

  // Log out from the user menu: back on the intro, the session gone.
  await page
    .getByRole('button', { name: /account menu/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('cp.idToken'))).toBeNull();

  // Settings signed out says why and offers Log In; logging in goes back to where they were going.
  await page.goto('/app/settings#account');
  await expect(page.getByRole('heading', { name: 'Please log in to view your settings.' })).toBeVisible();
  await page.getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/auth/);
  await logInThroughForm(page, user);
  await expect(page).toHaveURL(/\/app\/settings/);
  await expect(page.getByText(user.email).first()).toBeVisible();
});
