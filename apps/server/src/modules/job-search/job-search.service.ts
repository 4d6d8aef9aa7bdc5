import {
  FREE_BLURRED_UP_TO,
  FREE_CLEAR_CARDS,
  JOB_PAGE_SIZE,
  MAX_RADIUS_KM,
  MAX_YEARS,
  type JobSearchBody,
  type JobSearchResponse,
  type NormalizeQueryBody,
  type NormalizedQuery,
  type PlanPackage,
} from '@cp/contracts';
import type { JobFit, JobQuery, JobSeekerProfile, YearMonth, JobForFit } from '@cp/engine';
import { JobSearchBodySchema } from '@cp/contracts';
import type { Clock } from '../auth/auth.service.ts';
import type { Gazetteer } from './gazetteer.ts';
import type { JobIndexRepository, JobRow } from './job-index.repository.ts';
import { planSearch, relaxations, toIndexFilter, type MatchMode, type SearchPlan } from './search-plan.ts';
import { toJob, toSnapshot } from './job-view.ts';
import type { JobIndexStatusService } from './job-index-status.ts';

/** The engine calls the job search makes (the engine pool, off the request thread). */
export type JobSearchEngine = {
  readJobQuery(text: string, owner?: string): Promise<JobQuery>;
  scoreJobs(
    resumeText: string,
    asOf: YearMonth,
    jobs: JobForFit[],
    owner?: string,
  ): Promise<{ profile: JobSeekerProfile; fits: JobFit[] }>;
};

/** The best-ranked matches re-ordered by fit to the resume (and counted for 'strong matches'). */
export const FIT_RANKED = 100;
export const STRONG_FIT = 75;

export type JobSearchServiceDeps = {
  index: JobIndexRepository;
  gazetteer: Gazetteer;
  engine: JobSearchEngine;
  clock: Clock;
  /** The workspace's resume text ('' when it has none); throws WID_NOT_FOUND for another user's workspace. */
  resumeText: (userId: string, wid: string | undefined) => Promise<string>;
  planOf: (userId: string) => Promise<PlanPackage>;
  status: JobIndexStatusService;
};

