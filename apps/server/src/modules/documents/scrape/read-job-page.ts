import { parseHTML } from 'linkedom';
import { failed, type ParseOutcome } from '../extraction/parse-outcome.ts';
import { nodeToText, parseHtmlFragment } from '../html-to-text.ts';
import { normalizeDocumentText } from '../normalize-text.ts';
import { findJobPosting, jobPostingFacts } from './json-ld.ts';
import { countStartTags, pageLimits, withinPageLimits } from './page-limits.ts';
import { extractReadableText } from './readable-text.ts';

/** Less text than this is not a job description (a login wall, an empty shell rendered by scripts...). */
export const MIN_JOB_TEXT_CHARS = 200;

/**
 * The job text of a fetched page: a schema.org JobPosting when the page has one, else its main text
 * (Readability). Runs in the parser pool's worker, with its time and memory budget; a page (or a JSON-LD
 * description) past the element or depth limits is refused as 'too_complex' before any costly step.
 */
export function readJobPage(html: string): ParseOutcome {
  if (countStartTags(html, pageLimits.maxElements) > pageLimits.maxElements) return failed('too_complex');
  const { document } = parseHTML(html);
  const posting = findJobPosting(document);
  if (posting) {
    const facts = jobPostingFacts(posting);
    if (countStartTags(facts.descriptionHtml, pageLimits.maxElements) > pageLimits.maxElements)
      return failed('too_complex');
    const fragment = parseHtmlFragment(facts.descriptionHtml);
    if (!withinPageLimits(fragment)) return failed('too_complex');
    const description = nodeToText(fragment);
    if (normalizeDocumentText(description).length >= MIN_JOB_TEXT_CHARS) {
      const text = [facts.header, description].filter(Boolean).join('\n\n');
      const page = {
        source: 'json-ld' as const,
        ...(facts.title ? { title: facts.title } : {}),
        ...(facts.company ? { company: facts.company } : {}),
      };
      return { ok: true, text: normalizeDocumentText(text), warnings: [], page };
    }
  }
  if (!withinPageLimits(document, pageLimits)) return failed('too_complex');
  const readable = extractReadableText(document);
  const text = normalizeDocumentText(readable.text);
  if (text.length < MIN_JOB_TEXT_CHARS) return failed('no_text');
  return {
    ok: true,
    text,
    warnings: [],
    page: { source: 'readability', ...(readable.title ? { title: readable.title } : {}) },
  };
}
