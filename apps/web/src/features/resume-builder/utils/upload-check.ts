/** The builder's upload limits (docs/product/2-modules.md section 5): .pdf, .doc, .docx or .txt, at most 10 MB. */
export const RESUME_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const RESUME_UPLOAD_ACCEPT = '.pdf,.doc,.docx,.txt';
export const PARSE_FAILURE_MESSAGE =
  "Couldn't parse that file. Please try a regular .pdf or .docx file, or use 'Start from Scratch' to build your resume manually.";

/** Why a chosen file cannot be read, or null when it may be sent. */
export function resumeFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.(pdf|docx?|txt)$/i.test(file.name)) return 'Choose a .pdf, .doc, .docx or .txt file.';
  if (file.size === 0) return 'The file is empty.';
  if (file.size > RESUME_UPLOAD_MAX_BYTES)
    return 'This file is larger than 10 MB. Upload a smaller file, or paste the text instead.';
  return null;
}

export const JSON_RESUME_MAX_BYTES = 1_000_000;

/** A JSON Resume file's content, or the reason it cannot be read. */
export async function readJsonResumeFile(
  file: File,
): Promise<{ ok: true; json: unknown } | { ok: false; message: string }> {
  if (file.size > JSON_RESUME_MAX_BYTES)
    return { ok: false, message: 'This JSON file is larger than 1 MB; a JSON Resume is much smaller.' };
  try {
    return { ok: true, json: JSON.parse(await file.text()) as unknown };
  } catch {
    return {
      ok: false,
      message: 'This file is not valid JSON. Export your resume from a JSON Resume tool and try again.',
    };
  }
}
