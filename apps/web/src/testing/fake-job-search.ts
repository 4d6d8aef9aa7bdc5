import type { JobSearchResponse, NormalizedQuery } from '@cp/contracts';
import { json, type FakeRequest } from './fake-api.ts';

/** What POST /api/agent/normalize-query answers for a plain role (no place, no filters). */
export function normalizedBody(query: string, overrides: Partial<NormalizedQuery> = {}): NormalizedQuery {
  return {
    query,
    role: query,
    occupation: null,
    location_text: null,
    location: null,
    distance_km: null,
    remote_mode: null,
    freshness: 'month',
    employment_types: [],
    years_experience: null,
    salary_floor: null,
    needs_clarification: false,
    clarifying_questions: [],
    ...overrides,
  };
}

/** A search answer with `total` matches and no jobs listed (enough for counts and locks). */
export function searchBody(total: number, overrides: Partial<JobSearchResponse> = {}): JobSearchResponse {
  return {
    jobs: [],
    snapshot: {
      totalFound: total,
      new72h: 0,
      fresh7d: 0,
      strongMatches: null,
      strongMatchesOf: 0,
      companiesCount: 0,
      countriesCount: 0,
      remoteCount: 0,
      fulltimeCount: 0,
      medianSalary: null,
      payStatedCount: 0,
    },
    locked: true,
    preview_count: Math.max(0, Math.min(total, 9) - 3),
    page: 1,
    has_more: false,
    phases: ['searching'],
    relaxed: [],
    fit_available: false,
    coverage: { boards: 1, open_jobs: 4000, demo: true, newest_fetched_at: null, degraded: 0 },
    ...overrides,
  };
}

/** The agent's two calls: every query is a role; `total` matches each. */
export function fakeJobSearchHandlers(total = 1234) {
  return {
    'POST /api/agent/normalize-query': (req: FakeRequest) =>
      json(normalizedBody((req.body as { query: string }).query)),
    'POST /api/jobs/search': () => json(searchBody(total)),
  };
}
