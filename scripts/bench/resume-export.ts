// Resume Builder export (docs/decisions/024): time of a 2-page PDF (Chromium print of the preview's HTML)
// and DOCX (docx package), p50 and p95, and memory after 1,000 exports (this process and Chromium's
// process tree). Run alone: node --import tsx scripts/bench/resume-export.ts
import { execFileSync } from 'node:child_process';
import { renderResumeHtml, type BuilderState } from '@cp/contracts';
import { renderResumeDocx } from '../../apps/server/src/modules/resume-builder/export/docx-render.ts';
import { createPdfPrinter, locateChromium } from '../../apps/server/src/modules/resume-builder/export/pdf-printer.ts';
import { richResumeDocument } from '../../apps/server/src/modules/resume-builder/export/rich-fixture.ts';
import { summarize, type Timing } from './documents.ts';

/** The rich fixture with its roles twice over: two A4 pages. */
export function twoPageState(): BuilderState {
  const doc = richResumeDocument();
  doc.meta.pageCount = 'multi';
  doc.experience = [...doc.experience, ...doc.experience.map((e) => ({ ...e, company: `${e.company} (earlier)` }))];
  return { doc, template: 'ats-classic', palette: 'ocean', page_size: 'a4' };
}

/** Resident memory in MB of this process's Chromium children (the whole tree under this pid). */
function chromiumRssMb(): number {
  try {
    const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map((l) => l.trim().split(/\s+/).map(Number));
    const mine = new Set([process.pid]);
    let grew = true;
    while (grew) {
      grew = false;
      for (const [pid, ppid] of rows)
        if (!mine.has(pid!) && mine.has(ppid!)) {
          mine.add(pid!);
          grew = true;
        }
    }
    return (
      rows.filter(([pid]) => pid !== process.pid && mine.has(pid!)).reduce((sum, [, , rss]) => sum + rss!, 0) / 1024
    );
  } catch {
    return Number.NaN;
  }
}
const nodeRssMb = () => process.memoryUsage().rss / (1024 * 1024);

export type ExportBench = {
  pdf: Timing;
  docx: Timing;
  pdfBytes: number;
  docxBytes: number;
  memory: { exports: number; nodeBefore: number; nodeAfter: number; chromiumBefore: number; chromiumAfter: number };
};

export async function benchResumeExport(runs = 100, memoryExports = 1000): Promise<ExportBench> {
  const executablePath = locateChromium(process.env.CHROMIUM_PATH);
  if (!executablePath)
    throw new Error('Chromium is needed for the PDF export bench: apt-get install -y chromium fonts-liberation');
  const printer = createPdfPrinter({ executablePath });
  const state = twoPageState();
  const meta = { title: 'Maria Chen – Resume', author: 'Maria Chen' };
  try {
    const pdfOnce = async () => printer.print(renderResumeHtml(state), meta);
    const docxOnce = async () => renderResumeDocx(state);
    for (let i = 0; i < 5; i += 1) {
      await pdfOnce();
      await docxOnce();
    } // warm the browser and the JIT
    const time = async (once: () => Promise<Uint8Array>) => {
      const samples: number[] = [];
      let bytes = 0;
      for (let i = 0; i < runs; i += 1) {
        const started = performance.now();
        bytes = (await once()).length;
        samples.push(performance.now() - started);
      }
      return { timing: summarize(samples), bytes };
    };
    const pdf = await time(pdfOnce);
    const docx = await time(docxOnce);
    global.gc?.();
    const nodeBefore = nodeRssMb();
    const chromiumBefore = chromiumRssMb();
    for (let i = 0; i < memoryExports; i += 1) await (i % 2 === 0 ? pdfOnce() : docxOnce());
    global.gc?.();
    return {
      pdf: pdf.timing,
      docx: docx.timing,
      pdfBytes: pdf.bytes,
      docxBytes: docx.bytes,
      memory: {
        exports: memoryExports,
        nodeBefore,
        nodeAfter: nodeRssMb(),
        chromiumBefore,
        chromiumAfter: chromiumRssMb(),
      },
    };
  } finally {
    await printer.close();
  }
}

export function printResumeExportBench(r: ExportBench) {
  const f = (n: number) => n.toFixed(1);
  const goal = (t: Timing) => (t.p95 < 300 ? 'met' : 'MISSED');
  console.log(
    `  2-page PDF  (Chromium): p50 ${f(r.pdf.median)} ms, p95 ${f(r.pdf.p95)} ms over ${r.pdf.runs} (goal p95 < 300 ms: ${goal(r.pdf)}), ${Math.round(r.pdfBytes / 1024)} kB`,
  );
  console.log(
    `  2-page DOCX (docx):     p50 ${f(r.docx.median)} ms, p95 ${f(r.docx.p95)} ms over ${r.docx.runs} (goal p95 < 300 ms: ${goal(r.docx)}), ${Math.round(r.docxBytes / 1024)} kB`,
  );
  const m = r.memory;
  console.log(
    `  memory over ${m.exports} more exports (half PDF, half DOCX): node RSS ${f(m.nodeBefore)} -> ${f(m.nodeAfter)} MB, Chromium tree RSS ${f(m.chromiumBefore)} -> ${f(m.chromiumAfter)} MB (browser recycled every 500 prints)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('Resume Builder export:');
  printResumeExportBench(await benchResumeExport());
}
