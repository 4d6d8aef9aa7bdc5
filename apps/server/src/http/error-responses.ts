import { ErrorBodySchema } from '@cp/contracts';

/** Response schemas for the error statuses a route can answer (documented in OpenAPI). */
export const errorResponses = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  413: ErrorBodySchema,
  429: ErrorBodySchema,
  502: ErrorBodySchema,
} as const;
