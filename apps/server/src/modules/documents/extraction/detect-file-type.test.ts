import { describe, expect, it } from 'vitest';
import { pngBytes } from '../../../../test/document-fixtures.ts';
import { claimedFileType, detectFileType } from './detect-file-type.ts';

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

describe('detectFileType', () => {
  it('reads the type from magic bytes', () => {
    expect(detectFileType(bytes('%PDF-1.7\n...'))).toBe('pdf');
    expect(detectFileType(bytes('PK\u0003\u0004rest'))).toBe('zip');
    expect(detectFileType(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toBe('ole');
    expect(detectFileType(bytes('Jane Doe\nEngineer'))).toBe('text');
  });

  it('accepts a PDF header after leading junk, as PDF readers do', () => {
    expect(detectFileType(bytes(`${' '.repeat(300)}%PDF-1.4`))).toBe('pdf');
  });

  it('refuses RTF and leaves binary files to the text check', () => {
    expect(detectFileType(bytes('{\\rtf1\\ansi hello}'))).toBe('unsupported');
    expect(detectFileType(pngBytes)).toBe('text');
  });

  it('reads the claimed type from the name only for warnings', () => {
    expect(claimedFileType('cv.PDF')).toBe('pdf');
    expect(claimedFileType('resume.final.docx')).toBe('docx');
    expect(claimedFileType('photo.png')).toBeNull();
    expect(claimedFileType(undefined)).toBeNull();
  });
});
