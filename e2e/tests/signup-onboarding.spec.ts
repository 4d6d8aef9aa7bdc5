import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { latestMailLink, newEmail } from '../support/accounts.ts';

test('a new job seeker signs up, answers onboarding and reaches the app home', async ({ page, request }) => {
  // Four accessibility scans and the e-mailed link: more than the default 30 s on a loaded 2-core machine.
  test.setTimeout(60_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/auth?tab=signup');
  const email = newEmail('signup');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('my-secret-pw');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  // No session yet: the same answer whether or not the address had an account (docs/decisions/016).
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Check your e-mail: we sent you a link to finish signing up.');
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => localStorage.getItem('cp.idToken'))).toBeNull();

  // The link, opened in this browser, signs in and opens the app with onboarding.
  await page.goto(await latestMailLink(request, email, '/auth/verify?token='));
  await expect(page).toHaveURL(/\/app/);
  await expect(page.getByText('Account created! Your email is verified.')).toBeVisible();
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
  const body = (await me.json()) as {
    profile: { job_category: string; career_goals: string[]; onboarding_completed: boolean };
  };
  expect(body.profile).toMatchObject({
    job_category: 'Data Science',
    career_goals: ['Career Change'],
    onboarding_completed: true,
  });
  await expect(page.getByRole('main')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A reload does not bring onboarding back.
  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Tell us about your career' })).toHaveCount(0);
});

test('the link opened in another browser needs the password; signing up again with a taken address says the same and mails its owner', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const email = newEmail('taken');
  const signUp = async (target: typeof page) => {
    await target.goto('/auth?tab=signup');
    await target.getByRole('textbox', { name: 'Email' }).fill(email);
    await target.getByLabel('Password', { exact: true }).fill('my-secret-pw');
    await target.getByRole('checkbox').check();
    await target.getByRole('button', { name: 'Create Account' }).click();
    await expect(target.getByRole('status')).toHaveText('Check your e-mail: we sent you a link to finish signing up.');
  };
  await signUp(page);
  const link = await latestMailLink(request, email, '/auth/verify?token=');

  // Another browser (someone the link was forwarded to) gets no session: it needs the password.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(link);
  await expect(otherPage.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await otherPage.getByLabel('Password', { exact: true }).fill('not-the-password');
  await otherPage.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(otherPage.getByRole('alert')).toContainText('Incorrect email or password.');
  expect(await otherPage.evaluate(() => localStorage.getItem('cp.idToken'))).toBeNull();
  // The owner on their phone, say: the password confirms the address and signs in there.
  await otherPage.getByLabel('Password', { exact: true }).fill('my-secret-pw');
  await otherPage.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(otherPage).toHaveURL(/\/app/);
  await other.close();

  // The address has an account: a second sign-up answers the same, and its owner is told.
  await signUp(page);
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      return ((await res.json()) as { items: { kind: string }[] }).items.map((m) => m.kind);
    })
    .toContain('signup_existing');
});
