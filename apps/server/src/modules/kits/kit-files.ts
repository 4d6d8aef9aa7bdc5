import { createHash } from 'node:crypto';
import { renderResumeHtml, type BuilderState, type BuilderTemplate, type ResumeDocument } from '@cp/contracts';
import { AlignmentType, Document, Packer, Paragraph, TextRun } from 'docx';
import { renderResumeDocx } from '../resume-builder/export/docx-render.ts';
import type { PdfPrinter } from '../resume-builder/export/pdf-printer.ts';

export type KitFile = {
  name: 'resume' | 'cover_letter';
  format: 'pdf' | 'docx';
  filename: string;
  mime: string;
  content: Uint8Array;
  sha256: string;
};

export const KIT_MIME = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export const kitFilename = (name: KitFile['name'], format: KitFile['format']) =>
  `${name === 'resume' ? 'resume' : 'cover-letter'}.${format}`;

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The letter as a printable page: A4, 20 mm margins, 170 mm of text (docs/product/3-agent-tracker-assistant.md section
 * 9), one paragraph per block.
 */
export function letterHtml(letter: string, title: string): string {
  const blocks = letter
    .trim()
    .split(/\n\s*\n/)
    .map((block) => `<p>${block.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>
@page { size: A4; margin: 20mm; }
html, body { margin: 0; }
body { width: 170mm; font-family: 'Liberation Sans', Arial, Helvetica, sans-serif; font-size: 11pt; line-height: 1.45; color: #1f2937; }
p { margin: 0 0 10pt; break-inside: avoid; }
</style></head><body>
${blocks}
</body></html>`;
}

/** The letter as a Word document: the same paragraphs, A4, 20 mm margins, Arial 11 pt. */
export async function letterDocx(letter: string, title: string, author: string): Promise<Uint8Array> {
  const mm = (n: number) => Math.round((n / 25.4) * 1440);
  const paragraphs = letter
    .trim()
    .split(/\n\s*\n/)
    .map(
      (block) =>
        new Paragraph({
          alignment: AlignmentType.LEFT,
          spacing: { after: 200, line: 300 },
          children: block.split('\n').flatMap((line, i) => [new TextRun({ text: line, break: i > 0 ? 1 : 0 })]),
        }),
    );
  const document = new Document({
    creator: 'Career Prep',
    title,
    ...(author ? { description: `Cover letter of ${author}` } : {}),
    styles: { default: { document: { run: { font: 'Arial', size: 22, color: '1F2937' } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 },
            margin: { top: mm(20), bottom: mm(20), left: mm(20), right: mm(20) },
          },
        },
        children: paragraphs,
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

const file = (name: KitFile['name'], format: KitFile['format'], content: Uint8Array): KitFile => ({
  name,
  format,
  filename: kitFilename(name, format),
  mime: KIT_MIME[format],
  content,
  sha256: sha256(content),
});

/**
 * The finalized kit's files: the tailored resume in the Resume Builder's template (its own HTML printed
 * by Chromium, and its Word writer) and the letter, each as PDF and DOCX. Without Chromium only the
 * DOCX files are made, and the kit says so.
 */
export async function renderKitFiles(
  input: {
    resume: ResumeDocument;
    template: BuilderTemplate;
    letter: string;
    candidate: string | null;
    jobTitle: string;
  },
  printer: Pick<PdfPrinter, 'print'> | null,
): Promise<KitFile[]> {
  const state: BuilderState = { doc: input.resume, template: input.template, palette: 'ocean', page_size: 'a4' };
  const who = input.candidate ?? '';
  const letterTitle = `${who ? `${who} – ` : ''}Cover letter – ${input.jobTitle}`.slice(0, 200);
  const resumeTitle = who ? `${who} – Resume` : 'Resume';
  const files: KitFile[] = [];
  if (printer) {
    files.push(
      file('resume', 'pdf', await printer.print(renderResumeHtml(state), { title: resumeTitle, author: who })),
    );
    files.push(
      file(
        'cover_letter',
        'pdf',
        await printer.print(letterHtml(input.letter, letterTitle), { title: letterTitle, author: who }),
      ),
    );
  }
  files.push(file('resume', 'docx', await renderResumeDocx(state)));
  files.push(file('cover_letter', 'docx', await letterDocx(input.letter, letterTitle, who)));
  return files;
}
