import { text } from '@cp/contracts';
import { z } from 'zod';
import type { App } from '../../http/types.ts';
import type { Clock } from '../auth/auth.service.ts';
import type { DevJobsRepository } from './dev-jobs.repository.ts';

const DevJobBodySchema = z.object({
  title: text().trim().min(1).max(300),
  company: text().trim().min(1).max(200),
  location: text().trim().min(1).max(200),
  description: text().trim().min(1).max(20_000),
  applyUrl: text().max(2000).nullable().optional(),
  contactEmail: text().max(254).nullable().optional(),
  skills: z.array(text().max(100)).max(50).optional(),
});

/**
 * Only when DEV_ROUTES=true: index a job with an employer contact (the kit journeys apply to it), and
 * take every such job out again (so the index's coverage is the demo catalogue's for the next journey).
 */
export function registerDevJobRoutes(app: App, deps: { repo: DevJobsRepository; clock: Clock; onChange: () => void }) {
  app.post('/api/dev/jobs', { schema: { hide: true, body: DevJobBodySchema } }, async (req, reply) => {
    const id = await deps.repo.insert(req.body, deps.clock.now());
    deps.onChange();
    return reply.code(201).send({ id });
  });
  app.delete('/api/dev/jobs', { schema: { hide: true } }, async (_req, reply) => {
    await deps.repo.clear();
    deps.onChange();
    return reply.code(204).send();
  });
}
