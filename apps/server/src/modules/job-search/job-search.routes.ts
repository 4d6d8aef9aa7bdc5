import {
  AgentProfileSchema,
  ErrorBodySchema,
  ExtractProfileBodySchema,
  JobIndexStatusSchema,
  JobSearchBodySchema,
  JobSearchResponseSchema,
  NormalizedQuerySchema,
  NormalizeQueryBodySchema,
} from '@cp/contracts';
import { currentUser, type Authenticate } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { replyWithEtag } from '../../http/etag.ts';
import type { App } from '../../http/types.ts';
import type { AgentProfileService } from './agent-profile.service.ts';
import type { JobIndexStatusService } from './job-index-status.ts';
import type { JobSearchService } from './job-search.service.ts';

export type JobSearchRoutesDeps = {
  jobSearch: JobSearchService;
  agentProfile: AgentProfileService;
  status: JobIndexStatusService;
  authenticate: Authenticate;
  /** Search is free but limited per client (docs/decisions/023). */
  searchRateLimit: { max: number; timeWindow: string };
};

export function registerJobSearchRoutes(app: App, deps: JobSearchRoutesDeps) {
  const { jobSearch } = deps;
  const security = [{ bearer: [] }];
  const tags = ['job search'];
  const common = { preHandler: deps.authenticate, config: { rateLimit: deps.searchRateLimit } };

  app.post(
    '/api/agent/normalize-query',
    {
      ...common,
      schema: {
        tags,
        security,
        body: NormalizeQueryBodySchema,
        response: { 200: NormalizedQuerySchema, ...errorResponses },
      },
    },
    async (req) => jobSearch.normalizeQuery(currentUser(req).userId, req.body),
  );

  app.post(
    '/api/agent/extract-profile',
    {
      ...common,
      schema: {
        tags,
        security,
        body: ExtractProfileBodySchema,
        response: { 200: AgentProfileSchema, ...errorResponses, 422: ErrorBodySchema, 503: ErrorBodySchema },
      },
    },
    async (req) => deps.agentProfile.extract(currentUser(req).userId, req.body),
  );

  app.post(
    '/api/jobs/search',
    {
      ...common,
      schema: {
        tags,
        security,
        body: JobSearchBodySchema,
        response: { 200: JobSearchResponseSchema, ...errorResponses },
      },
    },
    async (req) => jobSearch.search(currentUser(req).userId, req.body),
  );

  // The index's coverage and each board's health: public, no secrets in it. Polled by the status
  // page: an unchanged answer is a 304 without a body (ETag, If-None-Match).
  app.get(
    '/api/jobs/status',
    { schema: { tags, response: { 200: JobIndexStatusSchema, ...errorResponses } } },
    async (req, reply) => replyWithEtag(req, reply, await deps.status.status()),
  );
}
