import { z } from 'zod';

/** What every text field of a request refuses: PostgreSQL cannot store NUL, and a lone surrogate is not text. */
export const unsafeTextMessage = 'Text must not contain NUL characters or broken Unicode.';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the value holds a NUL byte or an unpaired UTF-16 surrogate. */
export const hasUnsafeText = (value: string) => value.includes('\u0000') || LONE_SURROGATE.test(value);

/**
 * The string of every request field (docs/decisions/016): `z.string()` that refuses NUL and lone
 * surrogates with a 400, before any of it reaches the database. Chain `.min`, `.max`, `.trim` as usual.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !hasUnsafeText(value), { error: unsafeTextMessage, abort: true });
}

/**
 * The one exception: a whole pasted document (resume or posting text). Text copied out of a PDF often
 * holds NUL and other control characters; the server's reader cleans them (documents/normalize-text)
 * rather than refusing the paste. Only for fields that go through that normalizer.
 */
export function pastedDocumentText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params);
}
