import { expect, test } from '@playwright/test';
import { seedUser } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { getCredits, reserveOne, spendCredits, subscribeInTestMode } from '../support/billing.ts';
import { signInWithSession } from '../support/session.ts';

const UPGRADE = 'Unlock Your Career Superpowers!';

test('a free user upgrades to Pro through the test-mode checkout and sees 300 credits', async ({ page, request }) => {
  const user = await seedUser(request);
  await signInWithSession(page, user);
  await page.goto('/app/settings#subscription');
  const subscription = page.getByRole('region', { name: 'Subscription' });
  await expect(subscription).toContainText('Free (no billing)');
  await expect(page.getByRole('link', { name: '10 credits available. View usage' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The sidebar's offer opens the upgrade dialog where the user is.
  await page.getByRole('button', { name: 'Try Pro for free' }).click();
  const dialog = page.getByRole('dialog', { name: UPGRADE });
  await expect(dialog.getByRole('radio', { name: /Quarterly/ })).toBeChecked();
  await expect(dialog.getByRole('listitem', { name: 'Pro' })).toContainText('$24per quarter');
  await expect(dialog.getByRole('button', { name: 'Start 3-day free trial' })).toBeVisible();
  await expect(dialog).toContainText('Founder offer FOUNDER');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByText('Monthly', { exact: true }).click();
  await expect(dialog.getByRole('listitem', { name: 'Pro' })).toContainText('$9per month');
  await dialog.getByRole('button', { name: 'Subscribe to Pro' }).click();

  // The built-in checkout, labelled as test mode; the founder offer takes 20% off the first payment.
  await expect(page).toHaveURL(/\/app\/test-checkout\?session=cs_test_/);
  await expect(page.getByRole('note', { name: 'Test mode' })).toContainText('Test mode — no real payment');
  await expect(page.getByRole('heading', { name: 'Career Prep Pro' })).toBeVisible();
  await expect(page.getByText('Monthly · $9 per month')).toBeVisible();
  await expect(page.getByText('FOUNDER (20% off the first payment)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Pay $7.20' }).click();

  // Back where the upgrade started, the credits are polled until the plan shows.
  await expect(page.getByText('Payment successful! You are now on Pro with 300 credits available.')).toBeVisible();
  await expect(page).toHaveURL('/app/settings');
  await expect(page.getByRole('link', { name: '300 credits available. View usage' })).toBeVisible();
  await expect(subscription).toContainText('Pro · Monthly');
  await expect(subscription).toContainText('Next billing date:');
  await expect(page.getByRole('button', { name: 'Try Pro for free' })).toHaveCount(0);
  // The sidebar's Pro locks are gone with the new plan.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Pro plan/ })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Usage' }).click();
  await expect(page).toHaveURL('/app/settings#usage');
  await expect(page.getByText('300 of 300')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect((await getCredits(request, user)).plan).toBe('pro');
});

test('running out of credits: the 402, the banner, and the usage upgrade dialog', async ({ page, request }) => {
  const user = await seedUser(request);
  await spendCredits(request, user, 10, 'Module 1');
  const refused = await reserveOne(request, user);
  expect(refused.status()).toBe(402);
  expect(await refused.json()).toMatchObject({
    code: 'INSUFFICIENT_CREDITS',
    needed: 1,
    have: 0,
    detail: 'Module requires 1 credit but you have 0. Please upgrade to continue.',
  });

  await signInWithSession(page, user);
  await page.goto('/app/settings#usage');
  const banner = page.getByRole('region', { name: 'Out of credits' });
  await expect(banner).toContainText('You are out of credits.');
  await expect(page.getByRole('link', { name: '0 credits available. View usage' })).toBeVisible();
  const modules = page.getByRole('region', { name: 'Usage by module' });
  await expect(modules.getByRole('row', { name: /Module 1 Resume Audit/ })).toContainText('1010');
  const log = page.getByRole('region', { name: 'Usage log' });
  await expect(log.getByText('Page 1 of 2')).toBeVisible();
  await log.getByRole('button', { name: 'Next' }).click();
  await expect(log.getByText('Page 2 of 2')).toBeVisible();
  await expect(log.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(page.getByRole('region', { name: 'Credits used over time' })).toContainText(
    '10 credits used in the last 30 days',
  );
  await expectNoSeriousA11yViolations(page);

  await banner.getByRole('link', { name: 'Upgrade' }).click();
  const dialog = page.getByRole('dialog', { name: UPGRADE });
  await expect(dialog).toContainText('You have used all your credits for now.');
  await expect(page).toHaveURL('/app/settings?upgrade=credits#usage');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/app/settings#usage');
});

test('a downgrade from Ultimate to Pro needs a second confirmation', async ({ page, request }) => {
  const user = await seedUser(request);
  await subscribeInTestMode(request, user, 'ultimate', 'quarterly');
  await signInWithSession(page, user);
  await page.goto('/app/settings#subscription');
  const subscription = page.getByRole('region', { name: 'Subscription' });
  await expect(subscription).toContainText('Ultimate · Quarterly');
  await expect(page.getByRole('link', { name: '1,000 credits available. View usage' })).toBeVisible();

  await subscription.getByRole('button', { name: 'Change Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Your Plan' });
  await expect(dialog.getByRole('button', { name: 'No Changes' })).toBeDisabled();
  await dialog.getByRole('radio', { name: /^Pro/ }).click();
  await expect(dialog).toContainText('credited to your next invoice');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Downgrade to Pro' }).click();

  const confirm = page.getByRole('alertdialog', { name: 'Downgrade to Pro?' });
  await expect(confirm).toContainText('Your monthly credits change to 300');
  await confirm.getByRole('button', { name: 'Keep Ultimate' }).click();
  await expect(confirm).toBeHidden();
  expect((await getCredits(request, user)).plan).toBe('ultimate');

  await dialog.getByRole('button', { name: 'Downgrade to Pro' }).click();
  await page
    .getByRole('alertdialog', { name: 'Downgrade to Pro?' })
    .getByRole('button', { name: 'Yes, downgrade to Pro' })
    .click();
  await expect(page.getByText('Successfully changed to PRO plan!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(subscription).toContainText('Pro · Quarterly');
  await expect(page.getByRole('link', { name: '300 credits available. View usage' })).toBeVisible();
  expect((await getCredits(request, user)).plan).toBe('pro');
});

test('cancel at the period end, undo it, and the test-mode billing portal', async ({ page, request }) => {
  const user = await seedUser(request);
  await subscribeInTestMode(request, user, 'pro', 'monthly');
  await signInWithSession(page, user);
  await page.goto('/app/settings#subscription');
  const subscription = page.getByRole('region', { name: 'Subscription' });
  await expect(subscription).toContainText('Pro · Monthly');

  await subscription.getByRole('button', { name: 'Cancel Subscription' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel your subscription?' });
  await expect(confirm).toContainText('You keep Pro until');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(page.getByText(/Your subscription will be cancelled on/)).toBeVisible();
  await expect(subscription).toContainText(/\(Cancels [A-Z][a-z]{2} \d{1,2}, \d{4}\)/);
  await expect(subscription.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);

  await subscription.getByRole('button', { name: 'Undo Cancellation' }).click();
  await expect(page.getByText('Cancellation undone. Your subscription will continue.')).toBeVisible();
  await expect(subscription.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
  await expect(subscription).not.toContainText('(Cancels');

  // Manage Billing opens the test mode's portal, which switches the billing period.
  await subscription.getByRole('button', { name: 'Manage Billing' }).click();
  await expect(page).toHaveURL('/app/test-portal');
  await expect(page.getByRole('note', { name: 'Test mode' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Switch to quarterly billing' }).click();
  await expect(page.getByText('Successfully changed to PRO plan!')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Settings' }).click();
  await expect(page.getByRole('region', { name: 'Subscription' })).toContainText('Pro · Quarterly');
});

test("the trial nudge starts the 3-day Pro trial at $0 today; 'Trial ends' shows and the offer is gone", async ({
  page,
  request,
}) => {
  const user = await seedUser(request);
  await signInWithSession(page, user);
  await page.goto('/app/settings#subscription');
  const nudge = page.getByRole('region', { name: 'Pro trial' });
  await expect(nudge).toContainText('Try Pro free for 3 days.');
  await expectNoSeriousA11yViolations(page);
  await nudge.getByRole('button', { name: 'Start free trial' }).click();

  await expect(page).toHaveURL(/\/app\/test-checkout\?session=/);
  await expect(page.getByText('3 days, then $24 per quarter')).toBeVisible();
  await expect(page.getByText('$0.00')).toBeVisible();
  await page.getByRole('button', { name: 'Start 3-day free trial' }).click();

  await expect(
    page.getByText(
      'Your free trial has started: you are on Pro with 300 credits available. Nothing was charged today.',
    ),
  ).toBeVisible();
  const subscription = page.getByRole('region', { name: 'Subscription' });
  await expect(subscription).toContainText(/Trial ends [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(subscription).toContainText('Free trial');
  await expect(page.getByRole('region', { name: 'Pro trial' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try Pro for free' })).toHaveCount(0);
});
