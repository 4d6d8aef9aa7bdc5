import {
  ErrorBodySchema,
  ExtractCvTextResponseSchema,
  ExtractJdTextResponseSchema,
  SaveDocumentResponseSchema,
  WorkspaceDetailSchema,
} from '@cp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeDocx,
  makeImageOnlyPdf,
  makePdf,
  makeZipBomb,
  multipartBody,
  pngBytes,
} from '../../../test/document-fixtures.ts';
import { doubleFlateBombPdf } from '../../../test/pdf-bombs.ts';
import { bearer, createTestApp, signUp, type TestContext } from '../../../test/test-app.ts';
import { countRuns, defaultWorkspace, insertRun, setPlan } from '../../../test/workspace-helpers.ts';

let ctx: TestContext;
let user: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  ctx = await createTestApp();
  user = await signUp(ctx.app);
  await setPlan(ctx.db, user.user_id, 'ultimate');
  await defaultWorkspace(ctx.app, user.id_token);
});
afterAll(async () => ctx.close());

/** A fresh workspace of the test user (on the ultimate plan), so each test starts from empty documents. */
async function newWorkspace() {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/workspaces',
    headers: bearer(user.id_token),
    payload: {},
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { wid: string }).wid;
}

const post = (url: string, payload: object, token = user.id_token) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });

