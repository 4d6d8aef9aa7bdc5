import type { JobRecord } from '../job-record.ts';
import type { Gazetteer } from '../gazetteer.ts';
import type { JobIndexRepository } from '../job-index.repository.ts';
import { DEMO_BOARD } from '../seed-demo.ts';
import {
  MAX_BOARD_REQUESTS,
  type BoardConfig,
  type BoardRequest,
  type BoardSource,
  type Connector,
} from './board-types.ts';
import { BoardFetchError } from './fetch-json.ts';
import { yearsAsked } from './infer.ts';

/** What the engine adds to a board's job: its technology skills and O*NET occupation. */
export type JobEnricher = (
  jobs: Array<{ title: string; description: string }>,
) => Promise<Array<{ skills: string[]; occupationCode: string | null }>>;

export type BoardRunOutcome =
  | { boardId: string; ok: true; items: number; skipped: number; closed: number; errors: string[] }
  | { boardId: string; ok: false; error: string };

export const RETRY_DELAYS_MS = [1000, 4000] as const;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
/** A board's text as PostgreSQL and the response contracts take it: no NUL, no broken Unicode, no stray controls. */
export const cleanText = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD').replace(CONTROL, '');
const ENRICH_BATCH = 50;

/**
 * Reads one board into the index: every request with retries and backoff (a 429's Retry-After is
 * honoured up to 30 s), each item mapped on its own, the engine's skills and occupation added, places
 * from the gazetteer, then the whole listing compared with the index (closed jobs closed). The board's
 * health is recorded whatever happens; the first real board to succeed replaces the demo catalogue.
 */
export function createBoardIngest(deps: {
  index: JobIndexRepository;
  gazetteer: Gazetteer;
  connectors: Record<BoardSource, Connector>;
  fetchJson: (request: BoardRequest) => Promise<unknown>;
  enrich: JobEnricher;
  now: () => Date;
  sleep?: (ms: number) => Promise<void>;
  onChange?: () => void;
}) {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  async function fetchWithRetry(request: BoardRequest): Promise<unknown> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await deps.fetchJson(request);
      } catch (error) {
        const retryable =
          !(error instanceof BoardFetchError) || error.status === null || error.status === 429 || error.status >= 500;
        if (!retryable || attempt >= RETRY_DELAYS_MS.length) throw error;
        const asked =
          error instanceof BoardFetchError && error.retryAfterSeconds !== null
            ? Math.min(30, error.retryAfterSeconds) * 1000
            : 0;
        await sleep(Math.max(asked, RETRY_DELAYS_MS[attempt]!));
      }
    }
  }

  async function toRecords(jobs: ReturnType<Connector['map']>['jobs']): Promise<JobRecord[]> {
    const records: JobRecord[] = [];
    for (let start = 0; start < jobs.length; start += ENRICH_BATCH) {
      const batch = jobs.slice(start, start + ENRICH_BATCH);
      const enriched = await deps.enrich(
        batch.map((j) => ({ title: j.title, description: j.description.slice(0, 8000) })),
      );
      batch.forEach((job, i) => {
        const city = job.lat != null && job.lng != null ? null : deps.gazetteer.find(job.location);
        records.push({
          ...job,
          title: cleanText(job.title),
          company: cleanText(job.company),
          location: cleanText(job.location),
          description: cleanText(job.description),
          applyUrl: job.applyUrl === null ? null : cleanText(job.applyUrl),
          country: job.country ?? city?.country ?? deps.gazetteer.countryOf(job.location),
          lat: job.lat ?? city?.lat ?? null,
          lng: job.lng ?? city?.lng ?? null,
          skills: (job.skills ?? enriched[i]!.skills).map(cleanText),
          occupationCode: enriched[i]!.occupationCode,
          yearsMin: yearsAsked(job.description),
        });
      });
    }
    return records;
  }

  async function run(board: BoardConfig): Promise<BoardRunOutcome> {
    const at = deps.now();
    await deps.index.ensureBoard({ id: board.id, source: board.source, name: board.name, isDemo: false });
    try {
      const connector = deps.connectors[board.source];
      const requests = connector.requests(board);
      if (requests.length === 0) throw new Error('no key is configured for this board');
      const mapped = { jobs: [] as ReturnType<Connector['map']>['jobs'], skipped: 0, errors: [] as string[] };
      const queue = [...requests];
      for (let done = 0; queue.length > 0 && done < MAX_BOARD_REQUESTS; done += 1) {
        const request = queue.shift()!;
        const payload = await fetchWithRetry(request);
        const part = connector.map(payload, board);
        mapped.jobs.push(...part.jobs);
        mapped.skipped += part.skipped;
        mapped.errors.push(...part.errors);
        // A paged source says whether another page follows (Lever: a full page).
        const following = connector.next?.(request, payload);
        if (following) queue.push(following);
      }
      const records = await toRecords(mapped.jobs);
      const outcome = await deps.index.ingestSnapshot(board.id, false, records, at);
      await deps.index.recordRun(board.id, at, {
        items: outcome.upserted,
        skipped: mapped.skipped + outcome.duplicates,
      });
      if (outcome.upserted > 0) await deps.index.removeBoard(DEMO_BOARD.id);
      deps.onChange?.();
      return {
        boardId: board.id,
        ok: true,
        items: outcome.upserted,
        skipped: mapped.skipped + outcome.duplicates,
        closed: outcome.closed,
        errors: mapped.errors,
      };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await deps.index.recordRun(board.id, at, { error: message });
      deps.onChange?.();
      return { boardId: board.id, ok: false, error: message };
    }
  }

  return { run };
}
export type BoardIngest = ReturnType<typeof createBoardIngest>;
