import { expect, test, type Locator } from '@playwright/test';
import { openBuilderWithWorkspaceResume, openTailor, tailorToWorkspaceJob } from '../support/builder.ts';

// A phone (390x844): the Ask UC bubble floats at the bottom right (its hint is above the page), and Tailor's Apply bar
// sticks to the bottom while the proposals scroll. At the end of the page nothing may be covered.
const resume = `Jordan Ellis
Operations Coordinator
jordan.ellis@example.com | (555) 010-2299 | Denver, CO

EXPERIENCE
Operations Coordinator, Ridgeway Outfitters   Denver, CO | Apr 2021 – Present
- Responsible for the weekly inventory report in Excel used by 12 store managers
- Scheduled deliveries for 8 stores with Google Sheets
- Cut supplier invoice errors by 25% with a Python check
Logistics Assistant, Pinecrest Supply   Boulder, CO | Jan 2018 – Mar 2021
- Tracked shipments in SAP
- Reports were prepared by hand every Friday

EDUCATION
B.A. in Business Administration, Colorado State University   2013 – 2017

SKILLS
Excel, SAP, Python, Scheduling, Vendor relations`;

const posting = `Operations Analyst
Summit Freight

Requirements
- 3+ years in operations or logistics
- Advanced Excel and SQL
- Inventory reporting and dashboards
- Python for automation
`;

/** Where the screenshots go when asked for (PHONE_SCREENSHOTS=<folder>). */
const shots = process.env.PHONE_SCREENSHOTS ?? null;

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('not on screen');
  return { top: rect.y, bottom: rect.y + rect.height, left: rect.x, right: rect.x + rect.width };
}

const overlaps = (a: Awaited<ReturnType<typeof box>>, b: Awaited<ReturnType<typeof box>>) =>
  a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;

test('on a phone the Apply bar and the Ask UC bubble cover none of Tailor', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { main } = await openBuilderWithWorkspaceResume(page, request, {
    resume,
    posting,
    viewport: { width: 390, height: 844 },
  });
  await openTailor(main);
  const cards = await tailorToWorkspaceJob(main, 'Operations Analyst');
  expect(await cards.count()).toBeGreaterThanOrEqual(2);
  const bubble = page.getByRole('button', { name: 'Ask UC' });
  const apply = main.getByRole('button', { name: /^Apply \d+ accepted/ });
  const applyBar = apply.locator('..');
  const height = page.viewportSize()!.height;

  // Mid-list the bar sticks to the very bottom; with the last proposal in view it is back in its place
  // below the list. Either way the bubble floats over its empty strip, below its button, and
  // no proposal shows under them.
  for (const [card, stuck] of [
    [cards.first(), true],
    [cards.last(), false],
  ] as const) {
    await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(200);
    const bar = await box(applyBar);
    if (stuck) expect(bar.bottom, 'the Apply bar sticks to the bottom').toBeGreaterThanOrEqual(height - 1);
    const floating = await box(bubble);
    expect(floating.top, 'the bubble floats over the bar').toBeGreaterThanOrEqual(bar.top);
    if (stuck) expect(floating.bottom).toBeLessThanOrEqual(bar.bottom);
    expect(overlaps(floating, await box(apply))).toBe(false);
    if (!stuck) expect(overlaps(floating, await box(cards.last()))).toBe(false);
    if (shots) await page.screenshot({ path: `${shots}/tailor-phone-${stuck ? 'stuck' : 'in-place'}.png` });
  }

  // The last proposal can be read whole above the bar.
  await cards.last().evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await page.evaluate(() => window.scrollBy(0, 400));
  await page.waitForTimeout(200);
  expect((await box(cards.last())).bottom).toBeLessThanOrEqual((await box(applyBar)).top);
  if (shots) await page.screenshot({ path: `${shots}/tailor-phone-last.png` });

  // The page's end scrolls clear of the bubble.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(200);
  const lastBlock = await box(main.locator('section').last());
  expect(lastBlock.bottom).toBeLessThanOrEqual((await box(bubble)).top);
  if (shots) {
    await page.screenshot({ path: `${shots}/tailor-phone-end.png` });
    await page.setViewportSize({ width: 1440, height: 900 });
    await cards.last().evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${shots}/tailor-desktop.png` });
  }
});
