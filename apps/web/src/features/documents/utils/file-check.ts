import {
  ANALYSIS_TEXT_MIN,
  analysisTooShortMessages,
  UPLOAD_MAX_BYTES,
  uploadAccept,
  type DocumentKind,
} from '@cp/contracts';

export const UPLOAD_MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);

/** Which files an uploader takes: what its picker lists, what it sends, and what it says about it. */
export type UploadRules = {
  /** Extensions sent to the server (lower case, with the dot). */
  accepted: readonly string[];
  /** The picker's `accept` attribute. */
  pickerAccept: string;
  /** The hint under the drop zone: 'PDF or DOCX'. */
  formatsLabel: string;
  /** Shown, and nothing sent, when another type is chosen or dropped. */
  wrongTypeMessage: string;
};

/** My Documents (docs/product/1-platform.md section 5): .pdf, .doc, .docx and .txt. */
export const documentUploadRules: UploadRules = {
  accepted: uploadAccept,
  pickerAccept: uploadAccept.join(','),
  formatsLabel: 'PDF, DOC, DOCX or TXT',
  wrongTypeMessage: 'Choose a .pdf, .doc, .docx or .txt file.',
};

/** The analysis screens (docs/product/2-modules.md section 5): PDF or DOCX only, though the picker also lists .doc. */
export const analysisUploadRules: UploadRules = {
  accepted: ['.pdf', '.docx'],
  pickerAccept: '.pdf,.doc,.docx',
  formatsLabel: 'PDF or DOCX',
  wrongTypeMessage:
    'Only PDF or DOCX files are supported. Please upload a .pdf or .docx file, or paste the text instead.',
};

/**
 * A first check in the browser so a wrong file fails at once, before it is sent (dropped files
 * skip the picker's filter). The server still decides by the content.
 */
export function checkUploadFile(file: File, rules: UploadRules = documentUploadRules): string | null {
  const name = file.name.toLowerCase();
  if (!rules.accepted.some((extension) => name.endsWith(extension))) return rules.wrongTypeMessage;
  if (file.size === 0) return 'This file is empty. Please choose another file.';
  if (file.size > UPLOAD_MAX_BYTES)
    return `This file is larger than ${UPLOAD_MAX_MB} MB. Please choose a smaller file.`;
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

/**
 * Pasted text too short to run a module on is refused before the replace dialog (docs/product/2-modules.md section 5's
 * texts).
 */
export function checkPastedText(kind: DocumentKind, text: string): string | null {
  return text.trim().length < ANALYSIS_TEXT_MIN ? analysisTooShortMessages[kind] : null;
}

/** A job link is checked before the replace dialog opens: only an http(s) address can be fetched (the server's rule). */
export function checkJobLink(raw: string): string | null {
  try {
    const url = new URL(raw.trim());
    if (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.hostname.includes('.') &&
      !url.username &&
      !url.password
    )
      return null;
  } catch {
    // not a URL at all
  }
  return 'Enter a valid http(s) link to a job posting.';
}
