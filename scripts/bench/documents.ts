// Extraction time of a 2-page PDF and a DOCX resume through the real extractor (worker pool).
import { createDocumentExtractor } from '../../apps/server/src/modules/documents/extraction/extract-document.ts';
import { createParserPool } from '../../apps/server/src/modules/documents/extraction/parser-pool.ts';
import { makeDocx, makePdf } from '../../apps/server/test/document-fixtures.ts';
import { resumeLines } from './sample-documents.ts';

export type Timing = { median: number; p95: number; runs: number };

export function summarize(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95), runs: sorted.length };
}

export async function benchExtraction(
  runs = 30,
): Promise<{ pdf: Timing; docx: Timing; pdfChars: number; docxChars: number }> {
  const pages = resumeLines();
  const pdf = await makePdf(pages);
  const docx = await makeDocx(
    pages
      .flat()
      .map((line) =>
        /^[A-Z ()]+$/.test(line) && line.length > 3 ? `# ${line}` : line.startsWith('• ') ? `- ${line.slice(2)}` : line,
      ),
  );
  const extractor = createDocumentExtractor({ pool: createParserPool() });
  try {
    const time = async (bytes: Uint8Array, filename: string) => {
      let chars = 0;
      // A fresh copy each call: the extractor transfers the bytes to its worker thread.
      for (let i = 0; i < 3; i += 1)
        chars = (await extractor.extract({ filename, bytes: new Uint8Array(bytes) })).text.length; // warm the workers
      const samples: number[] = [];
      for (let i = 0; i < runs; i += 1) {
        const copy = new Uint8Array(bytes);
        const started = performance.now();
        await extractor.extract({ filename, bytes: copy });
        samples.push(performance.now() - started);
      }
      return { timing: summarize(samples), chars };
    };
    const p = await time(pdf, 'resume.pdf');
    const d = await time(docx, 'resume.docx');
    return { pdf: p.timing, docx: d.timing, pdfChars: p.chars, docxChars: d.chars };
  } finally {
    await extractor.close();
  }
}
