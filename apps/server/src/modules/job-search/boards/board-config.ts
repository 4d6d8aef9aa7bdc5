import type { Env } from '../../../config/env.ts';
import { ashby, greenhouse, lever } from './ats-connectors.ts';
import { BOARD_SOURCES, type BoardConfig, type BoardSource, type Connector } from './board-types.ts';
import { arbeitnow, remotive } from './feed-connectors.ts';
import { adzuna, jsearch, usajobs, type BoardKeys } from './keyed-connectors.ts';

const NAMES: Record<BoardSource, string> = {
  greenhouse: 'Greenhouse',
  lever: 'Lever',
  ashby: 'Ashby',
  arbeitnow: 'Arbeitnow',
  remotive: 'Remotive',
  usajobs: 'USAJOBS',
  adzuna: 'Adzuna',
  jsearch: 'JSearch',
};
const NEEDS_SLUG = new Set<BoardSource>(['greenhouse', 'lever', 'ashby']);
/** How often each source is read: Remotive asks for at most a few requests a day. */
export const REFRESH_HOURS: Record<BoardSource, number> = {
  greenhouse: 2,
  lever: 2,
  ashby: 2,
  arbeitnow: 2,
  remotive: 6,
  usajobs: 6,
  adzuna: 6,
  jsearch: 12,
};

const companyName = (slug: string) => slug.replace(/[-_.]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/** The boards JOB_BOARDS lists, plus the keyed ones whose keys are set. */
export function boardsFromEnv(
  env: Pick<
    Env,
    'JOB_BOARDS' | 'USAJOBS_API_KEY' | 'USAJOBS_EMAIL' | 'ADZUNA_APP_ID' | 'ADZUNA_APP_KEY' | 'JSEARCH_API_KEY'
  >,
): BoardConfig[] {
  const boards = new Map<string, BoardConfig>();
  for (const entry of env.JOB_BOARDS.split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [source, slug = null] = entry.split(':') as [string, string | undefined];
    if (!(BOARD_SOURCES as readonly string[]).includes(source))
      throw new Error(`JOB_BOARDS: unknown source '${source}'`);
    const s = source as BoardSource;
    if (NEEDS_SLUG.has(s) && !slug) throw new Error(`JOB_BOARDS: '${source}' needs a board, as ${source}:<board>`);
    const id = slug && NEEDS_SLUG.has(s) ? `${s}:${slug}` : s;
    boards.set(id, {
      id,
      source: s,
      slug: NEEDS_SLUG.has(s) ? slug : null,
      name: slug && NEEDS_SLUG.has(s) ? companyName(slug) : NAMES[s],
    });
  }
  if (env.USAJOBS_API_KEY && env.USAJOBS_EMAIL)
    boards.set('usajobs', { id: 'usajobs', source: 'usajobs', slug: null, name: NAMES.usajobs });
  if (env.ADZUNA_APP_ID && env.ADZUNA_APP_KEY)
    boards.set('adzuna', { id: 'adzuna', source: 'adzuna', slug: null, name: 'Adzuna (Jobs by Adzuna)' });
  if (env.JSEARCH_API_KEY) boards.set('jsearch', { id: 'jsearch', source: 'jsearch', slug: null, name: NAMES.jsearch });
  return [...boards.values()];
}

export function keysFromEnv(
  env: Pick<
    Env,
    | 'JOB_BOARDS_QUERY'
    | 'USAJOBS_API_KEY'
    | 'USAJOBS_EMAIL'
    | 'ADZUNA_APP_ID'
    | 'ADZUNA_APP_KEY'
    | 'ADZUNA_COUNTRY'
    | 'JSEARCH_API_KEY'
  >,
): BoardKeys {
  return {
    query: env.JOB_BOARDS_QUERY,
    usajobs:
      env.USAJOBS_API_KEY && env.USAJOBS_EMAIL ? { key: env.USAJOBS_API_KEY, email: env.USAJOBS_EMAIL } : undefined,
    adzuna:
      env.ADZUNA_APP_ID && env.ADZUNA_APP_KEY
        ? { appId: env.ADZUNA_APP_ID, appKey: env.ADZUNA_APP_KEY, country: env.ADZUNA_COUNTRY }
        : undefined,
    jsearch: env.JSEARCH_API_KEY ? { key: env.JSEARCH_API_KEY } : undefined,
  };
}

export function connectorsFor(keys: BoardKeys): Record<BoardSource, Connector> {
  return {
    greenhouse,
    lever,
    ashby,
    arbeitnow,
    remotive,
    usajobs: usajobs(keys),
    adzuna: adzuna(keys),
    jsearch: jsearch(keys),
  };
}
