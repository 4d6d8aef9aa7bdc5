/** Why a file or page could not be read; the extractor and the scraper turn each into one clear message. */
export const parseFailures = [
  'malformed',
  'no_text_layer',
  'encrypted',
  'unsafe',
  'not_a_document',
  'no_text',
  'too_complex',
  'timeout',
  'crashed',
  'busy',
] as const;
export type ParseFailure = (typeof parseFailures)[number];

/** What a job page's text came from (a schema.org JobPosting or the page's main text) and what it names. */
export type PageFacts = { source: 'json-ld' | 'readability'; title?: string; company?: string };

export type ParsedDocument = { text: string; pages?: number; warnings: string[]; page?: PageFacts };
export type ParseOutcome = ({ ok: true } & ParsedDocument) | { ok: false; failure: ParseFailure };

/** The binary formats parsed off the request thread. */
export type BinaryKind = 'pdf' | 'zip' | 'ole';
/** A file's bytes, or a fetched job page's HTML: both are read in the parser pool's workers. */
export type ParseJob = { kind: BinaryKind; bytes: Uint8Array } | { kind: 'page'; html: string; url: string };

export const failed = (failure: ParseFailure): ParseOutcome => ({ ok: false, failure });
