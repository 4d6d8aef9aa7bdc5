import { expect, test, type Page } from '@playwright/test';
import { seedUser } from '../support/accounts.ts';
import { jobText, resumeLines } from '../support/documents.ts';
import { fillWorkspace, listWorkspaces, runModule, setPlan, signInWithSession } from '../support/session.ts';

/** Where the screenshots go when asked for (HINT_SCREENSHOTS=<folder>). */
const shots = process.env.HINT_SCREENSHOTS ?? null;

type Rect = { top: number; bottom: number; left: number; right: number };

/** The on-screen boxes of the main content's text and fields (each line of text is its own box). */
async function contentBoxes(page: Page): Promise<Rect[]> {
  return page.getByRole('main').evaluate((main) => {
    const boxes: Rect[] = [];
    const keep = (rect: DOMRect) => {
      if (rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight)
        boxes.push({ top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right });
    };
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) keep(rect);
    }
    for (const field of main.querySelectorAll('textarea, input, [contenteditable="true"]'))
      keep(field.getBoundingClientRect());
    return boxes;
  });
}

const overlaps = (a: Rect, b: Rect) => a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the Ask UC hint covers no text of the page at ${viewport.width}x${viewport.height}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const user = await seedUser(request);
    const { defaultWid } = await listWorkspaces(request, user);
    await fillWorkspace(request, user, defaultWid, { cvText: resumeLines.join('\n'), jdText: jobText });
    await setPlan(request, user, 'pro');
    await runModule(request, user, defaultWid, 'Module 5');
    await runModule(request, user, defaultWid, 'Module 9');
    await page.setViewportSize(viewport);
    await signInWithSession(page, user);
    for (const [name, path, ready] of [
      ['letter', `/app/w/${defaultWid}/modules/9`, 'Cover Letter'],
      ['questions', `/app/w/${defaultWid}/modules/5`, 'Interview Questions'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: ready })).toBeVisible();
      await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
      const hint = page.getByRole('note').filter({ hasText: 'Ask UC for a plan' });
      await expect(hint).toBeVisible();
      await page.waitForTimeout(300);
      for (const where of ['top', 'end'] as const) {
        if (where === 'end') await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForTimeout(200);
        if (shots) await page.screenshot({ path: `${shots}/hint-${name}-${where}-${viewport.width}.png` });
        const hintBox = await hint.boundingBox();
        if (!hintBox) throw new Error('the hint is not on screen');
        const box = {
          top: hintBox.y,
          bottom: hintBox.y + hintBox.height,
          left: hintBox.x,
          right: hintBox.x + hintBox.width,
        };
        const covered = (await contentBoxes(page)).filter((rect) => overlaps(rect, box));
        expect(covered, `${name} (${where}): the hint covers the page's text`).toEqual([]);
      }
    }
  });
}
