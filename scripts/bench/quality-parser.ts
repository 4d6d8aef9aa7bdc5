// Parser field accuracy: the JSON Resume sample in several text layouts, and the OpenResume PDF read the
// way the product reads an upload (the server's document extractor), each against its ground truth.
// The same PDF's pdftotext -layout text is scored too, apart, to tell extraction from parsing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createDocumentExtractor } from '../../apps/server/src/modules/documents/extraction/extract-document.ts';
import { parseDocument } from '../../apps/server/src/modules/documents/extraction/parse-document.ts';
import type { Engine } from '../../packages/engine/src/index.ts';
import { scoreParsedFields, type FieldCheck, type OpenResumeExpected } from './quality-fields.ts';
import { AS_OF } from './quality-ranking.ts';
import { RESUME_LAYOUTS, renderJsonResume, type JsonResume } from './quality-resume-layouts.ts';

export const OPENRESUME_PDF = 'eval/openresume/openresume-resume.pdf';
export const OPENRESUME_PDFTOTEXT = 'eval/openresume/openresume-resume.pdftotext-layout.txt';

/**
 * The text the product stores for an uploaded file: the server's extractor (type detection, parsing,
 * normalization), with its worker pool replaced by the parser that pool's workers run, in this thread.
 */
export async function extractUploadText(bytes: Uint8Array, filename: string): Promise<string> {
  const extractor = createDocumentExtractor({ pool: { parse: parseDocument, close: async () => undefined } });
  return (await extractor.extract({ filename, bytes })).text;
}

export interface ParserReport {
  /** The JSON Resume layouts and the OpenResume PDF through our extraction: the headline figure. */
  readonly checks: readonly FieldCheck[];
  /** The OpenResume PDF's pdftotext -layout text, for comparison (not in the headline figure). */
  readonly pdftotextChecks: readonly FieldCheck[];
  /** The text our extraction gave for the OpenResume PDF. */
  readonly extractedText: string;
}

export async function measureParser(dataDir: string, engine: Engine): Promise<ParserReport> {
  const sample = JSON.parse(readFileSync(path.join(dataDir, 'jsonresume/sample.resume.json'), 'utf8')) as JsonResume;
  const checks: FieldCheck[] = [];
  for (const layout of RESUME_LAYOUTS) {
    const parsed = engine.parseResume(renderJsonResume(sample, layout), { asOf: AS_OF });
    checks.push(...scoreParsedFields(parsed, { kind: 'jsonresume', resume: sample }, `jsonresume/${layout}`));
  }
  const expected = JSON.parse(
    readFileSync(path.join(dataDir, 'eval/openresume/expected.json'), 'utf8'),
  ) as OpenResumeExpected;
  const scoreOpenResume = (text: string, document: string) =>
    scoreParsedFields(engine.parseResume(text, { asOf: AS_OF }), { kind: 'openresume', expected }, document);
  const extractedText = await extractUploadText(
    new Uint8Array(readFileSync(path.join(dataDir, OPENRESUME_PDF))),
    'openresume-resume.pdf',
  );
  checks.push(...scoreOpenResume(extractedText, 'openresume/pdf (our extraction)'));
  const pdftotextChecks = scoreOpenResume(
    readFileSync(path.join(dataDir, OPENRESUME_PDFTOTEXT), 'utf8'),
    'openresume/pdftotext-layout',
  );
  return { checks, pdftotextChecks, extractedText };
}

/** Correct fields per document, in the order the documents were checked. */
export function countByDocument(
  checks: readonly FieldCheck[],
): Array<{ document: string; fields: number; correct: number }> {
  const byDocument = new Map<string, { document: string; fields: number; correct: number }>();
  for (const c of checks) {
    const d = byDocument.get(c.document) ?? { document: c.document, fields: 0, correct: 0 };
    byDocument.set(c.document, { ...d, fields: d.fields + 1, correct: d.correct + (c.ok ? 1 : 0) });
  }
  return [...byDocument.values()];
}

export const accuracyOf = (checks: readonly FieldCheck[]) =>
  checks.length === 0 ? 0 : Math.round((checks.filter((c) => c.ok).length / checks.length) * 1000) / 10;
