import type { JobRecord } from '../job-record.ts';

/** A board to read: which connector, which company board (for the ATS ones), and what to call it. */
export type BoardConfig = {
  /** 'greenhouse:acme', 'lever:acme', 'ashby:acme', 'arbeitnow', 'remotive', 'usajobs', 'adzuna', 'jsearch' */
  id: string;
  source: BoardSource;
  /** The board token / site / board name of an ATS board. */
  slug: string | null;
  name: string;
};
export const BOARD_SOURCES = [
  'greenhouse',
  'lever',
  'ashby',
  'arbeitnow',
  'remotive',
  'usajobs',
  'adzuna',
  'jsearch',
] as const;
export type BoardSource = (typeof BOARD_SOURCES)[number];

/** One request of a board read: URL and headers (keys go in headers or the query, never in logs). */
export type BoardRequest = { url: string; headers?: Record<string, string> };
/** At most this many requests in one read of a board, pages followed included. */
export const MAX_BOARD_REQUESTS = 25;

/** What a mapper makes of one payload: the jobs it could read, and how many items it skipped and why. */
export type MappedBatch = { jobs: JobRecord[]; skipped: number; errors: string[] };

/** A job as a mapper reads it, before the index's own fields (place, skills, occupation) are added. */
export type BoardJob = Omit<JobRecord, 'country' | 'lat' | 'lng' | 'skills' | 'occupationCode' | 'yearsMin'> & {
  country?: string | null;
  lat?: number | null;
  lng?: number | null;
  skills?: string[];
};

export type Connector = {
  /** The requests of one read of the board (paged sources list several pages). */
  requests(board: BoardConfig): BoardRequest[];
  /** A source whose page count is known only from its answers: the request after this page, or null when it was the last. */
  next?(request: BoardRequest, payload: unknown): BoardRequest | null;
  /** Maps one response payload; a malformed item is skipped and counted, never the whole batch. */
  map(payload: unknown, board: BoardConfig): { jobs: BoardJob[]; skipped: number; errors: string[] };
};

/** Maps each item on its own: an item that throws is counted as skipped with its error. */
export function mapEach(
  items: unknown,
  board: BoardConfig,
  one: (item: Record<string, unknown>, board: BoardConfig) => BoardJob | null,
): { jobs: BoardJob[]; skipped: number; errors: string[] } {
  if (!Array.isArray(items)) throw new Error('The board answered without a list of jobs.');
  const jobs: BoardJob[] = [];
  const errors: string[] = [];
  let skipped = 0;
  for (const item of items) {
    try {
      if (!item || typeof item !== 'object') throw new Error('an item is not an object');
      const job = one(item as Record<string, unknown>, board);
      if (job) jobs.push(job);
      else skipped += 1;
    } catch (error) {
      skipped += 1;
      if (errors.length < 5) errors.push(error instanceof Error ? error.message : String(error));
    }
  }
  return { jobs, skipped, errors };
}

/** Readers of untyped payload fields: a wrong type is an error for that item. */
export const str = (v: unknown, field: string): string => {
  if (typeof v === 'string' && v.trim()) return v.trim();
  if (typeof v === 'number') return String(v);
  throw new Error(`${field} is missing`);
};
export const optStr = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null;
export const optNum = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v.replace(/[, ]/g, '')) : NaN;
  return Number.isFinite(n) ? n : null;
};
export const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
export const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export function date(v: unknown, field: string): Date {
  const d =
    typeof v === 'number'
      ? new Date(v)
      : typeof v === 'string'
        ? new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(v) || !/T/.test(v) ? v : `${v}Z`)
        : new Date(NaN);
  if (Number.isNaN(d.getTime())) throw new Error(`${field} is not a date`);
  return d;
}
