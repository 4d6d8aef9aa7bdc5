import { describe, expect, it } from 'vitest';
import { analysisUploadRules, checkUploadFile, formatCharacters } from './file-check.ts';

const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

describe('checkUploadFile', () => {
  it('accepts the four document types', () => {
    for (const name of ['cv.pdf', 'cv.DOC', 'cv.docx', 'cv.txt']) expect(checkUploadFile(file(name, 10))).toBeNull();
  });

  it('turns away other types, empty files and files over 10 MB before sending them', () => {
    expect(checkUploadFile(file('photo.png', 10))).toBe('Choose a .pdf, .doc, .docx or .txt file.');
    expect(checkUploadFile(file('cv.pdf', 0))).toBe('This file is empty. Please choose another file.');
    expect(checkUploadFile(file('cv.pdf', 10 * 1024 * 1024 + 1))).toBe(
      'This file is larger than 10 MB. Please choose a smaller file.',
    );
    expect(checkUploadFile(file('cv.pdf', 10 * 1024 * 1024))).toBeNull();
  });

  it('takes only PDF or DOCX on the analysis screens, though their picker lists .doc', () => {
    for (const name of ['cv.pdf', 'cv.DOCX']) expect(checkUploadFile(file(name, 10), analysisUploadRules)).toBeNull();
    for (const name of ['cv.doc', 'cv.txt', 'cv.pdf.png']) {
      expect(checkUploadFile(file(name, 10), analysisUploadRules)).toBe(
        'Only PDF or DOCX files are supported. Please upload a .pdf or .docx file, or paste the text instead.',
      );
    }
    expect(analysisUploadRules.pickerAccept).toBe('.pdf,.doc,.docx');
    expect(checkUploadFile(file('cv.pdf', 0), analysisUploadRules)).toBe(
      'This file is empty. Please choose another file.',
    );
  });
});

describe('formatCharacters', () => {
  it('groups thousands and says character(s)', () => {
    expect(formatCharacters(1)).toBe('1 character');
    expect(formatCharacters(12345)).toBe('12,345 characters');
  });
});
