import type { ErrorCode } from '@cp/contracts';

// Its own file, free of schemas, so the entry script (the query client's retry rule) does not carry
// zod and the contracts: they load with the first screen that calls the API (lib/api-client.ts).
/** A failed call: the server's code and detail (or the default text for the code). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'NETWORK';
  readonly body: Record<string, unknown>;
  constructor(status: number, code: ErrorCode | 'NETWORK', detail: string, body: Record<string, unknown> = {}) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
  get detail() {
    return this.message;
  }
}
