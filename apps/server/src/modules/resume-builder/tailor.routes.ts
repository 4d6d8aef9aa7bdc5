import multipart from '@fastify/multipart';
import {
  BuilderScoresBodySchema,
  BuilderScoresResponseSchema,
  ErrorBodySchema,
  ParseJdResponseSchema,
  savedPostTitle,
  TailorApplyBodySchema,
  TailorBodySchema,
  TailorRunResponseSchema,
  TailorStateResponseSchema,
  TailorUndoBodySchema,
  WorkspaceParamsSchema,
} from '@cp/contracts';
import { currentUser, type Authenticate } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { App } from '../../http/types.ts';
import { AppError } from '../../http/app-error.ts';
import type { DocumentExtractor } from '../documents/extraction/extract-document.ts';
import { normalizeDocumentText } from '../documents/normalize-text.ts';
import { readUpload, uploadLimits } from '../documents/read-upload.ts';
import type { TailorService } from './tailor.service.ts';

/** A posting of 100,000 characters is about 100 kB; JSON escaping can double it. */
const TAILOR_BODY_LIMIT = 400_000;

export type TailorRoutesDeps = {
  tailor: TailorService;
  extractor: Pick<DocumentExtractor, 'extract'>;
  authenticate: Authenticate;
  costlyRateLimit: { max: number; timeWindow: string };
};

/** Resume Builder, Tailor (docs/decisions/030): proposals, Apply by id, Undo; and an uploaded job post read to text. */
export function registerTailorRoutes(app: App, deps: TailorRoutesDeps) {
  const { tailor } = deps;
  const common = { preHandler: deps.authenticate };
  const base = { tags: ['resume-builder'], security: [{ bearer: [] }], params: WorkspaceParamsSchema };

  app.get(
    '/api/workspaces/:wid/builder/tailor',
    { ...common, schema: { ...base, response: { 200: TailorRunResponseSchema, ...errorResponses } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return tailor.latest(currentUser(req).userId, req.params.wid);
    },
  );

  app.post(
    '/api/workspaces/:wid/builder/tailor',
    {
      ...common,
      bodyLimit: TAILOR_BODY_LIMIT,
      config: { rateLimit: deps.costlyRateLimit },
      schema: { ...base, body: TailorBodySchema, response: { 200: TailorRunResponseSchema, ...errorResponses } },
    },
    async (req) => tailor.tailor(currentUser(req).userId, req.params.wid, req.body),
  );

  app.post(
    '/api/workspaces/:wid/builder/tailor/apply',
    {
      ...common,
      schema: { ...base, body: TailorApplyBodySchema, response: { 200: TailorStateResponseSchema, ...errorResponses } },
    },
    async (req) => {
      return tailor.apply(currentUser(req).userId, req.params.wid, req.body);
    },
  );

  app.post(
    '/api/workspaces/:wid/builder/tailor/undo',
    {
      ...common,
      schema: { ...base, body: TailorUndoBodySchema, response: { 200: TailorStateResponseSchema, ...errorResponses } },
    },
    async (req) => {
      return tailor.undo(currentUser(req).userId, req.params.wid, req.body);
    },
  );

  app.post(
    '/api/workspaces/:wid/builder/scores',
    {
      ...common,
      bodyLimit: TAILOR_BODY_LIMIT,
      schema: {
        ...base,
        body: BuilderScoresBodySchema,
        response: { 200: BuilderScoresResponseSchema, ...errorResponses },
      },
    },
    async (req) => tailor.scores(currentUser(req).userId, req.params.wid, req.body),
  );

  // docs/product/2-modules.md section 7: an uploaded job post (pdf, docx, doc, txt) read to text, for the paste box.
  app.register(async (scope: App) => {
    await scope.register(multipart, { limits: uploadLimits, throwFileSizeLimit: true });
    const schema = {
      tags: ['resume-builder'],
      security: [{ bearer: [] }],
      consumes: ['multipart/form-data'],
      response: {
        200: ParseJdResponseSchema,
        ...errorResponses,
        413: ErrorBodySchema,
        415: ErrorBodySchema,
        422: ErrorBodySchema,
        503: ErrorBodySchema,
      },
    };
    scope.post('/api/parse-jd', { ...common, config: { rateLimit: deps.costlyRateLimit }, schema }, async (req) => {
      if (!req.isMultipart())
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the job post as a file (multipart/form-data).');
      const upload = await readUpload(req);
      if (!upload.file)
        throw new AppError('VALIDATION_ERROR', 'Choose a job post file to upload (.txt, .pdf or .docx).');
      const document = await deps.extractor.extract(upload.file, currentUser(req).userId);
      const text = normalizeDocumentText(document.text);
      if (text.trim().length < 10)
        throw new AppError('UNPROCESSABLE', "Couldn't parse that job post. Try a .txt, .pdf or .docx.");
      return { text, title: savedPostTitle(text), warnings: [...document.warnings] };
    });
  });
}
