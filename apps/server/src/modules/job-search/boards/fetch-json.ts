import type { ResolveHost } from '../../../net/address-policy.ts';
import { safeGet, SafeGetError } from '../../../net/safe-get.ts';
import type { BoardRequest } from './board-types.ts';

export type FetchJsonOptions = {
  allowPrivate: boolean;
  /** One limit for the whole read: connection, redirects and the body. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  resolveHost?: ResolveHost;
  /** Replaces the address policy (tests that allow one loopback address and refuse another). */
  isPermitted?: (address: string) => boolean;
};
export const boardFetchDefaults = { timeoutMs: 30_000, maxBytes: 32 * 1024 * 1024, maxRedirects: 3 } as const;

/** A board read that failed; `status` when the board answered, `retryAfterSeconds` from its header. */
export class BoardFetchError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'BoardFetchError';
  }
}

/**
 * Reads a board's JSON through the shared safe fetcher (net/safe-get.ts, the job import's address
 * policy of docs/decisions/019 on every hop, one time limit including the body, a size cap); any
 * failure becomes a BoardFetchError the ingestion records and retries.
 */
export async function fetchBoardJson(request: BoardRequest, options: FetchJsonOptions): Promise<unknown> {
  let body: Buffer;
  try {
    ({ body } = await safeGet(request.url, {
      ...options,
      headers: { 'user-agent': 'CareerPrepJobIndex/1.0', accept: 'application/json', ...request.headers },
    }));
  } catch (error) {
    if (error instanceof SafeGetError) {
      const message = error.kind === 'status' ? `the board answered HTTP ${error.status}` : error.message;
      throw new BoardFetchError(message, error.status, error.retryAfterSeconds);
    }
    throw new BoardFetchError(error instanceof Error ? error.message : 'the board could not be reached');
  }
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw new BoardFetchError('the answer is not JSON');
  }
}