async function upload(
  kind: 'cv' | 'jd',
  fields: Record<string, string>,
  file?: { name: string; data: Uint8Array },
  token = user.id_token,
) {
  const body = await multipartBody(fields, file);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/modules/extract-${kind}-text`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

async function detail(wid: string) {
  return WorkspaceDetailSchema.parse(
    (await ctx.app.inject({ method: 'GET', url: `/api/workspaces/${wid}`, headers: bearer(user.id_token) })).json(),
  );
}

function errorOf(res: { statusCode: number; json(): unknown }, status: number) {
  expect(res.statusCode).toBe(status);
  return ErrorBodySchema.parse(res.json());
}

describe('saving pasted texts', () => {
  it('saves the resume and the job text, normalized', async () => {
    const wid = await newWorkspace();
    const saved = SaveDocumentResponseSchema.parse(
      (
        await post('/api/modules/update-cv-text', { wid, cv_text: '  Jane Doe\r\nEngineer  ', user_id: user.user_id })
      ).json(),
    );
    expect(saved).toEqual({ message: 'Saved.', wid, chars: 17, changed: true });
    expect((await post('/api/modules/update-jd-text', { wid, jd_text: 'Backend role' })).statusCode).toBe(200);
    expect(await detail(wid)).toMatchObject({
      cv_content: 'Jane Doe\nEngineer',
      cvText: 'Jane Doe\nEngineer',
      jd_content: 'Backend role',
      stats: { documentsCount: 2 },
    });
  });

  it('clears every module run when the text changes, and keeps them when it does not', async () => {
    const wid = await newWorkspace();
    await post('/api/modules/update-cv-text', { wid, cv_text: 'Version 1' });
    await insertRun(ctx.db, { wid, userId: user.user_id, module: 'Module 1', result: 'analysis' });
    await insertRun(ctx.db, { wid, userId: user.user_id, module: 'Module 4', result: { fit: 50 } });

    const same = SaveDocumentResponseSchema.parse(
      (await post('/api/modules/update-cv-text', { wid, cv_text: 'Version 1\n' })).json(),
    );
    expect(same.changed).toBe(false);
    expect(await countRuns(ctx.db, wid)).toBe(2);

    const changed = SaveDocumentResponseSchema.parse(
      (await post('/api/modules/update-cv-text', { wid, cv_text: 'Version 2' })).json(),
    );
    expect(changed.changed).toBe(true);
    expect(await countRuns(ctx.db, wid)).toBe(0);

    await insertRun(ctx.db, { wid, userId: user.user_id, module: 'Module 2', result: 'job analysis' });
    await post('/api/modules/update-jd-text', { wid, jd_text: 'A new job' });
    expect(await countRuns(ctx.db, wid)).toBe(0);
  });

  it('refuses empty and oversized texts with clear details, leaving the stored text', async () => {
    const wid = await newWorkspace();
    await post('/api/modules/update-cv-text', { wid, cv_text: 'Kept' });
    expect(errorOf(await post('/api/modules/update-cv-text', { wid, cv_text: ' \n\t ' }), 400).detail).toBe(
      'The resume text is empty.',
    );
    expect(errorOf(await post('/api/modules/update-jd-text', { wid, jd_text: '' }), 400).detail).toBe(
      'The job description text is empty.',
    );
    expect(errorOf(await post('/api/modules/update-cv-text', { wid, cv_text: 'x'.repeat(100_001) }), 400).detail).toBe(
      'The resume text is too long: the limit is 100,000 characters.',
    );
    expect(errorOf(await post('/api/modules/update-cv-text', { wid, cv_text: 42 }), 400).code).toBe('VALIDATION_ERROR');
    expect((await detail(wid)).cv_content).toBe('Kept');
  });

  it('stores text with NUL and control characters without failing', async () => {
    const wid = await newWorkspace();
    const res = await post('/api/modules/update-cv-text', { wid, cv_text: 'Jane\u0000 Doe\u0007' });
    expect(res.statusCode).toBe(200);
    expect((await detail(wid)).cv_content).toBe('Jane Doe');
  });
});

describe('uploading files', () => {
  it('extracts and saves a 2-page PDF resume', async () => {
    const wid = await newWorkspace();
    await insertRun(ctx.db, { wid, userId: user.user_id, module: 'Module 1', result: 'stale' });
    const pdf = await makePdf([
      ['Jane Doe', 'EXPERIENCE', 'Acme Corp'],
      ['EDUCATION', 'TU Berlin'],
    ]);
    const res = await upload('cv', { wid, user_id: user.user_id }, { name: 'jane.pdf', data: pdf });
    expect(res.statusCode).toBe(200);
    const body = ExtractCvTextResponseSchema.parse(res.json());
    expect(body).toMatchObject({ message: 'Uploaded & saved.', wid, pages: 2, warnings: [], changed: true });
    expect(body.cv_text).toBe('Jane Doe\nEXPERIENCE\nAcme Corp\n\nEDUCATION\nTU Berlin');
    expect(body.chars).toBe(body.cv_text.length);
    // the spec's other readers read `text` (docs/decisions/038 section 1)
    expect(body.text).toBe(body.cv_text);
    expect((await detail(wid)).cv_content).toBe(body.cv_text);
    expect(await countRuns(ctx.db, wid)).toBe(0);
  });

  it('extracts a DOCX job description, and reads type=cv on the resume call', async () => {
    const wid = await newWorkspace();
    const jd = await upload(
      'jd',
      { wid },
      { name: 'job.docx', data: await makeDocx(['Backend Engineer', '# Requirements', '- Go']) },
    );
    expect(ExtractJdTextResponseSchema.parse(jd.json())).toMatchObject({
      jd_text: 'Backend Engineer\n\nRequirements\n\n• Go',
      message: 'Uploaded & saved.',
    });
    const cv = await upload('cv', { type: 'cv', wid }, { name: 'cv.txt', data: Buffer.from('Plain resume text') });
    expect(ExtractCvTextResponseSchema.parse(cv.json()).cv_text).toBe('Plain resume text');
    expect(
      errorOf(await upload('cv', { type: 'jd', wid }, { name: 'cv.txt', data: Buffer.from('x') }), 400).detail,
    ).toBe("This call reads a resume: type must be 'cv'.");
  });

  it('gives each bad file a 4xx with a clear detail and leaves the stored resume unchanged', async () => {
    const wid = await newWorkspace();
    await post('/api/modules/update-cv-text', { wid, cv_text: 'The stored resume' });
    await insertRun(ctx.db, { wid, userId: user.user_id, module: 'Module 1', result: 'kept analysis' });
    const pdf = await makePdf([['Jane Doe', 'Engineer']]);
    const cases: Array<[string, Uint8Array, number, string | RegExp]> = [
      ['truncated.pdf', pdf.subarray(0, Math.floor(pdf.length / 2)), 422, /^We could not read this file\./],
      [
        'scan.pdf',
        await makeImageOnlyPdf(),
        422,
        'This PDF has no text layer (it may be a scan). Paste the text instead, or upload a DOCX.',
      ],
      ['bomb.docx', makeZipBomb(), 422, 'This document looks malformed or too large to read safely.'],
      ['photo.pdf', pngBytes, 415, 'This file is not a PDF, DOCX, DOC or text file.'],
      ['empty.txt', new Uint8Array(), 400, 'The file is empty.'],
      [
        'big.txt',
        Buffer.alloc(10 * 1024 * 1024 + 1, 0x61),
        413,
        'This file is larger than 10 MB. Upload a smaller file, or paste the text instead.',
      ],
    ];
    for (const [name, data, status, detail] of cases) {
      const body = errorOf(await upload('cv', { wid }, { name, data }), status);
      expect(body.detail, name).toEqual(typeof detail === 'string' ? detail : expect.stringMatching(detail));
    }
    expect((await detail(wid)).cv_content).toBe('The stored resume');
    expect(await countRuns(ctx.db, wid)).toBe(1);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const wid = await newWorkspace();
    const res = await upload(
      'jd',
      { wid },
      { name: 'long.txt', data: Buffer.alloc(10 * 1024 * 1024, 0x20).fill('Job text ', 0, 9) },
    );
    expect(res.statusCode).toBe(200);
  });

  it('refuses uploads without a file, without a wid, or not sent as multipart', async () => {
    const wid = await newWorkspace();
    expect(errorOf(await upload('cv', { wid }), 400).detail).toBe(
      'Choose a file to upload (.pdf, .doc, .docx or .txt).',
    );
    expect(errorOf(await upload('cv', {}, { name: 'a.txt', data: Buffer.from('x') }), 400).detail).toBe(
      'wid is required.',
    );
    expect(errorOf(await post('/api/modules/extract-cv-text', { wid }), 415).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const twoFiles = new FormData();
    twoFiles.append('wid', wid);
    twoFiles.append('file', new Blob(['a']), 'a.txt');
    twoFiles.append('file', new Blob(['b']), 'b.txt');
    const form = new Response(twoFiles);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/modules/extract-cv-text',
      headers: { ...bearer(user.id_token), 'content-type': form.headers.get('content-type')! },
      payload: Buffer.from(await form.arrayBuffer()),
    });
    expect(errorOf(res, 400).detail).toBe('Upload one file at a time.');
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/modules/extract-cv-text',
      headers: { ...bearer(user.id_token), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="wid"\r\n\r\nws_',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    ErrorBodySchema.parse(broken.json());
  });

  it("answers 404 WID_NOT_FOUND for another user's workspace before reading the file", async () => {
    const other = await signUp(ctx.app);
    const wid = await newWorkspace();
    await post('/api/modules/update-cv-text', { wid, cv_text: 'Owner resume' });
    for (const kind of ['cv', 'jd'] as const) {
      const res = await upload(kind, { wid }, { name: 'x.txt', data: Buffer.from('Intruder text') }, other.id_token);
      expect(errorOf(res, 404).code).toBe('WID_NOT_FOUND');
    }
    expect((await detail(wid)).cv_content).toBe('Owner resume');
  });

  it("refuses PDF bombs with a 422, and one user's bombs do not make another user's resume wait behind them", async () => {
    const victim = await signUp(ctx.app);
    const victimWid = await defaultWorkspace(ctx.app, victim.id_token);
    const wid = await newWorkspace();
    const order: string[] = [];
    const bomb = { name: 'cv.pdf', data: doubleFlateBombPdf(1024 * 1024 * 1024) };
    const victimPdf = await makePdf([['Jane Doe', 'Software Engineer']]);
    const bombs = [1, 2, 3].map(() => upload('cv', { wid }, bomb).then((res) => (order.push('bomb'), res)));
    // The three uploads reach the parser pool in any order (each first reads its form and checks the workspace
    // in the database), so no bomb is 'the first' before one is answered. When one is refused, the next of
    // the user's bombs runs and the last waits: the victim, sent then, is served before that last one
    // (round robin; a FIFO queue would serve it last). The pool's own test checks the exact order.
    await Promise.race(bombs);
    const resume = await upload('cv', { wid: victimWid }, { name: 'cv.pdf', data: victimPdf }, victim.id_token).then(
      (res) => (order.push('victim'), res),
    );
    const refused = await Promise.all(bombs);
    expect(resume.statusCode).toBe(200);
    expect(ExtractCvTextResponseSchema.parse(resume.json()).cv_text).toBe('Jane Doe\nSoftware Engineer');
    expect(order).toEqual(['bomb', 'bomb', 'victim', 'bomb']);
    for (const res of refused)
      expect(errorOf(res, 422).detail).toBe('This document looks malformed or too large to read safely.');
  }, 120_000);
});
