/** Why a file could not be read; the extractor turns each into one clear message. */
export const parseFailures = ['malformed', 'no_text_layer', 'encrypted', 'unsafe', 'not_a_document', 'no_text', 'timeout', 'crashed', 'busy'] as const;
export type ParseFailure = (typeof parseFailures)[number];

export type ParsedDocument = { text: string; pages?: number; warnings: string[] };
export type ParseOutcome = ({ ok: true } & ParsedDocument) | { ok: false; failure: ParseFailure };

/** The binary formats parsed off the request thread. */
export type BinaryKind = 'pdf' | 'zip' | 'ole';
export type ParseJob = { kind: BinaryKind; bytes: Uint8Array };

export const failed = (failure: ParseFailure): ParseOutcome => ({ ok: false, failure });
