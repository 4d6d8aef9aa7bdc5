import { afterAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../../../test/document-fixtures.ts';
import { doubleFlateBombPdf, flateBombPdf } from '../../../../test/pdf-bombs.ts';
import { AppError } from '../../../http/app-error.ts';
import { createDocumentExtractor } from './extract-document.ts';
import { createParserPool } from './parser-pool.ts';

// The pool's default memory budgets, as the server runs them (docs/decisions/015-parsing-and-import-budgets.md).
// The time limit is set aside (60 s) so that only the memory budget can stop the bombs.
const extractor = createDocumentExtractor({ pool: createParserPool({ size: 1, timeoutMs: 60_000 }) });
afterAll(() => extractor.close());

const GiB = 1024 * 1024 * 1024;

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return { code: (error as AppError).code, detail: (error as AppError).message };
}

describe('PDF decompression bombs', () => {
  it.each([
    ['a 6.5 MB PDF inflating to 1 GiB', () => flateBombPdf(GiB)],
    ['a 14 kB PDF compressed twice, inflating to 1 GiB', () => doubleFlateBombPdf(GiB)],
  ])('refuses %s as too large to read safely (the worker is stopped past its memory budget)', async (_name, make) => {
    const bytes = make();
    expect(bytes.length).toBeLessThan(8 * 1024 * 1024);
    expect(await refusal(extractor.extract({ filename: 'cv.pdf', bytes }, 'attacker'))).toEqual({
      code: 'UNPROCESSABLE',
      detail: 'This document looks malformed or too large to read safely.',
    });
  });

  it('reads the next normal PDF after a bomb', async () => {
    await refusal(extractor.extract({ filename: 'bomb.pdf', bytes: doubleFlateBombPdf(GiB) }, 'attacker'));
    const result = await extractor.extract(
      { filename: 'cv.pdf', bytes: await makePdf([['Jane Doe', 'Software Engineer']]) },
      'victim',
    );
    expect(result.text).toBe('Jane Doe\nSoftware Engineer');
  });
});
