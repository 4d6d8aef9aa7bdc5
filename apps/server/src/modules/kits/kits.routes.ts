import {
  ApplyJobBodySchema,
  ApplyJobResponseSchema,
  FinalizeKitBodySchema,
  KitFileParamsSchema,
  KitLookupResponseSchema,
  KitQuerySchema,
  KitSchema,
  PreviewKitBodySchema,
} from '@cp/contracts';
import { currentUser, type Authenticate } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { App } from '../../http/types.ts';
import type { KitApply } from './kit-apply.ts';
import type { KitsService } from './kits.service.ts';

/** A kit's edited letter and resume are tens of kB; a pasted resume up to 100,000 characters. */
const KIT_BODY_LIMIT = 512_000;

/** Application kits (docs/product/3-agent-tracker-assistant.md section 7, docs/decisions/032). */
export function registerKitRoutes(
  app: App,
  deps: {
    kits: KitsService;
    apply: KitApply;
    authenticate: Authenticate;
    costlyRateLimit: { max: number; timeWindow: string };
  },
) {
  const { kits } = deps;
  const common = { preHandler: deps.authenticate, bodyLimit: KIT_BODY_LIMIT };
  const base = { tags: ['agent'], security: [{ bearer: [] }] };
  const previewOptions = {
    ...common,
    config: { rateLimit: deps.costlyRateLimit },
    schema: { ...base, body: PreviewKitBodySchema, response: { 200: KitSchema, ...errorResponses } },
  };

  // prepare-kit is the spec's older name for the same step; both generate the preview (10 credits).
  for (const url of ['/api/agent/preview-kit', '/api/agent/prepare-kit']) {
    app.post(url, previewOptions, async (req) => kits.preview(currentUser(req).userId, req.body));
  }

  app.post(
    '/api/agent/finalize-kit',
    {
      ...common,
      config: { rateLimit: deps.costlyRateLimit },
      schema: { ...base, body: FinalizeKitBodySchema, response: { 200: KitSchema, ...errorResponses } },
    },
    async (req) => kits.finalize(currentUser(req).userId, req.body),
  );

  app.post(
    '/api/agent/apply-job',
    {
      ...common,
      config: { rateLimit: deps.costlyRateLimit },
      schema: { ...base, body: ApplyJobBodySchema, response: { 200: ApplyJobResponseSchema, ...errorResponses } },
    },
    async (req) => deps.apply(currentUser(req).userId, req.body),
  );

  app.get(
    '/api/agent/kit',
    {
      ...common,
      schema: { ...base, querystring: KitQuerySchema, response: { 200: KitLookupResponseSchema, ...errorResponses } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { kit: await kits.get(currentUser(req).userId, req.query.wid, req.query.job_id) };
    },
  );

  app.get(
    '/api/agent/kits/:kitId/:file',
    { ...common, schema: { ...base, params: KitFileParamsSchema } },
    async (req, reply) => {
      const file = await kits.file(currentUser(req).userId, req.params.kitId, req.params.file);
      return reply
        .header('content-type', file.mime)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('x-content-sha256', file.sha256)
        .header('cache-control', 'no-store')
        .send(Buffer.from(file.content));
    },
  );
}
