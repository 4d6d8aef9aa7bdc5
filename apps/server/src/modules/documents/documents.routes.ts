import multipart from '@fastify/multipart';
import {
  ErrorBodySchema,
  ExtractCvTextResponseSchema,
  ExtractJdTextResponseSchema,
  SaveDocumentResponseSchema,
  ScrapeJobBodySchema,
  ScrapeJobResponseSchema,
  UpdateCvTextBodySchema,
  UpdateJdTextBodySchema,
} from '@cp/contracts';
import { currentUser, type Authenticate } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { App } from '../../http/types.ts';
import type { DocumentsService } from './documents.service.ts';
import { readUpload, uploadLimits } from './read-upload.ts';

export type DocumentRoutesDeps = {
  documents: DocumentsService;
  authenticate: Authenticate;
  /** Stricter per-client limit for the costly calls (parsing files, fetching pages). */
  costlyRateLimit: { max: number; timeWindow: string };
};

const documentErrors = { ...errorResponses, 415: ErrorBodySchema, 422: ErrorBodySchema, 503: ErrorBodySchema };

export function registerDocumentRoutes(app: App, deps: DocumentRoutesDeps) {
  const { documents } = deps;
  const common = { preHandler: deps.authenticate };
  const costly = { ...common, config: { rateLimit: deps.costlyRateLimit } };
  const tags = ['documents'];
  const security = [{ bearer: [] }];

  app.post(
    '/api/modules/update-cv-text',
    {
      ...common,
      schema: {
        tags,
        security,
        body: UpdateCvTextBodySchema,
        response: { 200: SaveDocumentResponseSchema, ...documentErrors },
      },
    },
    async (req) => {
      return documents.updateText(currentUser(req).userId, 'cv', req.body.wid, req.body.cv_text);
    },
  );

  app.post(
    '/api/modules/update-jd-text',
    {
      ...common,
      schema: {
        tags,
        security,
        body: UpdateJdTextBodySchema,
        response: { 200: SaveDocumentResponseSchema, ...documentErrors },
      },
    },
    async (req) => {
      return documents.updateText(currentUser(req).userId, 'jd', req.body.wid, req.body.jd_text);
    },
  );

  app.post(
    '/api/modules/scrape-job-description',
    {
      ...costly,
      schema: {
        tags,
        security,
        body: ScrapeJobBodySchema,
        response: { 200: ScrapeJobResponseSchema, ...documentErrors },
      },
    },
    async (req) => {
      return documents.scrapeJobDescription(currentUser(req).userId, req.body);
    },
  );

  // Multipart is parsed only in this scope: the uploads (one file of at most 10 MB, a few short fields).
  app.register(async (uploads: App) => {
    await uploads.register(multipart, { limits: uploadLimits, throwFileSizeLimit: true });
    const schema = { tags, security, consumes: ['multipart/form-data'] };

    uploads.post(
      '/api/modules/extract-cv-text',
      { ...costly, schema: { ...schema, response: { 200: ExtractCvTextResponseSchema, ...documentErrors } } },
      async (req) => {
        return documents.extractCvText(currentUser(req).userId, await readUpload(req));
      },
    );

    uploads.post(
      '/api/modules/extract-jd-text',
      { ...costly, schema: { ...schema, response: { 200: ExtractJdTextResponseSchema, ...documentErrors } } },
      async (req) => {
        return documents.extractJdText(currentUser(req).userId, await readUpload(req));
      },
    );
  });
}
