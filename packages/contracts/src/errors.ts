import { z } from 'zod';

/** Every error code the API can answer with. The server maps each to one HTTP status. */
export const errorCodes = [
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
  'TOKEN_INVALID',
  'INVALID_CREDENTIALS',
  'INSUFFICIENT_CREDITS',
  'PLAN_REQUIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'WID_NOT_FOUND',
  'EMAIL_TAKEN',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'ACCOUNT_LOCKED',
  'PROVIDER_NOT_CONFIGURED',
  'PROVIDER_ERROR',
  'INTERNAL',
  'UNAVAILABLE',
] as const;
export const ErrorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** The one error body of the API (docs/decisions/003), plus optional context fields. */
export const ErrorBodySchema = z
  .object({
    detail: z.string(),
    code: ErrorCodeSchema,
    request_id: z.string(),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    needed: z.number().optional(),
    have: z.number().optional(),
    balances: z
      .object({ total: z.number(), allowance: z.number(), topup: z.number(), held: z.number(), available: z.number() })
      .optional(),
    retry_after_seconds: z.number().optional(),
  })
  .loose();
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Texts the web shows when the server gives no detail (docs/product/1-platform.md section 8). */
export const sessionExpiredMessage = 'Your session has expired. Please refresh the page and try again.';
