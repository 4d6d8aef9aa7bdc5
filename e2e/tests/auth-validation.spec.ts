import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { seedUser } from '../support/accounts.ts';

test.describe('the auth form explains every bad input', () => {
  test('sign-up: e-mail, password and terms', async ({ page }) => {
    await page.goto('/auth?tab=signup');
    await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const email = page.getByRole('textbox', { name: 'Email' });
    const password = page.getByLabel('Password', { exact: true });
    const submit = page.getByRole('button', { name: 'Create Account' });

    await email.fill('ada@exa');
    await email.blur();
    await expect(page.getByText('Enter a valid email address (e.g., ada@example.com).')).toBeVisible();
    await expect(submit).toBeDisabled();

    await email.fill('');
    await email.blur();
    await expect(page.getByText('Email is required')).toBeVisible();

    await password.fill('123');
    await password.blur();
    await expect(page.getByText('Password must be at least 6 characters.')).toBeVisible();

    await email.fill('ada@example.com');
    await password.fill('long-enough');
    await password.blur();
    await submit.click();
    await expect(page.getByText('Please agree to the terms.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });

  test('log-in: required fields and a wrong password answered by the server', async ({ page, request }) => {
    const user = await seedUser(request);
    await page.goto('/auth?tab=login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('x');
    await password.fill('');
    await password.blur();
    await expect(page.getByText('Password is required')).toBeVisible();

    await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
    await password.fill('not-the-password');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page.getByText('Incorrect email or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });
});
