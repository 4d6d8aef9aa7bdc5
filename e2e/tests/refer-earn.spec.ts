import { expect, test } from '@playwright/test';
import { seedUser } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { listWorkspaces, signInWithSession } from '../support/session.ts';

test('a visitor reads /affiliates, and a signed-in user finds their referral link under Refer & Earn', async ({
  page,
  request,
}) => {
  await page.goto('/affiliates?utm_source=e2e&utm_campaign=launch');
  await expect(page.getByRole('heading', { level: 1, name: 'Refer & Earn' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => localStorage.getItem('cp.utm'))).toBe(
    '{"utm_source":"e2e","utm_campaign":"launch"}',
  );

  const user = await seedUser(request);
  const { defaultWid } = await listWorkspaces(request, user);
  await signInWithSession(page, user);
  await page.goto(`/app/w/${defaultWid}/home`);
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Refer & Earn' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refer & Earn' });
  await expect(dialog.getByLabel('Your referral link', { exact: true })).toHaveValue(/\/\?ref=uc[A-Za-z0-9]{10}$/);
  await expect(dialog).toContainText('Nobody has paid through your link yet.');
  await expectNoSeriousA11yViolations(page);
});

test('the home previews the Live Interview for a free user, with the upgrade and the Offline Interview, and has side dots on a large screen', async ({
  page,
  request,
}) => {
  const user = await seedUser(request);
  const { defaultWid } = await listWorkspaces(request, user);
  await signInWithSession(page, user);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/app/w/${defaultWid}/home`);
  const dots = page.getByRole('navigation', { name: 'Page sections' });
  await expect(dots.getByRole('link')).toHaveCount(4);
  await dots.getByRole('link', { name: 'Live Interview' }).click();
  await expect(dots.getByRole('link', { name: 'Live Interview' })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: 'Preview the Live Interview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Live AI Interview' });
  await expect(dialog).toContainText('samples, not about you');
  await expectNoSeriousA11yViolations(page);
  if (process.env.ASK_UC_SHOTS) await page.screenshot({ path: `${process.env.ASK_UC_SHOTS}/live-teaser-1440.png` });
  await expect(dialog).toContainText('Live Interview is part of Pro.');
  await expect(dialog.getByRole('link', { name: 'Upgrade to Pro' })).toBeVisible();
  await dialog.getByRole('link', { name: 'Practise in the Offline Interview' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/w/${defaultWid}/modules/6$`));
});
