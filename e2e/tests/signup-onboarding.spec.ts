import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { newEmail } from '../support/accounts.ts';

test('a new job seeker signs up, answers onboarding and reaches the app home', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/auth?tab=signup');
  const email = newEmail('signup');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('my-secret-pw');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/app/);
  await expect(page.getByText('Account created! Please verify your email.')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Tell us about your career' });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('radio', { name: 'Data Science' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('radio', { name: /Senior/ }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('checkbox', { name: 'Career Change' }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  const context = dialog.getByRole('textbox');
  await context.fill('x'.repeat(201));
  await expect(dialog.getByText('Maximum 200 characters')).toBeVisible();
  await context.fill('Moving from analytics into machine learning engineering.');
  await expect(dialog.getByText('56 / 200')).toBeVisible();
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await expect(dialog).toBeHidden();

  // The answers were stored on the server, and the home greets the user.
  const token = await page.evaluate(() => localStorage.getItem('cp.idToken'));
  const me = await request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
  const body = (await me.json()) as { profile: { job_category: string; career_goals: string[]; onboarding_completed: boolean } };
  expect(body.profile).toMatchObject({ job_category: 'Data Science', career_goals: ['Career Change'], onboarding_completed: true });
  await expect(page.getByRole('main')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A reload does not bring onboarding back.
  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Tell us about your career' })).toHaveCount(0);
});
