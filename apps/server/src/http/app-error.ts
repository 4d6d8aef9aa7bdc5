import type { ErrorCode } from '@cp/contracts';

/** The one error type services throw. Context fields go to the wire body as they are. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly context: Record<string, unknown>;

  constructor(code: ErrorCode, detail: string, context: Record<string, unknown> = {}) {
    super(detail);
    this.name = 'AppError';
    this.code = code;
    this.context = context;
  }
}

/** The HTTP status of each code; `satisfies` makes the compiler check it is complete. */
export const statusByCode = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  TOKEN_INVALID: 401,
  INVALID_CREDENTIALS: 401,
  INSUFFICIENT_CREDITS: 402,
  PLAN_REQUIRED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  WID_NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  ACCOUNT_LOCKED: 429,
  PROVIDER_NOT_CONFIGURED: 404,
  PROVIDER_ERROR: 502,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const satisfies Record<ErrorCode, number>;
