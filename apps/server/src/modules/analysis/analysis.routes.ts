import multipart from '@fastify/multipart';
import { ErrorBodySchema, ModuleCapabilitiesResponseSchema, ProcessModuleResponseSchema, UPLOAD_MAX_BYTES } from '@cp/contracts';
import { assertSameUser, currentUser, type Authenticate } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { App } from '../../http/types.ts';
import { readUpload } from '../documents/read-upload.ts';
import { parseProcessBody, type AnalysisService } from './analysis.service.ts';

export type AnalysisRoutesDeps = {
  analysis: AnalysisService;
  authenticate: Authenticate;
  /** Stricter per-client limit: a run is costly (engine, or an LLM call). */
  costlyRateLimit: { max: number; timeWindow: string };
};

/** Multipart limits of the process call: the texts may be long (100k characters), at most one file. */
const processLimits = { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 16, fieldSize: 512 * 1024, fieldNameSize: 100, parts: 17, headerPairs: 100 };

export function registerAnalysisRoutes(app: App, deps: AnalysisRoutesDeps) {
  const { analysis } = deps;
  app.get('/api/modules/capabilities', { preHandler: deps.authenticate, schema: { tags: ['analysis'], security: [{ bearer: [] }], response: { 200: ModuleCapabilitiesResponseSchema, ...errorResponses } } }, async () => analysis.capabilities());
  // Multipart (spec 1 section 7) is parsed only in this scope; JSON bodies are accepted too.
  app.register(async (scope: App) => {
    await scope.register(multipart, { limits: processLimits, throwFileSizeLimit: true });
    const schema = {
      tags: ['analysis'],
      security: [{ bearer: [] }],
      consumes: ['multipart/form-data', 'application/json'],
      response: { 200: ProcessModuleResponseSchema, ...errorResponses, 402: ErrorBodySchema },
    };
    scope.post('/api/modules/process', { preHandler: deps.authenticate, config: { rateLimit: deps.costlyRateLimit }, schema }, async (req) => {
      const { userId } = currentUser(req);
      const body = parseProcessBody(req.isMultipart() ? (await readUpload(req)).fields : req.body);
      assertSameUser(userId, body.user_id);
      return analysis.process(userId, body);
    });
  });
}
