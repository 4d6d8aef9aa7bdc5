import { COLUMN_GAP } from './extraction/column-gap.ts';
import { normalizeGlyphs } from './extraction/text-glyphs.ts';

/**
 * The one shape every stored resume or job text has, whatever its source (paste, file, web page):
 * '\n' line breaks, no NUL or other control characters (PostgreSQL TEXT cannot hold NUL), no
 * trailing spaces, at most one blank line in a row, trimmed; a tab (a column in pasted text:
 * 'Title<tab>Dates') is a column gap, bullets of any glyph are '• ', odd dash and invisible glyphs plain. Saving the same text twice compares
 * equal after this, so an unchanged paste does not clear the module outputs.
 *
 * Linear in the input: every pattern matches single characters or runs that cannot backtrack (a
 * 10 MB upload of spaces must not stall the server).
 */
export function normalizeDocumentText(text: string): string {
  const lines = text
    .replace(/\r\n|[\r\u2028\u2029\f\v]/g, '\n')
    .replace(/\u00a0/g, ' ')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0008\u000e-\u001f\u007f\ufeff\ufffe\uffff]/g, '')
    .split('\n');
  const out: string[] = [];
  let blank = 0;
  for (const raw of lines) {
    const line = normalizeGlyphs(raw.includes('\t') ? raw.replace(/\t[\t ]*/g, COLUMN_GAP) : raw);
    blank = line === '' ? blank + 1 : 0;
    if (blank <= 1) out.push(line);
  }
  return out.join('\n').trim();
}
