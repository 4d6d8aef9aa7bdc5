import {
  LiveCallBodySchema,
  LiveEndBodySchema,
  LiveEndResponseSchema,
  LiveFeedbackResponseSchema,
  LiveSessionParamsSchema,
  LiveStartBodySchema,
  LiveStartResponseSchema,
  LiveTranscriptBodySchema,
  LiveTurnBodySchema,
  LiveTurnResponseSchema,
} from '@cp/contracts';
import { z } from 'zod';
import { assertSameUser, currentUser, type Authenticate } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { App } from '../../http/types.ts';
import type { LiveInterviewService } from './live-interview.service.ts';

const SecondsLeftSchema = z.object({ seconds_left: z.number().int() });

/** Live Interview (step 8): the spec's /interview/client_secret and /interview/end_session, and the session's own calls. */
export function registerLiveInterviewRoutes(
  app: App,
  deps: {
    liveInterview: LiveInterviewService;
    authenticate: Authenticate;
    costlyRateLimit: { max: number; timeWindow: string };
  },
) {
  const { liveInterview } = deps;
  const base = { tags: ['interview'], security: [{ bearer: [] }] };
  const common = { preHandler: deps.authenticate };

  app.post(
    '/api/interview/client_secret',
    {
      ...common,
      config: { rateLimit: deps.costlyRateLimit },
      schema: { ...base, body: LiveStartBodySchema, response: { 200: LiveStartResponseSchema, ...errorResponses } },
    },
    async (req) => {
      const { userId } = currentUser(req);
      assertSameUser(userId, req.body.user_id);
      return liveInterview.start(userId, req.body);
    },
  );

  app.post(
    '/api/interview/end_session',
    {
      ...common,
      schema: { ...base, body: LiveEndBodySchema, response: { 200: LiveEndResponseSchema, ...errorResponses } },
    },
    async (req) => {
      const { userId } = currentUser(req);
      assertSameUser(userId, req.body.user_id);
      return liveInterview.endSession(userId, req.body);
    },
  );

  const session = { ...base, params: LiveSessionParamsSchema };
  app.post(
    '/api/interview/sessions/:sid/turn',
    {
      ...common,
      schema: { ...session, body: LiveTurnBodySchema, response: { 200: LiveTurnResponseSchema, ...errorResponses } },
    },
    async (req) => {
      return liveInterview.turn(currentUser(req).userId, req.params.sid, req.body);
    },
  );
  app.post(
    '/api/interview/sessions/:sid/transcript',
    {
      ...common,
      schema: { ...session, body: LiveTranscriptBodySchema, response: { 200: SecondsLeftSchema, ...errorResponses } },
    },
    async (req) => {
      return liveInterview.transcript(currentUser(req).userId, req.params.sid, req.body);
    },
  );
  app.post(
    '/api/interview/sessions/:sid/call',
    {
      ...common,
      schema: { ...session, body: LiveCallBodySchema, response: { 200: SecondsLeftSchema, ...errorResponses } },
    },
    async (req) => {
      return liveInterview.registerCall(currentUser(req).userId, req.params.sid, req.body.call_id);
    },
  );
  app.post(
    '/api/interview/sessions/:sid/feedback',
    {
      ...common,
      config: { rateLimit: deps.costlyRateLimit },
      schema: { ...session, response: { 200: LiveFeedbackResponseSchema, ...errorResponses } },
    },
    async (req) => {
      return liveInterview.feedback(currentUser(req).userId, req.params.sid);
    },
  );
}
