import { builderTemplates, pageGeometry, pageSizes, renderResumeHtml, type BuilderState } from '@cp/contracts';
import { chromium, type Browser } from 'playwright-core';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPageItems } from '../../documents/extraction/pdf-items.ts';
import { createPdfPrinter, locateChromium } from './pdf-printer.ts';
import { richResumeDocument } from './rich-fixture.ts';

// The preview and the PDF come from the same HTML (docs/decisions/024): this checks that they break
// the text into the same lines, and into the same number of pages, for every template and page size.
const executablePath = locateChromium(process.env.CHROMIUM_PATH) ?? '/usr/bin/chromium';
const printer = createPdfPrinter({ executablePath });
let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--font-render-hinting=none'] });
});
afterAll(async () => {
  await browser.close();
  await printer.close();
});

// Case is ignored (headings are upper-cased by CSS, which the DOM text does not show) and so are spaces and bullet glyphs.
const squash = (s: string) => s.replace(/[\s•]+/g, '').toLowerCase();

/** The preview's lines: the page shown on screen, its text walked character by character in DOM order. */
async function previewLines(html: string, width: number): Promise<{ lines: string[]; height: number }> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  try {
    await page.setContent(html);
    return await page.evaluate(`(() => {
      const lines = []; let current = ''; let top = null; let right = 0;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < node.data.length; i += 1) {
          if (/\\s/.test(node.data[i])) { current += ' '; continue; }
          range.setStart(node, i); range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          // A new line where the top moves, or where a gap wider than 24 px (18 pt) opens (right-aligned dates).
          if (top !== null && (Math.abs(rect.top - top) > 3 || rect.left - right > 24)) { lines.push(current); current = ''; }
          top = rect.top; right = rect.right; current += node.data[i];
        }
      }
      lines.push(current);
      return { lines, height: document.documentElement.scrollHeight };
    })()`);
  } finally {
    await page.close();
  }
}

/**
 * The PDF's lines: its text runs grouped by baseline, left to right (Chromium writes bold runs apart from
 * regular ones, so the stream order is not the reading order; the extractor sorts by position too).
 * Runs on one baseline further apart than a column gap are separate lines (the split template's columns).
 */
async function pdfLines(bytes: Uint8Array): Promise<{ lines: string[]; pages: number }> {
  const pdf = await getDocumentProxy(bytes);
  const lines: string[] = [];
  for (let p = 1; p <= pdf.numPages; p += 1) {
    const items = (await readPageItems(pdf, p)).filter((i) => i.str.trim());
    const rows = new Map<number, typeof items>();
    for (const item of items) {
      const key = [...rows.keys()].find((y) => Math.abs(y - item.y) <= 2) ?? item.y;
      rows.set(key, [...(rows.get(key) ?? []), item]);
    }
    for (const row of rows.values()) {
      row.sort((a, b) => a.x - b.x);
      let current = '';
      let end = Number.NEGATIVE_INFINITY;
      for (const item of row) {
        if (current && item.x - end > 18) {
          // 18 pt = 24 px, as in the preview
          lines.push(current);
          current = '';
        }
        current += item.str;
        end = item.x + item.width;
      }
      lines.push(current);
    }
  }
  return { lines, pages: pdf.numPages };
}

describe('the preview and the PDF break lines alike', () => {
  for (const template of builderTemplates) {
    for (const size of pageSizes) {
      it(`${template} on ${size}`, async () => {
        const doc = richResumeDocument();
        doc.experience = [...doc.experience, ...doc.experience.map((e) => ({ ...e, company: `${e.company} Group` }))];
        const state: BuilderState = { doc, template, palette: 'ocean', page_size: size };
        const html = renderResumeHtml(state);
        const shown = await previewLines(html, pageGeometry[size].width);
        const preview = shown.lines.map(squash).filter(Boolean);
        const pdf = await pdfLines(await printer.print(html, { title: 'Resume', author: '' }));
        // The same lines (as sets in order of their text: the columns of the split template interleave by height).
        expect(pdf.lines.map(squash).filter(Boolean).sort()).toEqual([...preview].sort());
        // The preview's page count (its height over the page height, as the builder shows it) is the PDF's.
        expect(pdf.pages).toBe(Math.max(1, Math.ceil((shown.height - 2) / pageGeometry[size].height)));
      });
    }
  }
});
