import { expect, test } from '@playwright/test';
import { latestMailLink, logInThroughForm, seedUser } from '../support/accounts.ts';

test('a forgotten password is reset through the e-mailed link', async ({ page, request }) => {
  const user = await seedUser(request);
  await page.goto('/auth?tab=login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog.getByText('Please enter your email to reset your password.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog.getByText('Password reset email sent! Check your inbox.')).toBeVisible();

  const link = await latestMailLink(request, user.email, '/auth/reset?token=');
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('a-new-password');
  await page.getByLabel('Confirm new password').fill('a-new-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password updated')).toBeVisible();

  // The old password no longer works; the new one does.
  await page.goto('/auth?tab=login');
  await logInThroughForm(page, user);
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('a-new-password');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(/\/app/);

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('another-password');
  await page.getByLabel('Confirm new password').fill('another-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Link not valid')).toBeVisible();
});
