import { parseResume } from '@cp/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { makeMostlyImagePdf, makeTableResumeDocx, makeTwoColumnResumePdf } from '../../../../test/document-fixtures.ts';
import { normalizeDocumentText } from '../normalize-text.ts';
import { createDocumentExtractor } from './extract-document.ts';
import { createParserPool } from './parser-pool.ts';

const extractor = createDocumentExtractor({ pool: createParserPool({ size: 1 }) });
afterAll(() => extractor.close());

const AS_OF = { year: 2025, month: 6 };
const pasted =
  'Jane Doe\r\nSenior Backend Engineer\r\n\r\nEXPERIENCE\r\nStaff Engineer\tNorthwind Payments\tJune 2020 \u2013 Present\r\n\u25cf Led the billing migration\r\n';

describe('layout-aware extraction of real files', () => {
  it('reads a two-column PDF: main column and sidebar apart, wrapped bullets joined, a split date range on one line', async () => {
    const { text } = await extractor.extract({ filename: 'cv.pdf', bytes: await makeTwoColumnResumePdf() });
    expect(text).toContain(
      'June 2020 – Present\nStaff Engineer, Northwind Payments\n• Led the migration of the billing platform to event-driven services, serving 12,000 merchants across Europe\n',
    );
    expect(text).toMatch(
      /Built the order pipeline in TypeScript\n\nCONTACT\njane@example.com\nBerlin, Germany\n\nSKILLS\nTypeScript\n/,
    );
  });

  it('reads a DOCX laid out in a table: rows in order, title and dates on one line, long cells as blocks', async () => {
    const { text } = await extractor.extract({ filename: 'cv.docx', bytes: await makeTableResumeDocx() });
    expect(text).toContain(
      'Experience\n\nStaff Engineer   June 2020 – Present\nNorthwind Payments   Berlin, Germany\n\nSkills\nTypeScript\nPostgreSQL\n\nLed the migration',
    );
  });

  it('says a mostly-image PDF (a scan with a page number) has no text layer', async () => {
    const error = await extractor.extract({ bytes: await makeMostlyImagePdf() }).then(
      () => null,
      (e: unknown) => e,
    );
    expect((error as Error).message).toMatch(/no text layer/);
  });
});

describe('extracted text parses to the right resume', () => {
  it('the two-column PDF', async () => {
    const parsed = parseResume(
      (await extractor.extract({ filename: 'cv.pdf', bytes: await makeTwoColumnResumePdf() })).text,
      { asOf: AS_OF },
    );
    expect(parsed.contact.name).toBe('Jane Doe');
    expect(parsed.roles[0]).toMatchObject({ title: 'Staff Engineer', employer: 'Northwind Payments' });
    expect(parsed.roles[0]?.dates).toMatchObject({ isCurrent: true });
    expect(parsed.roles[0]?.dates?.start.date).toEqual({ year: 2020, month: 6 });
  });

  it('the table DOCX', async () => {
    const parsed = parseResume(
      (await extractor.extract({ filename: 'cv.docx', bytes: await makeTableResumeDocx() })).text,
      { asOf: AS_OF },
    );
    expect(parsed.contact.name).toBe('Jane Doe');
    expect(parsed.roles[0]?.title).toBe('Staff Engineer');
    expect(parsed.roles[0]?.dates?.start.date).toEqual({ year: 2020, month: 6 });
  });

  // The text is 'Staff Engineer   June 2020 – Present' then 'Northwind Payments   Berlin, Germany': the
  // employer is on the line below the dated title, sharing it with a location.
  it('the table DOCX: the employer on the line below the title', async () => {
    const parsed = parseResume(
      (await extractor.extract({ filename: 'cv.docx', bytes: await makeTableResumeDocx() })).text,
      { asOf: AS_OF },
    );
    expect(parsed.roles[0]?.employer).toBe('Northwind Payments');
  });

  it('pasted text with tabs and CRLF', () => {
    const parsed = parseResume(normalizeDocumentText(pasted), { asOf: AS_OF });
    expect(parsed.contact.name).toBe('Jane Doe');
    expect(parsed.roles[0]).toMatchObject({ title: 'Staff Engineer', employer: 'Northwind Payments' });
    expect(parsed.roles[0]?.dates?.start.date).toEqual({ year: 2020, month: 6 });
  });
});
