import { UPLOAD_MAX_BYTES, uploadAccept } from '@cp/contracts';

/** The file picker's accept attribute: '.pdf,.doc,.docx,.txt'. */
export const ACCEPT_ATTRIBUTE = uploadAccept.join(',');

export const UPLOAD_MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);

/**
 * A first check in the browser so a wrong file fails at once, before it is sent (dropped files
 * skip the picker's filter). The server still decides by the content.
 */
export function checkUploadFile(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!uploadAccept.some((extension) => name.endsWith(extension))) return 'Choose a .pdf, .doc, .docx or .txt file.';
  if (file.size === 0) return 'This file is empty. Please choose another file.';
  if (file.size > UPLOAD_MAX_BYTES) return `This file is larger than ${UPLOAD_MAX_MB} MB. Please choose a smaller file.`;
  return null;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function formatCharacters(count: number): string {
  return `${count.toLocaleString('en-US')} character${count === 1 ? '' : 's'}`;
}
