import multipart from '@fastify/multipart';
import {
  ErrorBodySchema,
  ModuleCapabilitiesResponseSchema,
  OfflineFeedbackResponseSchema,
  ProcessModuleResponseSchema,
  UPLOAD_MAX_BYTES,
  offlineInterviewMessages,
} from '@cp/contracts';
import { z } from 'zod';
import { assertSameUser, currentUser, type Authenticate } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { App } from '../../http/types.ts';
import { readUpload } from '../documents/read-upload.ts';
import type { OfflineInterviewService } from '../interview/offline-interview.service.ts';
import { parseProcessBody, type AnalysisService } from './analysis.service.ts';

export type AnalysisRoutesDeps = {
  analysis: AnalysisService;
  /**
   * 'Module 6' (the Offline Interview's feedback) is served through the same call (docs/product/2-modules.md section
   * 7).
   */
  offlineInterview: Pick<OfflineInterviewService, 'feedback'>;
  authenticate: Authenticate;
  /** Stricter per-client limit: a run is costly (engine, or an LLM call). */
  costlyRateLimit: { max: number; timeWindow: string };
};

/** Multipart limits of the process call: the texts may be long (100k characters), at most one file. */
const processLimits = {
  fileSize: UPLOAD_MAX_BYTES,
  files: 1,
  fields: 16,
  fieldSize: 512 * 1024,
  fieldNameSize: 100,
  parts: 17,
  headerPairs: 100,
};

export function registerAnalysisRoutes(app: App, deps: AnalysisRoutesDeps) {
  const { analysis } = deps;
  app.get(
    '/api/modules/capabilities',
    {
      preHandler: deps.authenticate,
      schema: {
        tags: ['analysis'],
        security: [{ bearer: [] }],
        response: { 200: ModuleCapabilitiesResponseSchema, ...errorResponses },
      },
    },
    async () => analysis.capabilities(),
  );
  // Multipart (docs/product/1-platform.md section 7) is parsed only in this scope; JSON bodies are accepted too.
  app.register(async (scope: App) => {
    await scope.register(multipart, { limits: processLimits, throwFileSizeLimit: true });
    const schema = {
      tags: ['analysis'],
      security: [{ bearer: [] }],
      consumes: ['multipart/form-data', 'application/json'],
      response: {
        200: z.union([ProcessModuleResponseSchema, OfflineFeedbackResponseSchema]),
        ...errorResponses,
        402: ErrorBodySchema,
      },
    };
    scope.post(
      '/api/modules/process',
      { preHandler: deps.authenticate, config: { rateLimit: deps.costlyRateLimit }, schema },
      async (req) => {
        const { userId } = currentUser(req);
        const upload = req.isMultipart()
          ? await readUpload(req, {
              fileTooLarge: (fields) =>
                fields.module?.trim() === 'Module 6' ? offlineInterviewMessages.audioTooLarge : null,
            })
          : null;
        const body = parseProcessBody(upload ? upload.fields : req.body);
        assertSameUser(userId, body.user_id);
        if (body.module.trim() === 'Module 6')
          return deps.offlineInterview.feedback(userId, body, upload?.file ?? null);
        return analysis.process(userId, body);
      },
    );
  });
}
