import WordExtractor from 'word-extractor';
import { failed, type ParseOutcome } from './parse-outcome.ts';

/** A legacy Word 97-2003 .doc (OLE compound file) with word-extractor. */
export async function parseDoc(bytes: Uint8Array): Promise<ParseOutcome> {
  try {
    const document = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    const text = document.getBody();
    if (text.trim().length === 0) return failed('no_text');
    return { ok: true, text, warnings: [] };
  } catch {
    return failed('malformed');
  }
}
