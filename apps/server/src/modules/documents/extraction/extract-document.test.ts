import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildZip,
  makeDocx,
  makeImageOnlyPdf,
  makeManyEntryZip,
  makePdf,
  makeZipBomb,
  pngBytes,
} from '../../../../test/document-fixtures.ts';
import { AppError } from '../../../http/app-error.ts';
import { createDocumentExtractor } from './extract-document.ts';
import { createParserPool } from './parser-pool.ts';

const extractor = createDocumentExtractor({ pool: createParserPool({ size: 2 }) });
afterAll(() => extractor.close());

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return { code: (error as AppError).code, detail: (error as AppError).message };
}

const resume = [
  [
    'Jane Doe',
    'Senior Backend Engineer',
    '',
    'EXPERIENCE',
    'Acme Corp, 2019-2024',
    'Built billing services in TypeScript',
  ],
  ['EDUCATION', 'BSc Computer Science, TU Berlin', '', 'SKILLS', 'TypeScript, PostgreSQL, Kubernetes'],
];

describe('document extraction', () => {
  it('reads a 2-page PDF with its lines, section gaps and page count', async () => {
    const result = await extractor.extract({ filename: 'cv.pdf', bytes: await makePdf(resume) });
    expect(result.pages).toBe(2);
    expect(result.text).toBe(
      [
        'Jane Doe\nSenior Backend Engineer\n\nEXPERIENCE\nAcme Corp, 2019-2024\nBuilt billing services in TypeScript',
        'EDUCATION\nBSc Computer Science, TU Berlin\n\nSKILLS\nTypeScript, PostgreSQL, Kubernetes',
      ].join('\n\n'),
    );
    expect(result.warnings).toEqual([]);
  });

  it('keeps fields far apart on one PDF line apart (a title and its dates), and near runs one space apart', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([595, 842]);
    page.drawText('Software Engineer', { x: 56, y: 790, size: 11, font });
    page.drawText('May 2023 - Present', { x: 440, y: 790, size: 11, font });
    page.drawText('Acme Corp', { x: 56, y: 775, size: 11, font });
    page.drawText('Berlin', { x: 115, y: 775, size: 11, font });
    const result = await extractor.extract({ filename: 'cv.pdf', bytes: await doc.save() });
    expect(result.text).toBe('Software Engineer   May 2023 - Present\nAcme Corp Berlin');
  });

  it('reads a DOCX with one line per paragraph, headings set apart and bullets kept', async () => {
    const docx = await makeDocx([
      'Jane Doe',
      'Senior Backend Engineer',
      '# Experience',
      'Acme Corp, 2019-2024',
      '- Built billing services',
      '- Led a team of 4',
      '',
      'Berlin',
    ]);
    const result = await extractor.extract({ filename: 'cv.docx', bytes: docx });
    expect(result.text).toBe(
      'Jane Doe\nSenior Backend Engineer\n\nExperience\n\nAcme Corp, 2019-2024\n• Built billing services\n• Led a team of 4\n\nBerlin',
    );
    expect(result.pages).toBeUndefined();
  });

  it('reads UTF-16 text with a BOM, and warns when the name disagrees with the content', async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Jane Doe\r\nEngineer', 'utf16le')]);
    const result = await extractor.extract({ filename: 'cv.pdf', bytes });
    expect(result.text).toBe('Jane Doe\nEngineer');
    expect(result.warnings).toEqual(['The file is named .pdf but is a text file; it was read as one.']);
  });

  it('says a PDF without a text layer is probably a scan', async () => {
    expect(await failure(extractor.extract({ bytes: await makeImageOnlyPdf() }))).toEqual({
      code: 'UNPROCESSABLE',
      detail: 'This PDF has no text layer (it may be a scan). Paste the text instead, or upload a DOCX.',
    });
  });

  it('refuses a truncated PDF as unreadable', async () => {
    const pdf = await makePdf(resume);
    const result = await failure(extractor.extract({ bytes: pdf.subarray(0, Math.floor(pdf.length / 2)) }));
    expect(result.code).toBe('UNPROCESSABLE');
    expect(result.detail).toMatch(/^We could not read this file\./);
  });

  it('refuses zip bombs and archives with thousands of entries before decompressing', async () => {
    const unsafe = { code: 'UNPROCESSABLE', detail: 'This document looks malformed or too large to read safely.' };
    expect(await failure(extractor.extract({ filename: 'cv.docx', bytes: makeZipBomb() }))).toEqual(unsafe);
    expect(await failure(extractor.extract({ filename: 'cv.docx', bytes: makeManyEntryZip() }))).toEqual(unsafe);
  });

  it('refuses by content what it cannot read, whatever the name says', async () => {
    const unsupported = { code: 'UNSUPPORTED_MEDIA_TYPE', detail: 'This file is not a PDF, DOCX, DOC or text file.' };
    expect(await failure(extractor.extract({ filename: 'cv.pdf', bytes: pngBytes }))).toEqual(unsupported);
    expect(
      await failure(
        extractor.extract({
          filename: 'cv.docx',
          bytes: buildZip([{ name: 'content.xml', data: Buffer.from('<a/>') }]),
        }),
      ),
    ).toEqual(unsupported);
    expect(await failure(extractor.extract({ filename: 'cv.txt', bytes: Buffer.from('{\\rtf1 hello}') }))).toEqual(
      unsupported,
    );
  });

  it('refuses a damaged legacy .doc as unreadable', async () => {
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600, 7)]);
    expect((await failure(extractor.extract({ filename: 'cv.doc', bytes: ole }))).code).toBe('UNPROCESSABLE');
  });

  it('says an empty file is empty, and a blank one has no text', async () => {
    expect(await failure(extractor.extract({ bytes: new Uint8Array() }))).toEqual({
      code: 'VALIDATION_ERROR',
      detail: 'The file is empty.',
    });
    expect((await failure(extractor.extract({ bytes: Buffer.from(' \n\t\n ') }))).code).toBe('UNPROCESSABLE');
  });
});
