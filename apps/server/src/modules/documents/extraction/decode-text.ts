export type DecodedText = { text: string; encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' };

const SAMPLE_BYTES = 64 * 1024;

/** Share of NUL bytes at even and odd positions in the sample: UTF-16 without a BOM has many on one side. */
function nulShares(bytes: Uint8Array) {
  const n = Math.min(bytes.length, SAMPLE_BYTES);
  let even = 0;
  let odd = 0;
  for (let i = 0; i < n; i += 1) {
    if (bytes[i] === 0) {
      if (i % 2 === 0) even += 1;
      else odd += 1;
    }
  }
  const half = Math.max(1, n / 2);
  return { even: even / half, odd: odd / half };
}

/**
 * True when decoded content reads as text: almost no control characters besides tab, line breaks
 * and form feed, and few replacement characters. Binary files (images, archives) fail this.
 */
export function looksLikeText(text: string): boolean {
  const sample = text.slice(0, SAMPLE_BYTES);
  if (sample.length === 0) return true;
  let suspicious = 0;
  for (let i = 0; i < sample.length; i += 1) {
    const c = sample.charCodeAt(i);
    if (c === 0) return false;
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c) || (c >= 0x7f && c <= 0x9f) || c === 0xfffd)
      suspicious += 1;
  }
  return suspicious / sample.length < 0.01;
}

const decode = (label: string, bytes: Uint8Array, fatal = false) =>
  new TextDecoder(label, { fatal, ignoreBOM: false }).decode(bytes);

/** Windows-1252's 0x80-0x9F (Node's TextDecoder reads this label as Latin-1, which has C1 controls there). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

export function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const chunk = bytes.subarray(i, i + 8192);
    out += Array.from(chunk, (b) => (b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b))).join('');
  }
  return out;
}

/**
 * Decodes a text file: a BOM decides (UTF-8, UTF-16 LE/BE); else UTF-16 is recognised by its NUL
 * pattern, then strict UTF-8, then Windows-1252 (what older editors save). Returns null for content
 * that is not text.
 */
export function decodeTextFile(bytes: Uint8Array): DecodedText | null {
  let decoded: DecodedText;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    decoded = { text: decode('utf-8', bytes), encoding: 'utf-8' };
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) decoded = { text: decode('utf-16le', bytes), encoding: 'utf-16le' };
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) decoded = { text: decode('utf-16be', bytes), encoding: 'utf-16be' };
  else {
    const nul = nulShares(bytes);
    if (bytes.length >= 4 && nul.odd > 0.3 && nul.even < 0.05)
      decoded = { text: decode('utf-16le', bytes), encoding: 'utf-16le' };
    else if (bytes.length >= 4 && nul.even > 0.3 && nul.odd < 0.05)
      decoded = { text: decode('utf-16be', bytes), encoding: 'utf-16be' };
    else {
      try {
        decoded = { text: decode('utf-8', bytes, true), encoding: 'utf-8' };
      } catch {
        decoded = { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
      }
    }
  }
  return looksLikeText(decoded.text) ? decoded : null;
}
