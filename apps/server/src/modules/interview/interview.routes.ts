import { InterviewCapabilitiesResponseSchema } from '@cp/contracts';
import type { Authenticate } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { App } from '../../http/types.ts';
import type { LiveInterviewService } from '../live-interview/live-interview.service.ts';
import type { OfflineInterviewService } from './offline-interview.service.ts';

export type InterviewRoutesDeps = {
  offlineInterview: Pick<OfflineInterviewService, 'capabilities'>;
  liveInterview: Pick<LiveInterviewService, 'capabilities'>;
  authenticate: Authenticate;
};

/** The interview screens' own calls; the Offline Interview's feedback goes through POST /api/modules/process ('Module 6'). */
export function registerInterviewRoutes(app: App, deps: InterviewRoutesDeps) {
  const schema = {
    tags: ['interview'],
    security: [{ bearer: [] }],
    response: { 200: InterviewCapabilitiesResponseSchema, ...errorResponses },
  };
  app.get('/api/interview/capabilities', { preHandler: deps.authenticate, schema }, async () => ({
    ...deps.offlineInterview.capabilities(),
    ...deps.liveInterview.capabilities(),
  }));
}
