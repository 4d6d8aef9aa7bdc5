import multipart from '@fastify/multipart';
import { ErrorBodySchema, ParseResumeResponseSchema } from '@cp/contracts';
import { currentUser, type Authenticate } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { App } from '../../http/types.ts';
import { readUpload, uploadLimits } from '../documents/read-upload.ts';
import type { ResumeImportService } from './resume-import.service.ts';

export type ResumeImportRoutesDeps = {
  resumeImport: ResumeImportService;
  authenticate: Authenticate;
  costlyRateLimit: { max: number; timeWindow: string };
};

/**
 * POST /api/parse-resume (and the spec's retry path /api/parse_resume): JSON {text} or a multipart `file`.
 * The body is checked by the service with the contract (a multipart body has no JSON schema to declare).
 */
export function registerResumeImportRoutes(app: App, deps: ResumeImportRoutesDeps) {
  app.register(async (scope: App) => {
    await scope.register(multipart, { limits: uploadLimits, throwFileSizeLimit: true });
    const options = {
      preHandler: deps.authenticate,
      config: { rateLimit: deps.costlyRateLimit },
      schema: {
        tags: ['resume-builder'],
        security: [{ bearer: [] }],
        consumes: ['application/json', 'multipart/form-data'],
        response: {
          200: ParseResumeResponseSchema,
          ...errorResponses,
          413: ErrorBodySchema,
          415: ErrorBodySchema,
          422: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
    };
    for (const url of ['/api/parse-resume', '/api/parse_resume']) {
      scope.post(url, options, async (req) =>
        req.isMultipart()
          ? deps.resumeImport.parseFile(await readUpload(req), currentUser(req).userId)
          : deps.resumeImport.parseText(req.body, currentUser(req).userId),
      );
    }
  });
}
