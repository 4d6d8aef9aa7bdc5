import { describe, expect, it } from 'vitest';
import { pngBytes } from '../../../../test/document-fixtures.ts';
import { decodeTextFile, looksLikeText } from './decode-text.ts';

const sample = 'Jane Doe — Senior Engineer\nSkills: TypeScript, SQL\n';

describe('decodeTextFile', () => {
  it('decodes UTF-8 with and without a BOM', () => {
    expect(decodeTextFile(Buffer.from(sample))).toEqual({ text: sample, encoding: 'utf-8' });
    expect(decodeTextFile(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(sample)]))).toEqual({
      text: sample,
      encoding: 'utf-8',
    });
  });

  it('decodes UTF-16 little and big endian by BOM', () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(sample, 'utf16le')]);
    expect(decodeTextFile(le)).toEqual({ text: sample, encoding: 'utf-16le' });
    const be = Buffer.from(le);
    be.swap16();
    expect(decodeTextFile(be)).toEqual({ text: sample, encoding: 'utf-16be' });
  });

  it('recognises UTF-16 without a BOM by its NUL pattern', () => {
    expect(decodeTextFile(Buffer.from(sample, 'utf16le'))).toEqual({ text: sample, encoding: 'utf-16le' });
  });

  it('falls back to Windows-1252 for text that is not UTF-8', () => {
    expect(
      decodeTextFile(Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72])),
    ).toEqual({ text: 'Café – Müller', encoding: 'windows-1252' });
  });

  it('refuses binary content', () => {
    expect(decodeTextFile(pngBytes)).toBeNull();
    expect(decodeTextFile(Buffer.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 65]))).toBeNull();
    expect(looksLikeText('plain\ttext\r\nwith breaks')).toBe(true);
  });
});
