import { readJobPage } from '../scrape/read-job-page.ts';
import { parseDoc } from './doc-text.ts';
import { parseDocx } from './docx-text.ts';
import { failed, type ParseJob, type ParseOutcome } from './parse-outcome.ts';
import { parsePdf } from './pdf-text.ts';

/** Parses one binary document or job page; never throws (every failure is a value). Runs inside the parser worker. */
export async function parseDocument(job: ParseJob): Promise<ParseOutcome> {
  try {
    if (job.kind === 'page') return readJobPage(job.html);
    if (job.kind === 'pdf') return await parsePdf(job.bytes);
    if (job.kind === 'zip') return await parseDocx(job.bytes);
    return await parseDoc(job.bytes);
  } catch {
    return failed('malformed');
  }
}
