import type { DocumentKind } from '@cp/contracts';

/**
 * How each document is named on screen, and the module its Analyze button opens (docs/product/1-platform.md section 2).
 */
export const documentCopy = {
  cv: {
    title: 'Resume',
    /** The spec's {docType} ('{docType} uploaded successfully!', docs/product/2-modules.md section 2). */
    docType: 'Resume',
    noun: 'resume',
    analyzeLabel: 'Analyze Resume',
    analyzeStep: 1,
    emptyHint: 'No resume yet. Upload a file or paste the text.',
    pasteLabel: 'Resume text',
    pastePlaceholder: 'Paste the full text of your resume…',
  },
  jd: {
    title: 'Target Job',
    docType: 'Job Description',
    noun: 'job description',
    analyzeLabel: 'Analyze Job',
    analyzeStep: 2,
    emptyHint: 'No job description yet. Upload a file, paste the posting or fetch it from its link.',
    pasteLabel: 'Job description text',
    pastePlaceholder: 'Paste the job posting: title, responsibilities, requirements…',
  },
} as const satisfies Record<DocumentKind, Record<string, string | number>>;

/** What the user is about to store: a file, pasted text or a posting's link. */
export type DocumentChange =
  { source: 'file'; file: File } | { source: 'text'; text: string } | { source: 'url'; url: string };

/** docs/product/1-platform.md section 8: success texts and default failure texts per way of adding a document. */
export const changeMessages = {
  file: { success: 'Uploaded & saved.', failure: 'Upload failed. Please try a different file.', pending: 'Uploading…' },
  text: { success: 'Saved.', failure: 'Failed to save document. Please try again.', pending: 'Saving…' },
  url: { success: 'Job description scraped.', failure: 'Scrape failed.', pending: 'Fetching…' },
} as const satisfies Record<DocumentChange['source'], Record<string, string>>;
