/**
 * UTF-8 text that was read as Windows-1252 somewhere on its way ('â€“' for '–', 'Ã©' for 'é', 'Â ' for a
 * no-break space, 'ï¼' for a full-width colon whose last byte was lost). Exported resume sites and old PDF
 * printers leave it behind; the parser would otherwise take it for words ('Company Name ï¼ City').
 */

/** The Windows-1252 characters of bytes 0x80-0x9F (the rest of 0x80-0xFF is Latin-1, the same code). */
const CP1252_BYTES: ReadonlyMap<number, number> = new Map([
  [0x20ac, 0x80],
  [0x201a, 0x82],
  [0x0192, 0x83],
  [0x201e, 0x84],
  [0x2026, 0x85],
  [0x2020, 0x86],
  [0x2021, 0x87],
  [0x02c6, 0x88],
  [0x2030, 0x89],
  [0x0160, 0x8a],
  [0x2039, 0x8b],
  [0x0152, 0x8c],
  [0x017d, 0x8e],
  [0x2018, 0x91],
  [0x2019, 0x92],
  [0x201c, 0x93],
  [0x201d, 0x94],
  [0x2022, 0x95],
  [0x2013, 0x96],
  [0x2014, 0x97],
  [0x02dc, 0x98],
  [0x2122, 0x99],
  [0x0161, 0x9a],
  [0x203a, 0x9b],
  [0x0153, 0x9c],
  [0x017e, 0x9e],
  [0x0178, 0x9f],
]);

const byteOf = (code: number): number | null => (code <= 0xff ? code : (CP1252_BYTES.get(code) ?? null));
const isContinuation = (byte: number | null) => byte !== null && byte >= 0x80 && byte <= 0xbf;
/** How many continuation bytes a lead byte needs (0 when it is no lead). */
const continuationsOf = (byte: number) =>
  byte >= 0xc2 && byte <= 0xdf ? 1 : byte >= 0xe0 && byte <= 0xef ? 2 : byte >= 0xf0 && byte <= 0xf4 ? 3 : 0;
const LEAD_MARKS = new Set([0x00, 0xc2, 0xe2, 0xef]);
/** A quick test: is there anything to repair at all (most text has none of these). */
const SUSPECT =
  /[\u00c2-\u00f4][\u0080-\u00bf\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122\s]|\u00c2$/m;

function decode(bytes: readonly number[]): string {
  const [lead, ...rest] = bytes;
  const bits = rest.reduce((acc, b) => (acc << 6) | (b & 0x3f), lead! & (0xff >> (rest.length + 2)));
  return String.fromCodePoint(bits);
}

/** Repairs mis-decoded UTF-8: whole sequences are decoded; a cut 'â€'/'ï¼' becomes a space; a stray 'Â' before a space goes. */
export function repairMojibake(text: string): string {
  if (!SUSPECT.test(text)) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const lead = text.charCodeAt(i);
    const needed = continuationsOf(lead);
    if (needed === 0) {
      out += text[i];
      continue;
    }
    const bytes = [lead];
    while (bytes.length <= needed && isContinuation(byteOf(text.charCodeAt(i + bytes.length))))
      bytes.push(byteOf(text.charCodeAt(i + bytes.length))!);
    if (bytes.length === needed + 1) {
      const char = decode(bytes);
      out += /[\u200b-\u200d\ufeff]/.test(char) ? '' : char;
      i += needed;
    } else if (bytes.length > 1 && LEAD_MARKS.has(lead)) {
      out += ' ';
      i += bytes.length - 1;
    } else if (lead === 0xc2 && /\s|^$/.test(text[i + 1] ?? '')) continue;
    else out += text[i];
  }
  return out;
}
