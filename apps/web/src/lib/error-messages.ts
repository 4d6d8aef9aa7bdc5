import { sessionExpiredMessage, type ErrorCode } from '@cp/contracts';

/** What the user reads for each error code when the server sent no detail (docs/product/1-platform.md section 8). */
export const errorMessages: Record<ErrorCode, string> = {
  VALIDATION_ERROR: 'Please check the highlighted fields.',
  INVALID_JSON: 'The request could not be read. Please try again.',
  UNAUTHENTICATED: 'Please sign in first.',
  TOKEN_EXPIRED: sessionExpiredMessage,
  TOKEN_INVALID: sessionExpiredMessage,
  INVALID_CREDENTIALS: 'Incorrect email or password.',
  INSUFFICIENT_CREDITS: 'Not enough credits.',
  PLAN_REQUIRED: 'This needs a Pro plan.',
  FORBIDDEN: 'You do not have access to this.',
  NOT_FOUND: 'Not found.',
  WID_NOT_FOUND: 'This workspace does not exist.',
  EMAIL_TAKEN: 'An account with this email already exists. Log in instead.',
  CONFLICT: 'This conflicts with existing data.',
  PAYLOAD_TOO_LARGE: 'This is too large to upload.',
  UNSUPPORTED_MEDIA_TYPE: 'This file type is not supported.',
  UNPROCESSABLE: 'This could not be processed.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  ACCOUNT_LOCKED: 'Too many failed sign-in attempts. Try again later or reset your password.',
  PROVIDER_NOT_CONFIGURED: 'This sign-in option is not available.',
  PROVIDER_ERROR: 'The sign-in provider did not answer. Please try again.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
  UNAVAILABLE: 'The service is temporarily unavailable. Please try again.',
};
