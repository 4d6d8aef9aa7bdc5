import { getDocumentProxy } from 'unpdf';
import { failed, type ParseOutcome } from './parse-outcome.ts';
import { readPageItems } from './pdf-items.ts';
import { buildPageText } from './pdf-lines.ts';

const hasEofMarker = (bytes: Uint8Array) =>
  Buffer.from(bytes.subarray(Math.max(0, bytes.length - 4096))).includes('%%EOF');

/**
 * A page whose only text is a page number, a date or a stamp ('2', 'Page 2 of 3', '- 3 -'): a scanned
 * image with a stray run, not a text layer. Any words (even a short 'EDUCATION / TU Berlin') are kept.
 */
export function isStrayPageText(text: string): boolean {
  const rest = text.replace(/\bpage\b|\bof\b|\bp\.|[\d\s\p{P}\p{S}]/giu, '');
  return rest.length < 3;
}

/**
 * Text of every page with pdf.js (unpdf), lines and reading order rebuilt from positions. A page with
 * no text, or only a stray run (a page number on a scanned image), has no text layer; a PDF of such
 * pages is a scan.
 */
export async function parsePdf(bytes: Uint8Array): Promise<ParseOutcome> {
  const complete = hasEofMarker(bytes);
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(bytes, {
      verbosity: 0,
      isEvalSupported: false,
      disableFontFace: true,
      stopAtErrors: false,
    });
  } catch (error) {
    return failed((error as Error)?.name === 'PasswordException' ? 'encrypted' : 'malformed');
  }
  try {
    const totalPages = pdf.numPages;
    const pages: string[] = [];
    for (let page = 1; page <= totalPages; page += 1) {
      const text = buildPageText(await readPageItems(pdf, page));
      pages.push(isStrayPageText(text) ? '' : text);
    }
    const warnings: string[] = [];
    if (!complete) warnings.push('This PDF looks incomplete (it may have been cut off); some text may be missing.');
    if (pages.every((text) => text.length === 0)) return failed('no_text_layer');
    const blank = pages.flatMap((text, i) => (text.length === 0 ? [i + 1] : []));
    if (blank.length > 0) {
      warnings.push(
        `${blank.length === 1 ? 'Page' : 'Pages'} ${blank.join(', ')} ${blank.length === 1 ? 'has' : 'have'} no text layer (it may be a scanned image) and ${blank.length === 1 ? 'was' : 'were'} skipped.`,
      );
    }
    return { ok: true, text: pages.filter(Boolean).join('\n\n'), pages: totalPages, warnings };
  } catch {
    return failed('malformed');
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}
