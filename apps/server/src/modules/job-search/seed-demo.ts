import type { Gazetteer } from './gazetteer.ts';
import type { JobIndexRepository } from './job-index.repository.ts';
import { generateDemoCatalogue, loadDemoOccupations } from './demo/demo-catalogue.ts';

export const DEMO_BOARD = {
  id: 'demo',
  source: 'demo',
  name: 'Demo catalogue (O*NET + BLS, not real jobs)',
  isDemo: true,
} as const;

/**
 * The offline default (docs/decisions/023): when the index holds no open job and no board is
 * configured, the demo catalogue is generated and indexed, so the agent works on a bare machine.
 * Returns how many demo jobs were indexed (0 when nothing was done).
 */
export async function seedDemoCatalogue(deps: {
  index: JobIndexRepository;
  gazetteer: Gazetteer;
  now: Date;
  boardsConfigured: boolean;
  count?: number;
}): Promise<number> {
  if (deps.boardsConfigured || (await deps.index.countOpen()) > 0) return 0;
  const jobs = generateDemoCatalogue({
    occupations: loadDemoOccupations(),
    cities: deps.gazetteer.cities,
    now: deps.now,
    count: deps.count,
  });
  await deps.index.ensureBoard(DEMO_BOARD);
  const outcome = await deps.index.ingestSnapshot(DEMO_BOARD.id, true, jobs, deps.now);
  await deps.index.recordRun(DEMO_BOARD.id, deps.now, { items: outcome.upserted, skipped: outcome.duplicates });
  return outcome.upserted;
}
