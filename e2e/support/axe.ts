import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on serious or critical accessibility violations (docs/decisions/038 section 12). Toasts fade in: contrast is
 * judged once they are fully shown, not mid-animation (which made the check depend on timing).
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')].every(
        (toast) => getComputedStyle(toast).opacity === '1',
      ),
    undefined,
    { timeout: 5_000 },
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
