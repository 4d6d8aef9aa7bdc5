import type { Database } from '../../db/database.ts';
import type { Authenticate } from '../../http/authenticate.ts';
import type { App } from '../../http/types.ts';
import type { Clock } from '../auth/auth.service.ts';
import type { JobScraper } from '../documents/scrape/scrape-job.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createApplicationTrackingRepository } from './application-tracking.repository.ts';
import { registerApplicationTrackingRoutes } from './application-tracking.routes.ts';
import { createApplicationTrackingService } from './application-tracking.service.ts';
import { createApplicationsRepository } from './applications.repository.ts';
import { registerApplicationRoutes } from './applications.routes.ts';
import { createApplicationsService } from './applications.service.ts';
import { createFollowUpReminders } from './follow-up-reminders.ts';

export const REMINDER_TASK = 'applications_follow_up_reminders';

/** The Application Dashboard's services, routes and reminder job, wired once (app.ts). */
export function createApplicationsModule(deps: {
  db: Database;
  clock: Clock;
  scraper: JobScraper;
  mailer: Mailer;
  publicUrl: string;
}) {
  const applications = createApplicationsService({
    db: deps.db,
    repo: createApplicationsRepository,
    clock: deps.clock,
  });
  const tracking = createApplicationTrackingService({
    db: deps.db,
    repo: createApplicationsRepository,
    tracking: createApplicationTrackingRepository,
    clock: deps.clock,
    scraper: deps.scraper,
    host: new URL(deps.publicUrl).hostname || 'localhost',
  });
  const reminders = createFollowUpReminders({
    db: deps.db,
    tracking: createApplicationTrackingRepository,
    mailer: deps.mailer,
    clock: deps.clock,
    publicUrl: deps.publicUrl,
  });
  return {
    applications,
    tracking,
    reminders,
    /** Due follow-up reminders are mailed every five minutes (one job per slot across all instances). */
    queue: {
      tasks: {
        [REMINDER_TASK]: async () => {
          await reminders.sendDue();
        },
      },
      schedule: [{ task: REMINDER_TASK, match: '*/5 * * * *' }],
    },
    register(
      app: App,
      routeDeps: { authenticate: Authenticate; costlyRateLimit: { max: number; timeWindow: string } },
    ) {
      registerApplicationRoutes(app, { applications, authenticate: routeDeps.authenticate });
      registerApplicationTrackingRoutes(app, { tracking, ...routeDeps });
    },
  };
}
