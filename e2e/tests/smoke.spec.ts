import { expect, test } from '@playwright/test';

test('the server answers /api/health in the browser', async ({ page }) => {
  const response = await page.goto('/api/health');
  expect(response?.status()).toBe(200);
  expect(await response?.json()).toEqual({ status: 'ok' });
});
