import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unsafeTextMessage, type ErrorBody, type ErrorCode } from '@cp/contracts';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, statusByCode } from './app-error.ts';
import { isServiceUnavailableError, unavailableDetail, UNAVAILABLE_RETRY_SECONDS } from './service-unavailable.ts';

const internalDetail = 'Something went wrong on our side. Please try again.';

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  code: ErrorCode,
  detail: string,
  extra: Record<string, unknown> = {},
) {
  const body: ErrorBody = { ...extra, detail, code, request_id: String(request.id) };
  return reply.status(statusByCode[code]).type('application/json').header('x-request-id', request.id).send(body);
}

/** Fastify's own error codes that are the client's fault, mapped to ours. */
const frameworkCodes: Record<string, { code: ErrorCode; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_JSON', detail: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_JSON', detail: 'The request body is empty but declared as JSON.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', detail: 'The request body is too large.' },
  FST_REQ_FILE_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', detail: 'The file is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', detail: 'This content type is not supported.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'VALIDATION_ERROR',
    detail: 'The Content-Length header does not match the body.',
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    detail: 'Expected a multipart/form-data request.',
  },
  FST_ERR_VALIDATION: { code: 'VALIDATION_ERROR', detail: 'The request is not valid.' },
};

/** One error handler for the whole API: the error body of docs/decisions/003, never internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return send(reply, request, error.code, error.message, error.context);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: [error.validationContext, ...String(issue.instancePath).split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'Invalid value',
      }));
      return send(reply, request, 'VALIDATION_ERROR', errors[0]?.message ?? 'The request is not valid.', { errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its contract');
      return send(reply, request, 'INTERNAL', internalDetail);
    }
    if (error.statusCode === 429) {
      return send(reply, request, 'RATE_LIMITED', 'Too many requests. Please wait a moment and try again.');
    }
    const known = error.code ? frameworkCodes[error.code] : undefined;
    if (known) return send(reply, request, known.code, known.detail);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.warn({ err: error }, 'client error without a mapped code');
      const code: ErrorCode =
        error.statusCode === 413
          ? 'PAYLOAD_TOO_LARGE'
          : error.statusCode === 415
            ? 'UNSUPPORTED_MEDIA_TYPE'
            : 'VALIDATION_ERROR';
      return send(reply, request, code, 'The request could not be processed.');
    }
    if (isServiceUnavailableError(error)) {
      request.log.error({ err: error }, 'a dependency is unavailable');
      reply.header('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
      return send(reply, request, 'UNAVAILABLE', unavailableDetail, { retry_after_seconds: UNAVAILABLE_RETRY_SECONDS });
    }
    if (isUnstorableText(error)) {
      // A backstop behind the contracts' text() (docs/decisions/016): text PostgreSQL cannot store is the client's.
      request.log.warn({ err: error }, 'text the database cannot store');
      return send(reply, request, 'VALIDATION_ERROR', unsafeTextMessage);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request, 'INTERNAL', internalDetail);
  });
}

/** For fastify's `frameworkErrors`: failures before routing, such as a malformed or too long URL. */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL')
    return send(reply, request, 'VALIDATION_ERROR', 'The address is not a valid URL.');
  if (error.code === 'FST_ERR_ASYNC_CONSTRAINT') return send(reply, request, 'INTERNAL', internalDetail);
  // A path parameter over the router's length limit: no such resource can exist.
  if (error.statusCode === 414) return send(reply, request, 'NOT_FOUND', 'The address is too long.');
  return send(reply, request, 'VALIDATION_ERROR', 'The request could not be processed.');
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, request, 'NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}.`);
}

/** PostgreSQL's 'invalid byte sequence' (22021) and 'untranslatable character' (22P05): a NUL or broken text. */
function isUnstorableText(error: unknown) {
  const code = (error as { code?: unknown }).code;
  return code === '22021' || code === '22P05';
}
