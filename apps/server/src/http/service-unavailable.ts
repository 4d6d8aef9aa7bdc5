/** Seconds a client is asked to wait (Retry-After, retry_after_seconds) when a dependency is down. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

export const unavailableDetail = 'The service is briefly unavailable. Please try again in a moment.';

/** Socket failures: the database (or another server we call) cannot be reached or dropped us. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's answers meaning 'not now' rather than 'wrong request': class 08 (connection exception),
 * 57P01-57P03 (shutting down, crash recovery, starting up) and 53300 (too many connections).
 */
const unavailableSqlStates = /^(08...|57P0[123]|53300)$/;

/** node-postgres's own errors for a connection that failed or died (they carry no code). */
const lostConnectionMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * True for an error that says a dependency (PostgreSQL first) is unreachable, not that the request
 * or our code is wrong: the error handler answers it 503 with a retry hint instead of 500.
 */
export function isServiceUnavailableError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && (networkCodes.has(code) || unavailableSqlStates.test(code))) return true;
  if (typeof message === 'string' && lostConnectionMessages.test(message)) return true;
  // Connecting to a name with several addresses (localhost: ::1 and 127.0.0.1) fails with an AggregateError.
  return Array.isArray(errors) && errors.length > 0 && errors.every(isServiceUnavailableError);
}