export function createJobSearchService(deps: JobSearchServiceDeps) {
  const { index, gazetteer, engine, clock } = deps;

  async function normalizeQuery(userId: string, body: NormalizeQueryBody): Promise<NormalizedQuery> {
    const q = await engine.readJobQuery(body.query, userId);
    const location = q.place ? gazetteer.resolve(q.place) : null;
    const questions = [...q.clarifyingQuestions];
    if (q.place && !location)
      questions.push(`We do not know the place '${q.place}'. Try a nearby large city, or search remote jobs.`);
    return {
      query: body.query.trim(),
      role: q.role,
      occupation: q.occupation,
      location_text: q.place,
      location: location
        ? {
            name: location.name,
            region: location.region,
            country: location.country,
            lat: location.lat,
            lng: location.lng,
          }
        : null,
      distance_km: q.distanceKm === null ? null : Math.min(MAX_RADIUS_KM, Math.round(q.distanceKm / 5) * 5),
      remote_mode: q.remoteMode,
      freshness: q.freshness,
      employment_types: [...q.employmentTypes],
      years_experience: q.years === null ? null : Math.min(MAX_YEARS, q.years),
      salary_floor: q.salaryFloor,
      needs_clarification: questions.length > 0,
      clarifying_questions: questions,
    };
  }

  /**
   * Finds what to show: every word in titles and listed skills, with the filters loosened one at a
   * time when nothing matches; then the job descriptions too; last, any of the words. Each widening
   * is said to the user. Titles and skills are a small index, so loosening there stays fast.
   */
  async function findMatchingPlan(
    plan: SearchPlan,
    now: Date,
  ): Promise<{ plan: SearchPlan; mode: MatchMode; relaxed: string[]; fallback: boolean; total: number }> {
    let total = await index.count(now, toIndexFilter(plan, now, 'head'));
    if (total > 0 || plan.words.length === 0) return { plan, mode: 'head', relaxed: [], fallback: false, total };
    const relaxed: string[] = [];
    let current = plan;
    for (const step of relaxations(plan)) {
      current = step.apply(current);
      relaxed.push(step.say);
      total = await index.count(now, toIndexFilter(current, now, 'head'));
      if (total > 0) return { plan: current, mode: 'head', relaxed, fallback: false, total };
    }
    total = await index.count(now, toIndexFilter(current, now, 'all'));
    if (total > 0)
      return {
        plan: current,
        mode: 'all',
        relaxed: [...relaxed, 'No job title or listed skill had every word: searched the job descriptions too.'],
        fallback: false,
        total,
      };
    if (current.words.length < 2) return { plan: current, mode: 'all', relaxed, fallback: false, total };
    total = await index.count(now, toIndexFilter(current, now, 'any'));
    if (total > 0)
      relaxed.push(`No job matched every word of '${current.words.join(' ')}': showing jobs that match some of them.`);
    return { plan: current, mode: 'any', relaxed, fallback: total > 0, total };
  }

  async function search(userId: string, input: JobSearchBody): Promise<JobSearchResponse> {
    const body = JobSearchBodySchema.parse(input);
    const now = clock.now();
    const [resumeText, plan] = await Promise.all([deps.resumeText(userId, body.wid), deps.planOf(userId)]);
    const found = await findMatchingPlan(planSearch(body.normalized, body.filters, body.honor_filters), now);
    const filter = toIndexFilter(found.plan, now, found.mode);
    const locked = plan === 'free';
    const page = locked ? 1 : body.page;
    const asOf = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
    const useFit = resumeText.trim().length > 0 && found.total > 0;
    // The snapshot, the coverage and the best-ranked candidates are independent reads: run together.
    const [snapshotRow, coverage, candidates] = await Promise.all([
      index.snapshot(now, filter),
      deps.status.coverage(),
      useFit ? index.candidates(now, filter, FIT_RANKED) : Promise.resolve([]),
    ]);

    let rows: JobRow[];
    const fits = new Map<string, JobFit>();
    let strongMatches: number | null = null;
    let strongOf = 0;
    const start = (page - 1) * JOB_PAGE_SIZE;
    if (useFit) {
      const scored = await engine.scoreJobs(
        resumeText,
        asOf,
        candidates.map((c) => ({
          title: c.title,
          occupationCode: c.occupation_code,
          skills: c.skills,
          yearsMin: c.years_min,
        })),
        userId,
      );
      candidates.forEach((c, i) => fits.set(c.id, scored.fits[i]!));
      strongOf = candidates.length;
      strongMatches = scored.fits.filter((f) => f.score >= STRONG_FIT).length;
      // Stable sort: equal fits keep the index's order (text rank, then recency).
      const order = candidates
        .map((c, i) => ({ id: c.id, i, score: scored.fits[i]!.score }))
        .sort((a, b) => b.score - a.score || a.i - b.i);
      // Inside the scored set (all of it when it holds every match), pages follow the fit order;
      // past it (FIT_RANKED is a multiple of the page size), the index's order.
      if (start + JOB_PAGE_SIZE <= order.length || candidates.length < FIT_RANKED) {
        const ids = order.slice(start, start + JOB_PAGE_SIZE).map((o) => o.id);
        const byId = new Map((await index.byIds(ids, filter.near)).map((r) => [r.id, r]));
        rows = ids.map((id) => byId.get(id)).filter((r): r is JobRow => r !== undefined);
      } else {
        rows = await index.page(now, filter, JOB_PAGE_SIZE, start);
        const unscored = rows.filter((r) => !fits.has(r.id));
        if (unscored.length > 0) {
          const more = await engine.scoreJobs(
            resumeText,
            asOf,
            unscored.map((c) => ({
              title: c.title,
              occupationCode: c.occupation_code,
              skills: c.skills,
              yearsMin: c.years_min,
            })),
            userId,
          );
          unscored.forEach((c, i) => fits.set(c.id, more.fits[i]!));
        }
      }
    } else {
      rows = found.total > 0 ? await index.page(now, filter, JOB_PAGE_SIZE, start) : [];
    }

    const shown = locked ? rows.slice(0, FREE_CLEAR_CARDS) : rows;
    const phases: JobSearchResponse['phases'] = ['searching'];
    if (found.relaxed.length > 0 && !(found.fallback && found.relaxed.length === 1)) phases.push('relaxing');
    if (found.fallback) phases.push('fallback');
    return {
      jobs: shown.map((r) => toJob(r, fits.get(r.id) ?? null, now, found.fallback)),
      snapshot: toSnapshot(snapshotRow, strongMatches, strongOf),
      locked,
      preview_count: locked ? Math.max(0, Math.min(found.total, FREE_BLURRED_UP_TO) - FREE_CLEAR_CARDS) : 0,
      page,
      has_more: !locked && rows.length >= JOB_PAGE_SIZE && start + rows.length < found.total,
      phases,
      relaxed: found.relaxed,
      fit_available: resumeText.trim().length > 0,
      coverage,
    };
  }

  return { normalizeQuery, search };
}
export type JobSearchService = ReturnType<typeof createJobSearchService>;
