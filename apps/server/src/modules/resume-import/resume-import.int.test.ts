import { ErrorBodySchema, ParseResumeResponseSchema, RAW_PDF_MESSAGE } from '@cp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDocx, makePdf, multipartBody, pngBytes } from '../../../test/document-fixtures.ts';
import { bearer, createTestApp, signUp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  token = (await signUp(ctx.app)).id_token;
});
afterAll(async () => ctx.close());

const RESUME = [
  'Jane Doe',
  'Senior Data Analyst',
  'jane.doe@example.com | (415) 555-0142 | Austin, TX',
  '',
  'Experience',
  'Senior Data Analyst   Quillfeather Health   Mar 2020 - Present',
  '• Built the weekly revenue dashboard in Tableau used by 40 managers',
  '• Cut report preparation time by 30% with SQL automation',
  'Data Analyst   Northwind Traders   Jun 2016 - Feb 2020',
  '• Modelled churn in Python',
  '',
  'Education',
  'B.S. in Statistics, University of Texas at Austin, 2016',
  '',
  'Skills',
  'SQL, Python, Tableau, Excel',
  '',
  'Languages',
  'English, Spanish',
];

const postJson = (payload: object, url = '/api/parse-resume') =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });
async function postFile(name: string, data: Uint8Array) {
  const body = await multipartBody({}, { name, data });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/parse-resume',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}
function errorOf(res: { statusCode: number; json(): unknown }, status: number) {
  expect(res.statusCode).toBe(status);
  return ErrorBodySchema.parse(res.json());
}

describe('POST /api/parse-resume', () => {
  it('reads pasted text into the builder document, with a confidence per field', async () => {
    const res = await postJson({ text: RESUME.join('\n') });
    expect(res.statusCode).toBe(200);
    const { doc, confidence, engine_version } = ParseResumeResponseSchema.parse(res.json());
    expect(doc.contact).toMatchObject({ name: 'Jane Doe', email: 'jane.doe@example.com', location: 'Austin, TX' });
    expect(doc.experience.map((e) => [e.role, e.company, e.dates])).toEqual([
      ['Senior Data Analyst', 'Quillfeather Health', 'Mar 2020 – Present'],
      ['Data Analyst', 'Northwind Traders', 'Jun 2016 – Feb 2020'],
    ]);
    expect(doc.experience[0]!.bullets).toEqual([
      'Built the weekly revenue dashboard in Tableau used by 40 managers',
      'Cut report preparation time by 30% with SQL automation',
    ]);
    expect(doc.skills).toEqual(['SQL', 'Python', 'Tableau', 'Excel']);
    expect(doc.education[0]).toMatchObject({
      school: 'University of Texas at Austin',
      degree: 'B.S. in Statistics',
      dates: '2016',
    });
    expect(doc.contact.title).toBe('Senior Data Analyst');
    expect(confidence.contact.name).toBe('high');
    expect(doc.extraSections).toEqual([
      { key: 'languages', label: 'Languages', type: 'bullets', bullets: ['English, Spanish'] },
    ]);
    expect(doc.sectionOrder).toEqual([
      'contact',
      'summary',
      'experience',
      'projects',
      'education',
      'skills',
      'extra:languages',
    ]);
    expect(confidence.contact.email).toBe('high');
    expect(confidence.experience).toHaveLength(2);
    expect(confidence.experience[0]!.dates).toBe('high');
    expect(engine_version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('answers the same document on the spec retry path /api/parse_resume', async () => {
    const a = ParseResumeResponseSchema.parse((await postJson({ text: RESUME.join('\n') })).json());
    const b = ParseResumeResponseSchema.parse(
      (await postJson({ text: RESUME.join('\n') }, '/api/parse_resume')).json(),
    );
    expect(b).toEqual(a);
  });

  it('reads an uploaded PDF and DOCX the same way', async () => {
    // one text run per line: the pasted form's three spaces would print as a narrow gap, so the PDF separates by ' | '
    const pdfLines = RESUME.map((l) => l.replace(/ {3}/g, ' | '));
    const fromPdf = ParseResumeResponseSchema.parse((await postFile('resume.pdf', await makePdf([pdfLines]))).json());
    expect(fromPdf.doc.contact.name).toBe('Jane Doe');
    expect(fromPdf.doc.experience.map((e) => e.company)).toEqual(['Quillfeather Health', 'Northwind Traders']);
    const docx = await makeDocx(RESUME.map((l) => (l.startsWith('• ') ? `- ${l.slice(2)}` : l)));
    const fromDocx = ParseResumeResponseSchema.parse((await postFile('resume.docx', docx)).json());
    expect(fromDocx.doc.experience.map((e) => e.role)).toEqual(['Senior Data Analyst', 'Data Analyst']);
  });

  it('refuses raw PDF content pasted as text with the spec message', async () => {
    const err = errorOf(await postJson({ text: '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n2 0 obj' }), 422);
    expect(err.detail).toBe(RAW_PDF_MESSAGE);
  });

  it('validates the body: missing, too short, wrong type, an image file', async () => {
    expect(errorOf(await postJson({}), 400).detail).toBe('text is required.');
    expect(errorOf(await postJson({ text: 'short' }), 400).detail).toBe(
      'Resume content must be at least 10 characters. Please add more details.',
    );
    expect(errorOf(await postJson({ text: 42 }), 400).code).toBe('VALIDATION_ERROR');
    expect(errorOf(await postFile('photo.png', pngBytes), 415).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('needs a signed-in user', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/parse-resume',
      payload: { text: RESUME.join('\n') },
    });
    expect(res.statusCode).toBe(401);
  });
});
