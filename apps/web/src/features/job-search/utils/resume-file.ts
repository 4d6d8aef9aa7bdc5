import { UPLOAD_MAX_BYTES } from '@cp/contracts';

/**
 * docs/product/3-agent-tracker-assistant.md sections 2 and 5: the agent and the home take a PDF or DOCX resume; the
 * picker also lists .doc.
 */
export const RESUME_PICKER_ACCEPT = '.pdf,.doc,.docx';
export const resumeWrongTypeMessage = 'Only PDF or DOCX files are supported. Please upload a .pdf or .docx file.';

/** A first check in the browser (the server still decides by the content); null when the file may be sent. */
export function checkResumeFile(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!name.endsWith('.pdf') && !name.endsWith('.docx')) return resumeWrongTypeMessage;
  if (file.size === 0) return 'This file is empty. Please choose another file.';
  if (file.size > UPLOAD_MAX_BYTES)
    return `This file is larger than ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB. Please choose a smaller file.`;
  return null;
}

/** A short fingerprint of a resume text: the profile read from it is cached under it. */
export function textKey(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i += 1) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return `${text.length}:${(hash >>> 0).toString(36)}`;
}
