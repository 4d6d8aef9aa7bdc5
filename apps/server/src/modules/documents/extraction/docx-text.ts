import mammoth from 'mammoth';
import { htmlToText } from '../html-to-text.ts';
import { joinDateLines } from './date-lines.ts';
import { failed, type ParseOutcome } from './parse-outcome.ts';
import { inspectZip, isDocxEntryList } from './zip-guard.ts';

/**
 * A DOCX: the zip's central directory is checked (zip bombs) before mammoth decompresses anything.
 * Through mammoth's HTML, so headings, lists and tables keep their shape: one paragraph per line,
 * headings, lists and the author's empty paragraphs as blank lines, list items as '• ' lines, layout
 * tables read as their layout shows (html-to-text.ts), a date range broken over paragraphs joined.
 * Text boxes: mammoth reads them through their VML fallback, which Word writes beside every text box.
 */
export async function parseDocx(bytes: Uint8Array): Promise<ParseOutcome> {
  const inspection = await inspectZip(bytes);
  if (!inspection.ok) return failed(inspection.reason);
  if (!isDocxEntryList(inspection.entryNames)) return failed('not_a_document');
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const { value } = await mammoth.convertToHtml(
      { buffer },
      { ignoreEmptyParagraphs: false, convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
    );
    const text = joinDateLines(htmlToText(value, { paragraphs: 'line' }).split('\n')).join('\n');
    if (text.trim().length === 0) return failed('no_text');
    return { ok: true, text, warnings: [] };
  } catch {
    return failed('malformed');
  }
}
