import type { DocumentKind } from '@cp/contracts';
import type { AfterDocumentChange } from '../api/after-change.ts';
import { useExtractCvText } from '../api/extract-cv-text.ts';
import { useExtractJdText } from '../api/extract-jd-text.ts';
import { useScrapeJobDescription } from '../api/scrape-job-description.ts';
import { useUpdateCvText } from '../api/update-cv-text.ts';
import { useUpdateJdText } from '../api/update-jd-text.ts';
import type { DocumentChange } from '../utils/document-kinds.ts';

/** Stores a change in a workspace and answers the extraction's warnings (uploads only); rejects with the server's error. */
export type ApplyDocumentChange = (change: DocumentChange, wid: string) => Promise<string[]>;

/** How each document is stored: a file through its extract endpoint, pasted text through its update endpoint, a job link by scraping. */
export function useApplyDocumentChange(after: AfterDocumentChange): Record<DocumentKind, ApplyDocumentChange> {
  const uploadCv = useExtractCvText(after);
  const saveCv = useUpdateCvText(after);
  const uploadJd = useExtractJdText(after);
  const saveJd = useUpdateJdText(after);
  const scrapeJd = useScrapeJobDescription(after);

  const cv: ApplyDocumentChange = async (change, wid) => {
    if (change.source === 'file') return (await uploadCv.mutateAsync({ wid, file: change.file })).warnings;
    if (change.source === 'text') await saveCv.mutateAsync({ wid, text: change.text });
    return [];
  };
  const jd: ApplyDocumentChange = async (change, wid) => {
    if (change.source === 'file') return (await uploadJd.mutateAsync({ wid, file: change.file })).warnings;
    if (change.source === 'text') await saveJd.mutateAsync({ wid, text: change.text });
    else await scrapeJd.mutateAsync({ wid, url: change.url });
    return [];
  };
  return { cv, jd };
}
