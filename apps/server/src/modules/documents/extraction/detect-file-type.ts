/** What a file is, decided by its bytes (magic numbers), never by its name alone. */
export type DetectedFileType = 'pdf' | 'zip' | 'ole' | 'text' | 'unsupported';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4 (a DOCX is a zip with word/document.xml)
const ZIP_EMPTY = [0x50, 0x4b, 0x05, 0x06];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // legacy .doc (OLE compound file)
/** Formats that look like text but are not a resume or job text we can read. */
const RTF = [0x7b, 0x5c, 0x72, 0x74, 0x66]; // {\rtf

/** PDF readers accept the header within the first 1024 bytes; so do we. */
function findPdfHeader(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length - PDF.length, 1024);
  for (let i = 0; i <= end; i += 1) if (startsWith(bytes, PDF, i)) return true;
  return false;
}

export function detectFileType(bytes: Uint8Array): DetectedFileType {
  if (startsWith(bytes, PDF) || (bytes.length > 0 && findPdfHeader(bytes))) return 'pdf';
  if (startsWith(bytes, ZIP) || startsWith(bytes, ZIP_EMPTY)) return 'zip';
  if (startsWith(bytes, OLE)) return 'ole';
  if (startsWith(bytes, RTF)) return 'unsupported';
  return 'text';
}

/** The type a file name claims, for a warning when it disagrees with the content. */
export function claimedFileType(filename: string | undefined): 'pdf' | 'docx' | 'doc' | 'txt' | null {
  const ext = /\.([a-z0-9]+)$/i.exec(filename ?? '')?.[1]?.toLowerCase();
  return ext === 'pdf' || ext === 'docx' || ext === 'doc' || ext === 'txt' ? ext : null;
}
