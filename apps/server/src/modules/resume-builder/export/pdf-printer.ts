import { accessSync, constants } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Where Chromium usually is (Debian/Ubuntu packages, Google Chrome); CHROMIUM_PATH wins. */
const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
];
export const CHROMIUM_INSTALL_HINT = 'sudo apt-get install -y chromium fonts-liberation (or set CHROMIUM_PATH)';

const executable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The Chromium executable to print with, or null when none is installed. */
export function locateChromium(configured?: string): string | null {
  if (configured) return executable(configured) ? configured : null;
  return CANDIDATES.find(executable) ?? null;
}

export type PdfPrinter = {
  /** Prints one HTML document (no network: everything it needs is inline) to a tagged, vector-text PDF. */
  print(html: string, meta: { title: string; author: string }): Promise<Uint8Array>;
  close(): Promise<void>;
};

/** Title and Author in the PDF's information dictionary (Chromium writes only the title). */
async function withMetadata(pdf: Uint8Array, meta: { title: string; author: string }): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  doc.setTitle(meta.title);
  if (meta.author) doc.setAuthor(meta.author);
  doc.setCreator('Career Prep Resume Builder');
  return doc.save({ useObjectStreams: false });
}

export type PdfPrinterOptions = { executablePath: string; slots?: number; timeoutMs?: number; recycleAfter?: number };

/**
 * Chromium in this process's own child (never a remote browser), launched on first use: a few reused
 * pages with a queue, a time limit per print, and a fresh browser after `recycleAfter` prints or any error.
 */
export function createPdfPrinter(options: PdfPrinterOptions): PdfPrinter {
  const slots = options.slots ?? 2;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const recycleAfter = options.recycleAfter ?? 500;
  let browser: Promise<Browser> | null = null;
  let idle: Page[] = [];
  let busy = 0;
  let printed = 0;
  const waiting: (() => void)[] = [];

  const launch = () => {
    browser ??= chromium.launch({
      executablePath: options.executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--font-render-hinting=none'],
    });
    return browser;
  };
  const recycle = async () => {
    const old = browser;
    browser = null;
    idle = [];
    printed = 0;
    await (await old?.catch(() => null))?.close().catch(() => undefined);
  };
  async function acquire(): Promise<Page> {
    while (busy >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    busy += 1;
    try {
      return idle.pop() ?? (await (await launch()).newPage());
    } catch (error) {
      busy -= 1;
      waiting.shift()?.();
      throw error;
    }
  }
  function releaseSlot(page: Page | null) {
    busy -= 1;
    if (page) idle.push(page);
    waiting.shift()?.();
  }

  return {
    async print(html, meta) {
      const page = await acquire();
      let ok = false;
      try {
        page.setDefaultTimeout(timeoutMs);
        await page.setContent(html, { waitUntil: 'load', timeout: timeoutMs });
        await Promise.race([
          page.evaluate('document.fonts.ready.then(() => true)'),
          new Promise((resolve) => setTimeout(resolve, 2_000)),
        ]);
        const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true, tagged: true, outline: false });
        ok = true;
        return await withMetadata(pdf, meta);
      } finally {
        releaseSlot(ok ? page : null);
        printed += 1;
        if (!ok || printed >= recycleAfter) {
          if (!ok) await page.close().catch(() => undefined);
          if (busy === 0) await recycle();
        }
      }
    },
    async close() {
      await recycle();
    },
  };
}
