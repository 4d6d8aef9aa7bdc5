import { readFileSync } from 'node:fs';
import {
  builderTemplates,
  JsonResumeSchema,
  pageSizes,
  renderResumeHtml,
  type BuilderState,
  type ResumeDocument,
} from '@cp/contracts';
import { defaultEngine, toResumeDocument } from '@cp/engine';
import JSZip from 'jszip';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDocument } from '../../documents/extraction/parse-document.ts';
import { fromJsonResume } from '../from-json-resume.ts';
import { renderResumeDocx } from './docx-render.ts';
import { createPdfPrinter, locateChromium } from './pdf-printer.ts';
import { richResumeDocument } from './rich-fixture.ts';

// Chromium is part of the test set-up (scripts/e2e.mjs installs it); without it this fails, it does not skip.
const chromium = locateChromium(process.env.CHROMIUM_PATH);
const printer = createPdfPrinter({ executablePath: chromium ?? '/usr/bin/chromium' });
afterAll(async () => printer.close());
const engine = defaultEngine();
const documentXml = async (bytes: Uint8Array) =>
  (await JSZip.loadAsync(bytes)).file('word/document.xml')!.async('string');

async function readBack(bytes: Uint8Array, kind: 'pdf' | 'zip') {
  const out = await parseDocument({ kind, bytes });
  if (!out.ok) throw new Error(`the extractor failed: ${out.failure}`);
  return {
    text: out.text,
    doc: toResumeDocument(engine.parseResume(out.text, { asOf: { year: 2026, month: 11 } })).doc,
  };
}

/** Every field of the source comes back, and the roles, bullets and sections come back in the source's order. */
type ReadDocument = {
  contact: { name: string; email: string };
  experience: readonly { role: string; company: string; dates: string; bullets: readonly string[] }[];
  education: readonly { school: string }[];
  skills: readonly string[];
};
function expectSameFields(source: ResumeDocument, text: string, read: ReadDocument, label: string) {
  expect(read.contact.name, label).toBe(source.contact.name);
  expect(read.contact.email, label).toBe(source.contact.email);
  expect(
    read.experience.map((e) => [e.role, e.company, e.dates]),
    label,
  ).toEqual(source.experience.map((e) => [e.role, e.company, e.dates]));
  expect(
    read.experience.map((e) => e.bullets),
    label,
  ).toEqual(source.experience.map((e) => e.bullets));
  expect(
    read.education.map((e) => e.school),
    label,
  ).toEqual(source.education.map((e) => e.school));
  expect(read.skills, label).toEqual(source.skills);
  // Reading order: each section heading, role and bullet is found after the one before it.
  const flat = text.replace(/\s+/g, ' ').toLowerCase();
  let at = 0;
  for (const piece of [
    source.contact.name,
    ...source.experience.flatMap((e) => [e.company, ...e.bullets]),
    ...source.education.map((e) => e.school),
    source.skills[0]!,
  ]) {
    const next = flat.indexOf(piece.replace(/\s+/g, ' ').toLowerCase(), at);
    expect(next, `${label}: '${piece}' after position ${at}`).toBeGreaterThanOrEqual(at);
    at = next;
  }
}

describe('export round trip: the product reads its own files back', () => {
  it('finds Chromium (install: apt-get install -y chromium fonts-liberation)', () => {
    expect(chromium).not.toBeNull();
  });

  for (const template of builderTemplates) {
    for (const size of pageSizes) {
      it(`${template} on ${size}: PDF and DOCX give back every field in reading order`, async () => {
        const state: BuilderState = { doc: richResumeDocument(), template, palette: 'ocean', page_size: size };
        const pdf = await printer.print(renderResumeHtml(state), { title: 'Resume', author: state.doc.contact.name });
        expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
        const fromPdf = await readBack(pdf, 'pdf');
        expectSameFields(state.doc, fromPdf.text, fromPdf.doc, `${template} ${size} pdf`);
        const fromDocx = await readBack(await renderResumeDocx(state), 'zip');
        expectSameFields(state.doc, fromDocx.text, fromDocx.doc, `${template} ${size} docx`);
      });
    }
  }

  it('a two-column Word file (the split template with the ATS flag off) gives back every field, main column first', async () => {
    const rich = richResumeDocument();
    const state: BuilderState = {
      doc: { ...rich, meta: { ...rich.meta, ats: false } },
      template: 'modern-split',
      palette: 'ocean',
      page_size: 'a4',
    };
    const bytes = await renderResumeDocx(state);
    const xml = await documentXml(bytes);
    expect(xml).toContain('<w:tblLayout w:type="fixed"/>');
    expect(xml.match(/<w:gridCol w:w="\d+"\/>/g)).toHaveLength(2);
    const fromDocx = await readBack(bytes, 'zip');
    expectSameFields(state.doc, fromDocx.text, fromDocx.doc, 'modern-split two-column docx');
    // with the flag on, the same template is one column in Word
    expect(await documentXml(await renderResumeDocx({ ...state, doc: rich }))).not.toContain('<w:tbl>');
  });

  it('the JSON Resume sample comes back from the PDF and the DOCX with its roles and employers', async () => {
    const sample = JsonResumeSchema.parse(
      JSON.parse(
        readFileSync(
          new URL('../../../../../../../shared/data/jsonresume/sample.resume.json', import.meta.url),
          'utf8',
        ),
      ),
    );
    const { doc } = fromJsonResume(sample);
    const state: BuilderState = { doc, template: 'ats-classic', palette: 'ocean', page_size: 'letter' };
    for (const [bytes, kind] of [
      [await printer.print(renderResumeHtml(state), { title: 'Resume', author: '' }), 'pdf'],
      [await renderResumeDocx(state), 'zip'],
    ] as const) {
      const read = await readBack(bytes, kind);
      expect(read.doc.contact.name).toBe(doc.contact.name);
      expect(read.doc.experience.map((e) => e.company)).toEqual(doc.experience.map((e) => e.company));
      expect(read.doc.experience.map((e) => e.dates)).toEqual(doc.experience.map((e) => e.dates));
    }
  });
});
