import { deflateSync } from 'node:zlib';

/**
 * PDF decompression bombs built in memory, small and deterministic: nothing large is checked in or
 * even held by the test. The zlib stream is written by hand (fixed Huffman codes): one literal space,
 * then length-258 / distance-1 matches, each 13 bits for 258 bytes, so a 1 GiB inflation costs about
 * 6.5 MB of stream and a few hundred milliseconds to write.
 */

class BitWriter {
  private bytes: Uint8Array;
  private length = 0;
  private bit = 0;
  private current = 0;
  constructor(capacity: number) {
    this.bytes = new Uint8Array(capacity);
  }
  /** A value's `count` low bits, least significant first (deflate's header and extra bits). */
  bits(value: number, count: number) {
    for (let i = 0; i < count; i += 1) this.push((value >> i) & 1);
  }
  /** A Huffman code, most significant bit first. */
  code(value: number, count: number) {
    for (let i = count - 1; i >= 0; i -= 1) this.push((value >> i) & 1);
  }
  private push(bit: number) {
    this.current |= bit << this.bit;
    this.bit += 1;
    if (this.bit === 8) {
      this.bytes[this.length] = this.current;
      this.length += 1;
      this.bit = 0;
      this.current = 0;
    }
  }
  done(): Uint8Array {
    if (this.bit > 0) this.bits(0, 8 - this.bit);
    return this.bytes.subarray(0, this.length);
  }
}

/** Adler-32 of `prefix` followed by `repeat` spaces, in closed form for the spaces. */
function adler32(prefix: Uint8Array, repeat: number): number {
  const mod = 65521n;
  let a = 1n;
  let b = 0n;
  for (const byte of prefix) {
    a = (a + BigInt(byte)) % mod;
    b = (b + a) % mod;
  }
  const n = BigInt(repeat);
  // After n more bytes of 32: a' = a + 32n, b' = b + n*a + 32*n(n+1)/2.
  b = (b + n * a + (32n * n * (n + 1n)) / 2n) % mod;
  a = (a + 32n * n) % mod;
  return Number((b << 16n) | a);
}

/** A zlib stream inflating to `prefix` followed by about `spaces` spaces (rounded to whole matches). */
export function zlibBomb(prefix: string, spaces: number): Uint8Array {
  const head = Buffer.from(`${prefix} `, 'latin1');
  const matches = Math.max(1, Math.floor(spaces / 258));
  const writer = new BitWriter(Math.ceil((head.length * 9 + matches * 13 + 64) / 8) + 16);
  writer.bits(0x78, 8);
  writer.bits(0x01, 8);
  writer.bits(1, 1); // BFINAL
  writer.bits(1, 2); // fixed Huffman codes
  for (const byte of head) {
    if (byte < 144) writer.code(0x30 + byte, 8);
    else writer.code(0x190 + byte - 144, 9);
  }
  for (let i = 0; i < matches; i += 1) {
    writer.code(0xc5, 8); // length 258 (code 285)
    writer.code(0, 5); // distance 1
  }
  writer.code(0, 7); // end of block
  const body = writer.done();
  const checksum = adler32(head, matches * 258);
  const out = new Uint8Array(body.length + 4);
  out.set(body);
  new DataView(out.buffer).setUint32(body.length, checksum >>> 0);
  return out;
}

/** A one-page PDF whose content stream is `stream` with the given filters (xref offsets exact). */
export function pdfWithContent(stream: Uint8Array, filters: string[]): Uint8Array {
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const add = (chunk: Buffer | Uint8Array) => {
    const buffer = Buffer.from(chunk);
    parts.push(buffer);
    length += buffer.length;
  };
  const object = (n: number, body: string) => {
    offsets[n] = length;
    add(Buffer.from(`${n} 0 obj\n${body}\nendobj\n`, 'latin1'));
  };
  add(Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'));
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(
    3,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
  );
  offsets[4] = length;
  const filter = filters.length === 1 ? `/${filters[0]}` : `[${filters.map((f) => `/${f}`).join(' ')}]`;
  add(Buffer.from(`4 0 obj\n<< /Length ${stream.length} /Filter ${filter} >>\nstream\n`, 'latin1'));
  add(stream);
  add(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  object(5, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const xref = length;
  const rows = [1, 2, 3, 4, 5].map((n) => `${String(offsets[n]).padStart(10, '0')} 00000 n \n`).join('');
  add(
    Buffer.from(
      `xref\n0 6\n0000000000 65535 f \n${rows}trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
      'latin1',
    ),
  );
  return new Uint8Array(Buffer.concat(parts));
}

const text = 'BT /F1 12 Tf 72 700 Td (Jane Doe, Software Engineer) Tj ET';

/** A PDF of about `inflatedBytes` (spaces after one text line) behind one FlateDecode: ~1/160 of that on disk. */
export const flateBombPdf = (inflatedBytes: number) => pdfWithContent(zlibBomb(text, inflatedBytes), ['FlateDecode']);

/** The same stream compressed twice (FlateDecode twice): a 1 GiB inflation in a few kilobytes. */
export const doubleFlateBombPdf = (inflatedBytes: number) =>
  pdfWithContent(deflateSync(zlibBomb(text, inflatedBytes), { level: 9 }), ['FlateDecode', 'FlateDecode']);
